/**
 * ESLint rule `boundaries/layers`: the import boundaries of docs/ARCHITECTURE.md, checked on the
 * path an import resolves to rather than on its text, so every path form counts the same
 * ('@/features/orders/api', '../../orders/api', '../orders'):
 * - a feature (src/features/<x>) never imports another feature;
 * - src/kit, src/api, src/stores, src/lib and src/i18n never import src/features or src/app;
 * - nothing under src imports the mock backend (mocks/), except the dev start in src/signIn.ts;
 * - the mock backend (mocks/) imports from src only a domain's contract (`features/<x>/contract.ts`, issue 37;
 *   `api/<x>Contract.ts` for the platform and the lookups, whose client is src/api),
 *   the row types (`import type` of `features/<x>/types.ts`, `api/types.ts`, `api/lookup.ts`) and the shared
 *   pure modules listed in MOCK_SHARED (rules the screens and the mock both enforce);
 * - a mock domain (mocks/domains/<x>) imports nothing of another domain, not even an `import type` of its
 *   tables, and mocks/shared imports no domain (issue 37): what two domains need lives in the mock's db
 *   (tables, `RowOf<'table'>`, seeds, db/data) or in a module under mocks/shared/.
 * Bare package names are not checked. The aliases are those of tsconfig.json and vite.config.ts.
 */
import path from 'node:path';

const DEFAULT_ROOT = path.resolve(import.meta.dirname, '../..');
const LOWER_LAYERS = new Set(['kit', 'api', 'stores', 'lib', 'i18n']);
const MOCK_START = 'src/signIn.ts';
/** Pure modules of src the mock may import values from: rules and limits both sides enforce (docs/ARCHITECTURE.md). */
export const MOCK_SHARED = new Set([
  'src/lib/blankMarkup',
  'src/lib/codedValues',
  'src/lib/dates',
  'src/lib/formats',
  'src/lib/signingTime',
  'src/lib/validators',
  'src/kit/upload/checks',
  'src/kit/export/xlsSheets',
]);
/** Modules of src the mock may import types from (besides each feature's types.ts). */
export const MOCK_TYPES = new Set(['src/api/types', 'src/api/lookup']);

const withoutExtension = (relative) => relative.replace(/\.(ts|tsx|js|mjs)$/, '').replace(/\/index$/, '');

/** Whether a file under mocks/ may import the src module `toRelative` (`typeOnly`: an `import type`). */
export function mockMayImport(toRelative, typeOnly = false) {
  const target = withoutExtension(toRelative);
  if (/^src\/features\/[^/]+\/contract$/.test(target)) return true;
  // The contracts of the platform and the lookups, whose client side is src/api rather than a feature.
  if (/^src\/api\/[a-z][A-Za-z]*Contract$/.test(target)) return true;
  if (MOCK_SHARED.has(target)) return true;
  return typeOnly && (MOCK_TYPES.has(target) || /^src\/features\/[^/]+\/types$/.test(target));
}

/** The project-relative path (with '/') an import specifier points at, or null for a package. */
export function resolveSpecifier(specifier, fromFile, root = DEFAULT_ROOT) {
  let target;
  if (specifier === '@' || specifier.startsWith('@/')) target = path.join(root, 'src', specifier.slice(1));
  else if (specifier === '@mocks' || specifier.startsWith('@mocks/'))
    target = path.join(root, 'mocks', specifier.slice('@mocks'.length));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier);
  else if (path.isAbsolute(specifier)) target = specifier;
  else return null;
  return path.relative(root, target).split(path.sep).join('/');
}

/** Where a project-relative path sits: its layer ('features', 'kit', 'app', 'mocks' …) and feature. */
export function placeOf(relative) {
  const [top, layer, feature] = relative.split('/');
  if (top === 'mocks') return { layer: 'mocks' };
  if (top !== 'src') return { layer: null };
  if (layer === 'features') return { layer, feature: feature ?? '' };
  return { layer };
}

