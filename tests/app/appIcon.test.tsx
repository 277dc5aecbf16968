import { existsSync, readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppLogo } from '@/app/layout/AppLogo';

// Chrome fetches and decodes the tab's icon again at every change of address (a tab switch, a screen
// opened), and an SVG image is a document of its own on the main thread: ~30 ms at CPU x4 each time.
describe("the portal's mark", () => {
  it('the browser tab shows a PNG icon, which decodes without a document', () => {
    const page = new DOMParser().parseFromString(readFileSync('index.html', 'utf8'), 'text/html');
    const icons = [...page.querySelectorAll('link[rel~="icon"]')];
    expect(icons.map((l) => l.getAttribute('type'))).toEqual(['image/png']);
    const file = `public${icons[0].getAttribute('href')}`;
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('the header draws it in the page (no image to load and decode), hidden from assistive technology', () => {
    const mark = new DOMParser().parseFromString(renderToStaticMarkup(<AppLogo />), 'text/html').body
      .firstElementChild!;
    expect(mark.tagName.toLowerCase()).toBe('svg');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.getAttribute('width')).toBe('24');
  });
});
