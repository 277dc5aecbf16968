import { screen } from '@testing-library/react';
import { initI18n } from '@/i18n';
import { caRoutes } from '@/features/sealApplication/routes';
import { pageTest } from '../support/page';

/* SPEC §1 zh-HK: the /ca summary names the supplier and its BU in Traditional, as the shell's header does. */

const page = pageTest({
  routes: caRoutes,
  language: 'zh-CN',
  setUp: () => initI18n({ language: 'zh-HK' }),
  waitMs: 8000,
});
afterAll(() => initI18n({ language: 'zh-CN' }));

it('SPEC §1 zh-HK: the CA application names its supplier and BU in Traditional', async () => {
  page.open('/ca');
  expect(await screen.findByText('100101 華潤食品有限公司')).toBeInTheDocument();
  expect(screen.getByText('12 華潤萬家')).toBeInTheDocument();
  expect(screen.queryByText('100101 华润食品有限公司')).toBeNull();
});