/** The mock domain a project-relative path belongs to (`mocks/domains/<x>/…`), 'shared' for mocks/shared, or null. */
export function mockDomainOf(relative) {
  const [top, folder, domain, ...rest] = relative.split('/');
  if (top !== 'mocks') return null;
  if (folder === 'shared') return 'shared';
  return folder === 'domains' && rest.length > 0 ? domain : null;
}

/** Whether a file under mocks/ reaches into another mock domain (mocks/shared reaches into none). */
function crossesMockDomains(fromRelative, toRelative) {
  const from = mockDomainOf(fromRelative);
  const to = mockDomainOf(toRelative);
  return from !== null && to !== null && to !== 'shared' && to !== from;
}

/** The message id of the boundary an import from `fromRelative` to `toRelative` breaks, or null. */
export function violationOf(fromRelative, toRelative, typeOnly = false) {
  const from = placeOf(fromRelative);
  if (from.layer === 'mocks') {
    if (crossesMockDomains(fromRelative, toRelative)) return 'crossMockDomain';
    return toRelative.startsWith('src/') && !mockMayImport(toRelative, typeOnly) ? 'mockImportsSrc' : null;
  }
  if (!fromRelative.startsWith('src/')) return null;
  const to = placeOf(toRelative);
  if (to.layer === 'mocks') return fromRelative === MOCK_START ? null : 'mocks';
  if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) return 'crossFeature';
  if (LOWER_LAYERS.has(from.layer) && (to.layer === 'features' || to.layer === 'app')) return 'upward';
  return null;
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between features, layers and the mock backend (docs/ARCHITECTURE.md).' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      crossFeature:
        "Features do not import each other: '{{specifier}}' is in another feature. Move what both need to kit, api or lib.",
      upward: "kit, api, stores, lib and i18n do not import features or app: '{{specifier}}'.",
      mocks: "The app never imports the mock backend ('{{specifier}}'); only src/signIn.ts starts it in dev.",
      mockImportsSrc:
        "The mock imports from src only a feature's contract.ts, types (import type) and the shared pure modules: '{{specifier}}'. Move the rule into the domain's contract.ts.",
      crossMockDomain:
        "A mock domain imports nothing of another domain, not even its row types, and mocks/shared imports no domain: '{{specifier}}'. Read another domain's rows as RowOf<'table'> (mocks/db/tables), and move what two domains need into the db (seeds, db/data) or a module under mocks/shared/.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? DEFAULT_ROOT;
    const file = context.filename;
    const fromRelative = path.relative(root, file).split(path.sep).join('/');
    if (!fromRelative.startsWith('src/') && !fromRelative.startsWith('mocks/')) return {};

    const check = (node, typeOnly = false) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = resolveSpecifier(node.value, file, root);
      const messageId = target === null ? null : violationOf(fromRelative, target, typeOnly);
      if (messageId) context.report({ node, messageId, data: { specifier: node.value } });
    };
    // `import type { A }`, `import { type A, type B }`, `export type { A } from …`.
    const isTypeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    const isMetaGlob = (callee) =>
      callee.type === 'MemberExpression' &&
      callee.property.type === 'Identifier' &&
      callee.property.name === 'glob' &&
      callee.object.type === 'MetaProperty';

    return {
      ImportDeclaration: (node) => check(node.source, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => check(node.source, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) =>
        check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : (node.source ?? node.argument), true),
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression(node) {
        const [first] = node.arguments;
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(first);
        // import.meta.glob('…') / glob(['…', '…']): each pattern is a path too.
        if (isMetaGlob(node.callee) && first) {
          for (const pattern of first.type === 'ArrayExpression' ? first.elements : [first]) check(pattern);
        }
      },
    };
  },
};

export default { meta: { name: 'fea-vsm-boundaries' }, rules: { layers } };
