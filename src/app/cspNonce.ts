/**
 * The Content-Security-Policy nonce of this page load. nginx (deploy/nginx/fea-vsm.conf) writes a
 * fresh nonce into <meta name="csp-nonce"> of index.html and into the CSP header; without nginx
 * (vite dev and preview) the placeholder stays and there is no nonce and no CSP.
 */
const PLACEHOLDER = '__CSP_NONCE__';

export function readCspNonce(doc: Document = document): string | undefined {
  const value = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? '';
  return value && value !== PLACEHOLDER ? value : undefined;
}

/**
 * Gives every <style> element created by script the nonce. antd's CSS-in-JS takes it from
 * ConfigProvider `csp`, but some libraries below it inject style tags without a way to pass one
 * (@rc-component's scroll locker of modals and drawers, its scrollbar measuring).
 */
export function nonceStyleElements(nonce: string | undefined, doc: Document = document): void {
  if (!nonce) return;
  const proto = Object.getPrototypeOf(doc) as Document;
  const create = proto.createElement;
  if ((create as { cspNonce?: string }).cspNonce) return;
  const withNonce = function (this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = create.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  };
  Object.assign(withNonce, { cspNonce: nonce });
  proto.createElement = withNonce as Document['createElement'];
}

export const cspNonce = readCspNonce();
