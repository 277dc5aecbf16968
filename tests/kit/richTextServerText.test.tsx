import { render, screen, waitFor } from '@testing-library/react';
import { initI18n, mergeServerTexts } from '@/i18n';
import { RichText } from '@/kit/richtext';
import { FastProviders, setUpTexts } from '../support/page';

/**
 * SPEC §1: a notice or home-page body (rich text from the server) reads like the rest of the server's
 * text: Traditional in zh-HK, like its title above it; text only, its links keep the server's address.
 */

const BODY = '<h3>预约送货操作说明</h3><p>请联系<a href="https://files.example.com/预约说明.pdf">采购员</a></p>';

beforeAll(() => setUpTexts('zh-CN'));
afterAll(() => initI18n({ language: 'zh-CN' }));

it('zh-CN shows the body as the server wrote it', () => {
  render(
    <FastProviders>
      <RichText html={BODY} />
    </FastProviders>,
  );
  expect(screen.getByRole('heading', { name: '预约送货操作说明' })).toBeInTheDocument();
});

it('SPEC §1 zh-HK: the body reads in Traditional, its link address unchanged', async () => {
  await initI18n({ language: 'zh-HK' });
  render(
    <FastProviders>
      <RichText html={BODY} />
    </FastProviders>,
  );
  expect(await screen.findByRole('heading', { name: '預約送貨操作説明' }, { timeout: 10_000 })).toBeInTheDocument();
  const link = screen.getByRole('link', { name: '採購員' });
  expect(link.getAttribute('href')).toBe('https://files.example.com/预约说明.pdf');
});

it('SPEC §1 en-US: a paragraph the server translates reads in English', async () => {
  await initI18n({ language: 'en-US' });
  await mergeServerTexts('en-US', { 系统维护: 'System maintenance' });
  render(
    <FastProviders>
      <RichText html="<table><tr><td>系统维护</td><td>22:00-24:00</td></tr></table>" />
    </FastProviders>,
  );
  await waitFor(() => expect(screen.getByText('System maintenance')).toBeInTheDocument());
});
