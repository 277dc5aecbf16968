import { initI18n } from '@/i18n';
import { reportsRoutes } from '@/features/reports/routes';
import { pageTest } from '../support/page';
import { eventually } from '../support/queries';

/*
 * zh-HK (docs/ARCHITECTURE.md, i18n): a report's chart names the server's goods as the grid does, in
 * Traditional, and its text summary for screen readers with them.
 */

const page = pageTest({
  routes: reportsRoutes,
  language: 'zh-CN',
  setUp: () => initI18n({ language: 'zh-HK' }),
  waitMs: 10000,
});
afterAll(() => initI18n({ language: 'zh-CN' }));

it('the goods report chart names its goods in Traditional, as the grid shows them', async () => {
  page.open('/report/goods?pageNo=1');
  const caption = () => document.querySelector('.vsm-report-aside figcaption')?.textContent ?? '';
  await eventually(() => expect(caption()).toContain('奧利奧'));
  expect(caption()).not.toContain('奥利奥');
});
