/**
 * Vite plugin: a few imports inside libraries go to the module that defines the binding instead of
 * the package's index. rolldown's `$initial` chunk group (vite.config.ts) takes every module the
 * entry reaches by static imports, used or not; an index that imports its whole package pulls all
 * of it into the first load. antd's form context (imported by its inputs and by the context isolator
 * of its popups, so by the first screen) takes only `FormProvider` from @rc-component/form's index,
 * which also imports Form, Field, List, useForm and the async validator: 13 KB gzip of the first
 * load that the first screen never ran.
 */

/** [importer path ending, imported specifier, file in the specifier's package that defines the binding] */
export const DIRECT_IMPORTS = [['antd/es/form/context.js', '@rc-component/form', 'es/FormContext.js']];

/** @returns {import('vite').Plugin} */
export default function directImports() {
  return {
    name: 'fea-vsm:direct-imports',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      const importerPath = importer.split('?')[0].replaceAll('\\', '/');
      const rule = DIRECT_IMPORTS.find(
        ([from, spec]) => spec === source && importerPath.endsWith(`/node_modules/${from}`),
      );
      if (!rule) return null;
      return this.resolve(`${source}/${rule[2]}`, importer, { skipSelf: true });
    },
  };
}
