import { readFile } from 'node:fs/promises';

/**
 * Dev only (`npm start`): serves the mock sign-in portal at /portal/, the page the portal sends
 * a signed-out user to. The standalone mock server serves the same page for `preview:mock`.
 */
export default function mockPortal() {
  return {
    name: 'fea-vsm-mock-portal',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
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
