import { readFile } from 'node:fs/promises';

/**
 * Dev only (`npm start`): serves the mock sign-in portal at /portal/, the page the portal sends
 * a signed-out user to, and MSW's service worker under the base path. Both live in mocks/, so
 * the production build (public/ → dist/) carries no mock code. The standalone mock server
 * serves the same portal page for `preview:mock`.
 */
export default function mockPortal() {
  return {
    name: 'fea-vsm-mock-portal',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (req.url?.split('?')[0].endsWith('/mockServiceWorker.js')) {
          const worker = await readFile(new URL('../mocks/public/mockServiceWorker.js', import.meta.url), 'utf8');
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.setHeader('Service-Worker-Allowed', '/');
          return res.end(worker);
        }
        if (!req.url || !/^\/portal(\/|\/index\.html)?(\?.*)?$/.test(req.url)) return next();
        if (req.url.startsWith('/portal?') || req.url === '/portal') {
          res.statusCode = 302;
          res.setHeader('Location', '/portal/');
          return res.end();
        }
        const html = await readFile(new URL('../mocks/portal/index.html', import.meta.url), 'utf8');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(html);
      });
    },
  };
}
