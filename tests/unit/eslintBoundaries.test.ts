// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  // The project's own config, so the test also proves the rule is wired for src/.
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
});

/** The boundary messages ESLint reports for `code` linted as the project file `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/layers').map((m) => m.message);
}

const importOf = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

/** Issue 18 item 3: boundaries enforced by the path an import resolves to (docs/ARCHITECTURE.md, Folders). */
describe('ESLint import boundaries', () => {
  describe('a feature never imports another feature', () => {
    const page = 'src/features/orders/pages/OrderNotice.tsx';
    it.each([
      ['alias into a module', '@/features/returns/api'],
      ['alias to the folder', '@/features/returns'],
      ['relative into a module', '../../returns/api'],
      ['relative to the folder', '../../returns'],
      ['relative through src', '../../../features/returns/schemas/columns'],
      ['a feature whose name starts like its own', '../../ordersArchive/api'],
    ])('fails on %s (%s)', async (_form, specifier) => {
      expect(await boundaryErrors(page, importOf(specifier))).toEqual([
        expect.stringContaining('Features do not import each other'),
      ]);
    });

    it("fails on '../returns' from a feature's top folder", async () => {
      expect(await boundaryErrors('src/features/orders/routes.ts', importOf('../returns'))).toHaveLength(1);
    });

    it('fails on re-exports, type-only imports, dynamic imports and import.meta.glob', async () => {
      const code = [
        "export * from '../../returns/api';",
        "export { columns } from '@/features/returns/schemas/columns';",
        "import type { Row } from '../../returns/types';",
        'export type R = Row;',
        "export const load = () => import('@/features/returns/pages/ReturnDocQuery');",
        "export const all = import.meta.glob('../../*/routes.ts');",
      ].join('\n');
      expect(await boundaryErrors(page, code)).toHaveLength(5);
    });

    it('lets a feature import itself, the lower layers and packages', async () => {
      const code = [
        "import { a } from '../api';",
        "import { b } from '@/features/orders/schemas/columns';",
        "import { c } from '@/kit/query';",
        "import { d } from '../../../kit/query';",
        "import { e } from '@/api/http';",
        "import { Button } from 'antd';",
        'export const all = [a, b, c, d, e, Button];',
      ].join('\n');
      expect(await boundaryErrors(page, code)).toEqual([]);
    });
  });

  describe('kit, api, stores, lib and i18n never import features or app', () => {
    const cases = ['kit', 'api', 'stores', 'lib', 'i18n'].flatMap((layer) => {
      const file = `src/${layer}/deep/module.ts`;
      return [
        [layer, file, '@/features/orders/api'],
        [layer, file, '../../features/orders/api'],
        [layer, file, '@/app/App'],
        [layer, file, '../../app/routing/registry'],
      ];
    });
    it.each(cases)('%s: fails on %s importing %s', async (_layer, file, specifier) => {
      expect(await boundaryErrors(file, importOf(specifier))).toEqual([
        expect.stringContaining('do not import features or app'),
      ]);
    });

    it('lets them import each other', async () => {
      const code =
        "import { a } from '@/lib/storage';\nimport { b } from '../../api/http';\nexport const all = [a, b];\n";
      expect(await boundaryErrors('src/kit/deep/module.ts', code)).toEqual([]);
    });

    it('lets app import features and kit', async () => {
      const code =
        "import { a } from '@/features/orders/routes';\nimport { b } from '../../kit/query';\nexport const all = [a, b];\n";
      expect(await boundaryErrors('src/app/routing/registry.ts', code)).toEqual([]);
    });
  });

  describe('src never imports the mock backend', () => {
    it.each([
      ['src/api/http.ts', '@mocks/db/tables'],
      ['src/api/http.ts', '../../mocks/browser'],
      ['src/app/App.tsx', '../../mocks/handlers'],
      ['src/features/orders/pages/OrderNotice.tsx', '../../../../mocks/db/seed'],
      ['src/features/orders/pages/OrderNotice.tsx', '@mocks/browser'],
    ])('fails on %s importing %s', async (file, specifier) => {
      expect(await boundaryErrors(file, importOf(specifier))).toEqual([
        expect.stringContaining('never imports the mock backend'),
      ]);
    });

    it('lets the dev start in src/signIn.ts start the mock worker', async () => {
      expect(await boundaryErrors('src/signIn.ts', "export const start = () => import('../mocks/browser');\n")).toEqual(
        [],
      );
    });

    it('does not apply to the tests (they import what they need)', async () => {
      expect(await boundaryErrors('tests/unit/some.test.ts', importOf('../../mocks/db/tables'))).toEqual([]);
    });
  });

  /** Issue 37: one contract per domain — the mock takes the rules from it, not from a screen's modules. */
  describe('the mock imports from src only contracts, types and the shared pure modules', () => {
    const service = 'mocks/domains/settlement/service.ts';
    it.each([
      ['a schema', '@/features/settlement/schemas/sheets'],
      ['a relative schema', '../../../src/features/booking/rules'],
      ['an api module', '@/features/settlement/api'],
      ['a value from types.ts', '@/features/settlement/types'],
      ['the kit', '@/kit/query'],
      ['the http client', '@/api/http'],
      ['a lib module not shared', '@/lib/serverClock'],
      ['an api module that is no contract', '@/api/common'],
      ['a file named like a contract deeper in api', '@/api/x/platformContract'],
    ])('fails on %s (%s)', async (_what, specifier) => {
      expect(await boundaryErrors(service, importOf(specifier))).toEqual([
        expect.stringContaining("only a feature's contract.ts"),
      ]);
    });

    it('lets it import contracts, types, the shared pure modules and its own folders', async () => {
      const code = [
        "import { canApplyForPayment } from '@/features/settlement/contract';",
        "import { receiptProblems } from '../../../src/features/booking/contract';",
        "import { isRetailerUser } from '@/api/platformContract';",
        "import { LOOKUP_ERRORS } from '../../../src/api/lookupContract';",
        "import type { SettleSheet } from '@/features/settlement/types';",
        "import { type Appointment } from '../../../src/features/booking/types';",
        "import type { UploadedFile } from '@/api/types';",
        "import { normalizeDate } from '../../../src/lib/dates';",
        "import { isMobile } from '@/lib/validators';",
        "import { TAX_RATES } from '@/lib/formats';",
        "import { checkSigningTime } from '@/lib/signingTime';",
        "import { MAX_BASE_PICTURES } from '../../../src/kit/upload/checks';",
        "import { guardText } from '@/kit/export/xlsSheets';",
        "import { table } from '../../db';",
        'export type T = SettleSheet | Appointment | UploadedFile;',
        'export const all = [canApplyForPayment, receiptProblems, isRetailerUser, LOOKUP_ERRORS, normalizeDate, isMobile, TAX_RATES, checkSigningTime, MAX_BASE_PICTURES, guardText, table];',
      ].join('\n');
      expect(await boundaryErrors(service, code)).toEqual([]);
    });
  });

  /** Issue 37 item 3: shared needs go through the mock's db or mocks/shared, so no two domains import each other. */
  describe('a mock domain imports nothing of another domain', () => {
    const crossing = expect.stringContaining('A mock domain imports nothing of another domain');
    it.each([
      ['mocks/domains/netInCar/service.ts', "another domain's service", '../booking/service'],
      ['mocks/domains/esign/service.ts', 'the alias into a domain', '@mocks/domains/contracts/service'],
      ['mocks/domains/acceptance/seed.ts', "another domain's seed", '../orders/seed'],
      ['mocks/domains/traceability/seed.ts', 'through the mocks folder', '../../../mocks/domains/esign/sealImage'],
      ['mocks/shared/jointCosts.ts', 'a shared module importing a domain', '../domains/newProducts/jointCost'],
    ])('%s fails on %s (%s)', async (file, _what, specifier) => {
      expect(await boundaryErrors(file, importOf(specifier))).toEqual([crossing]);
    });

    it("fails on an import type of another domain's tables (read as RowOf<'table'> instead)", async () => {
      const code = "import type { VendorRow } from '../platform/tables';\nexport type V = VendorRow;\n";
      expect(await boundaryErrors('mocks/domains/orders/seed.ts', code)).toEqual([crossing]);
    });

    it('lets a domain import its own folder, the db, mocks/shared and the shared services', async () => {
      const code = [
        "import type { OrdersTables } from './tables';",
        "import { ordersSeed } from '../orders/seed';",
        "import { table } from '../../db';",
        "import type { RowOf } from '../../db/tables';",
        "import { DC_REGION } from '../../db/data/orgs';",
        "import { closedDaysFor } from '../../shared/closedDays';",
        "import { vendorScope } from '@mocks/services/context';",
        "export type T = OrdersTables | RowOf<'vendors'>;",
        'export const all = [ordersSeed, table, DC_REGION, closedDaysFor, vendorScope];',
      ].join('\n');
      expect(await boundaryErrors('mocks/domains/orders/service.ts', code)).toEqual([]);
    });

    it('lets the db collect the domains and mocks/shared import the db and each other', async () => {
      expect(await boundaryErrors('mocks/db/seed.ts', importOf('../domains/collect'))).toEqual([]);
      expect(await boundaryErrors('mocks/shared/jointCosts.ts', importOf('./closedDays'))).toEqual([]);
    });
  });
});
