import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { SchemaForm } from '@/kit/form';
import { SearchForm } from '@/kit/query/SearchForm';
import type { FieldSchema } from '@/kit/schema';
import { FastProviders, setUpTexts, signIn } from '../support/page';

/**
 * WCAG 2.5.8 target size (axe 'target-size', serious): the clear button of a filled input, select or
 * date picker in a kit form or search form gets the kit's 24px rule (src/kit/form/form.css). jsdom
 * measures nothing, so the test checks that the rule's selectors reach the buttons the forms render.
 */

const fields: FieldSchema[] = [
  { name: 'goodsName', labelKey: 'fields:goodsName', kind: 'input' },
  { name: 'status', labelKey: 'fields:status', kind: 'select', options: [{ value: '1', labelKey: 'fields:status' }] },
  { name: 'day', labelKey: 'fields:date', kind: 'date-picker' },
];
const filled = { goodsName: 'milk', status: '1', day: '2026-11-26' };
const CLEAR_BUTTONS = ['.ant-input-clear-icon', '.ant-select-clear', '.ant-picker-clear'];

/** The selectors of the kit's rules that make a 24px target (read from the file: jsdom keeps no declarations). */
function targetSizeSelectors(): string[] {
  const css = readFileSync('src/kit/form/form.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)]
    .filter(([, , body]) => /min-width:\s*24px/.test(body) && /min-height:\s*24px/.test(body))
    .flatMap(([, selectors]) => selectors.split(',').map((s) => s.trim()));
}

function expectTargetSized(container: HTMLElement) {
  const selectors = targetSizeSelectors();
  for (const cls of CLEAR_BUTTONS) {
    const clear = container.querySelector<HTMLElement>(cls);
    expect(clear, cls).not.toBeNull();
    expect(
      selectors.some((s) => clear!.matches(s)),
      `${cls} gets a 24px target`,
    ).toBe(true);
  }
}

beforeAll(() => setUpTexts('en-US'));
beforeEach(() => signIn());

it('gives a filled control of a SchemaForm (and so of a FormDialog) a 24px clear target (WCAG 2.5.8)', () => {
  const { container } = render(
    <FastProviders>
      <SchemaForm fields={fields} initialValues={filled} />
    </FastProviders>,
  );
  expectTargetSized(container);
});

it("gives a filled control of a query screen's search form a 24px clear target (WCAG 2.5.8)", () => {
  const { container } = render(
    <FastProviders>
      <SearchForm
        name="probe"
        fields={fields}
        values={filled}
        onSearch={() => undefined}
        onReset={() => ({})}
        collapsedCount={3}
      />
    </FastProviders>,
  );
  expectTargetSized(container);
});
