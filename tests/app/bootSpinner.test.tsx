import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { BootSpinner } from '@/app/session/BootSpinner';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the boot screen before the scripts', () => {
  const page = parse(readFileSync('index.html', 'utf8'));

  it('index.html paints the boot screen in the root, replaced by React on its first render', () => {
    const screen = page.querySelector('#root > .boot-screen');
    expect(screen).not.toBeNull();
    // No text of its own (every text is an i18n key): a spinner and the empty line that React's text fills.
    expect(screen!.textContent!.trim()).toBe('');
    expect(screen!.querySelector('p')).not.toBeNull();
  });

  it("draws the same spinner as React's boot screen, so nothing moves or changes when React takes over", () => {
    const own = page.querySelector('#root .boot-spin');
    const react = parse(renderToStaticMarkup(<BootSpinner />)).querySelector('.boot-spin');
    expect(own).not.toBeNull();
    expect(react).not.toBeNull();
    own!.normalize();
    // Whitespace between the dots is formatting only.
    for (const text of [...own!.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE)) text.remove();
    expect(own!.isEqualNode(react!)).toBe(true);
  });

  it('is no image, SVG or text: a loading sign is not the first contentful paint (TBT is counted from it)', () => {
    const own = page.querySelector('#root .boot-spin')!;
    expect(own.querySelector('svg, img, canvas')).toBeNull();
    expect(own.textContent).toBe('');
  });
});
