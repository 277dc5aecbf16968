import { readFileSync } from 'node:fs';

/**
 * The editor's picture tool opens a hidden file input. Inside an antd Form (the mail and notice
 * editors) antd's `.ant-form input[type="file"] { display: block }` showed it in the toolbar as the
 * browser's own "Choose File / No file chosen" (in the browser's language, whatever the user's). jsdom
 * applies no stylesheet, so the test checks that the kit's hiding rule outranks antd's.
 */

/** CSS specificity as [ids, classes/attributes/pseudo-classes, types] of a simple selector list item. */
function specificity(selector: string): [number, number, number] {
  const ids = (selector.match(/#[\w-]+/g) ?? []).length;
  const classes = (selector.match(/\.[\w-]+|\[[^\]]+\]|:(?!:)[\w-]+/g) ?? []).length;
  const types = (selector.replace(/\[[^\]]+\]/g, '').match(/(^|[\s>+~])[a-z][\w-]*/gi) ?? []).length;
  return [ids, classes, types];
}
const outranks = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

it('the rule hiding the picture tool’s file input outranks antd’s form rule that shows file inputs', () => {
  const css = readFileSync('src/kit/richtext/richtext.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const hiding = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)]
    .filter(([, selectors, body]) => selectors.includes('.vsm-rte-file') && /display:\s*none/.test(body))
    .flatMap(([, selectors]) => selectors.split(',').map((s) => s.trim()));
  expect(hiding.length).toBeGreaterThan(0);
  const antd = specificity('.ant-form input[type="file"]');
  expect(antd).toEqual([0, 2, 1]);
  expect(hiding.some((s) => outranks(specificity(s), antd) > 0)).toBe(true);
});
