/**
 * ESLint rule `boundaries/layers`: the import boundaries of docs/ARCHITECTURE.md, checked on the
 * path an import resolves to rather than on its text, so every path form counts the same
 * ('@/features/orders/api', '../../orders/api', '../orders'):
 * - a feature (src/features/<x>) never imports another feature;
 * - src/kit, src/api, src/stores, src/lib and src/i18n never import src/features or src/app;
 * - nothing under src imports the mock backend (mocks/), except the dev start in src/main.tsx.
 * Bare package names are not checked. The aliases are those of tsconfig.json and vite.config.ts.
 */
import path from 'node:path';

const DEFAULT_ROOT = path.resolve(import.meta.dirname, '../..');
const LOWER_LAYERS = new Set(['kit', 'api', 'stores', 'lib', 'i18n']);
const MOCK_START = 'src/main.tsx';

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

/** The message id of the boundary an import from `fromRelative` to `toRelative` breaks, or null. */
export function violationOf(fromRelative, toRelative) {
  const from = placeOf(fromRelative);
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
      mocks: "The app never imports the mock backend ('{{specifier}}'); only src/main.tsx starts it in dev.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? DEFAULT_ROOT;
    const file = context.filename;
    const fromRelative = path.relative(root, file).split(path.sep).join('/');
    if (!fromRelative.startsWith('src/')) return {};

    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = resolveSpecifier(node.value, file, root);
      const messageId = target === null ? null : violationOf(fromRelative, target);
      if (messageId) context.report({ node, messageId, data: { specifier: node.value } });
    };
    const isMetaGlob = (callee) =>
      callee.type === 'MemberExpression' &&
      callee.property.type === 'Identifier' &&
      callee.property.name === 'glob' &&
      callee.object.type === 'MetaProperty';

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) =>
        check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : (node.source ?? node.argument)),
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
