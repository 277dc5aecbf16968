import { render, screen } from '@testing-library/react';
import { PaymentTimeline } from '@/features/settlement/components/PaymentTimeline';
import type { SettleSheet } from '@/features/settlement/types';
import { initI18n, loadRestTexts } from '@/i18n';
import { FastProviders, setUpTexts } from '../support/page';

/** SPEC §1 zh-HK: who moved a settlement sheet (a server name) reads in Traditional in its payment timeline. */

beforeAll(async () => {
  await setUpTexts('zh-CN');
  await initI18n({ language: 'zh-HK' });
  await loadRestTexts('zh-HK');
});
afterAll(() => initI18n({ language: 'zh-CN' }));

it('SPEC §1 zh-HK: the payment timeline names who moved each step in Traditional', async () => {
  const sheet = {
    status: '1',
    events: [{ step: 'created', date: '2026-11-16 10:00:00', by: '华润食品有限公司' }],
    holds: [],
  } as unknown as SettleSheet;
  render(
    <FastProviders>
      <PaymentTimeline sheet={sheet} />
    </FastProviders>,
  );
  expect(await screen.findByText('華潤食品有限公司', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText('生成結算單')).toBeInTheDocument();
});
