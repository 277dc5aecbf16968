/**
 * Vite plugin: antd's App takes the portal's lazily loading modal hook
 * (src/app/lazyModal/useLazyModal.tsx) in place of antd's own. antd's App builds its context
 * (`App.useApp()`: message, notification, modal) at the root, so its modal hook, and with it Modal,
 * the confirm dialogs and rc-dialog (~7 KB gzip), were part of the first load though no screen opens
 * a dialog before the user acts. Only antd's app/App.js is redirected; everything else (and the
 * lazy hook's own holder) imports antd's hook as before. Build only: tests run antd's App as is.
 * tests/unit/antdLazyModal.test.ts checks the import it redirects.
 */
import path from 'node:path';

const ANTD_APP = /[\\/]node_modules[\\/]antd[\\/]es[\\/]app[\\/]App\.js$/;
export const ANTD_MODAL_HOOK = '../modal/useModal';

/** @returns {import('vite').Plugin} */
export default function antdLazyModal() {
  let lazyHook = '';
  return {
    name: 'fea-vsm:antd-lazy-modal',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      lazyHook = path.join(config.root, 'src/app/lazyModal/useLazyModal.tsx');
    },
    resolveId: {
      filter: { id: /^\.\.\/modal\/useModal$/ },
      handler(source, importer) {
        return importer && ANTD_APP.test(importer) ? lazyHook : null;
      },
    },
  };
}
