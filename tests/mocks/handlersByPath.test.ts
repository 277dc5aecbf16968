import { getResponse, type RequestHandler } from 'msw';
import { fallbackHandlers, handlers } from '../../mocks/handlers';
import { handlersByPath } from '../../mocks/handlers/byPath';

/* The standalone mock server asks msw only the handlers whose path can match a request (issue 36's speed
 * budget: the search box's fan-out waited for msw to try all 333 handlers for each list). The choice must
 * never drop a handler msw would pick. */

const all: RequestHandler[] = [...handlers, ...fallbackHandlers];
const candidates = handlersByPath(all);
const pathOf = (h: RequestHandler) => String((h.info as { path?: unknown }).path);
const literals = all.filter((h) => /^\*\/[\w\-./]+$/.test(pathOf(h)));

describe('the mock server: the handlers a request path may reach', () => {
  it("keeps every fixed-path handler for its own path, whatever the case, a trailing slash or a prefix, in msw's order", () => {
    expect(literals.length).toBeGreaterThan(300);
    for (const handler of literals) {
      const path = pathOf(handler).slice(1);
      for (const asked of [path, `${path}/`, path.toUpperCase(), `/web${path}`]) {
        const found = candidates(asked);
        expect(found, asked).toContain(handler);
        expect(found.map((h) => all.indexOf(h))).toEqual([...found.map((h) => all.indexOf(h))].sort((a, b) => a - b));
      }
    }
  });

  it('skips the other fixed paths and keeps the handlers with parameters or wildcards (the 404 fallback)', () => {
    const found = candidates('/api/fea-vsm/order/notice/query');
    expect(found.filter((h) => literals.includes(h)).map(pathOf)).toEqual(['*/api/fea-vsm/order/notice/query']);
    expect(found).toEqual(expect.arrayContaining(all.filter((h) => !literals.includes(h))));
    expect(candidates('/api/nothing/here')).toEqual(all.filter((h) => !literals.includes(h)));
    expect(found.length).toBeLessThan(all.length / 10);
  });

  it('answers a list call as msw does with every handler', async () => {
    const ask = () =>
      new Request('http://127.0.0.1/api/fea-vsm/order/notice/query', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apptoken: 'demo-retailer', language: 'en-US' },
        body: JSON.stringify({ pageNo: 1, pageSize: 5, params: { sheetId: '0002' }, entId: 1 }),
      });
    const body = async (handlersAsked: RequestHandler[]) => {
      const json = (await (await getResponse(handlersAsked, ask()))!.json()) as Record<string, unknown>;
      expect(json.returncode).toBe('00000');
      return json;
    };
    expect(await body(candidates('/api/fea-vsm/order/notice/query'))).toEqual(await body(all));
  });
});
