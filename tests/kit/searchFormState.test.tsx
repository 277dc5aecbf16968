import { fireEvent, render, screen } from '@testing-library/react';
import { Activity, useState } from 'react';
import type { FieldSchema } from '@/kit/schema';
import { SearchForm } from '@/kit/query/SearchForm';
import type { SearchValues } from '@/kit/query/urlState';
import { Providers, setUpTexts } from '../support/page';

/**
 * The search form of a query screen keeps what the user typed while its tab is hidden, and follows the
 * address when that changes. It is drawn again with every answer of its list (new callbacks, the
 * search button spins, then stops), but its items are not: each antd form item measures its own
 * visibility when drawn, a layout forced in the middle of the render that shows the answer.
 */

/** A field whose label is read once each time it is drawn. */
function countedField(name: string, drawn: { count: number }): FieldSchema {
  return {
    name,
    kind: 'input',
    get labelKey() {
      drawn.count += 1;
      return 'kit:query.search';
    },
  } as FieldSchema;
}

/** Stands for a query screen: each "answer" draws it again with new callbacks and the spinner turned. */
function Screen({ fields, values }: { fields: FieldSchema[]; values: SearchValues }) {
  const [loading, setLoading] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLoading((l) => !l)}>
        answer
      </button>
      <SearchForm
        name="counted"
        fields={fields}
        values={values}
        onSearch={() => setLoading(true)}
        onReset={() => ({})}
        loading={loading}
        collapsedCount={1}
      />
    </>
  );
}

beforeAll(() => setUpTexts('en-US'));

it('draws its criteria again only when they change or unfold, not with the list’s answer', () => {
  const drawn = { count: 0 };
  render(
    <Providers>
      <Screen fields={[countedField('a', drawn), countedField('b', drawn)]} values={{}} />
    </Providers>,
  );
  const first = drawn.count;
  expect(first).toBeGreaterThan(0);

  // Asked, then answered: no form item is drawn again, so none measures itself (antd's visibility
  // check reads offsetParent); the search button spins, then stops.
  const measured = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get');
  fireEvent.click(screen.getByRole('button', { name: 'answer' }));
  expect(document.querySelector('.vsm-search-form .anticon-loading')).not.toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'answer' }));
  expect(document.querySelector('.vsm-search-form .anticon-loading')).toBeNull();
  expect(drawn.count).toBe(first);
  expect(measured).not.toHaveBeenCalled();
  measured.mockRestore();

  // Unfolding the form shows the second criterion: that draws them.
  fireEvent.click(screen.getByRole('button', { name: /Expand/ }));
  expect(drawn.count).toBeGreaterThan(first);
});

it('keeps a criterion typed but not searched while its tab is hidden, and follows a new address (a tab of the SPEC §2 tab bar keeps its state)', () => {
  const fields = [{ name: 'sheetId', kind: 'input', labelKey: 'kit:query.search' } as FieldSchema];
  const form = (mode: 'visible' | 'hidden', values: SearchValues) => (
    <Providers>
      <Activity mode={mode}>
        <SearchForm
          name="kept"
          fields={fields}
          values={values}
          onSearch={() => undefined}
          onReset={() => ({})}
          collapsedCount={3}
        />
      </Activity>
    </Providers>
  );
  const empty = {};
  const { rerender } = render(form('visible', empty));
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'DH123' } });

  rerender(form('hidden', empty));
  rerender(form('visible', empty));
  expect(screen.getByRole('textbox')).toHaveValue('DH123');

  // Back, a link or a reload of the tab gives another search state: the form takes it.
  rerender(form('visible', { sheetId: 'DH999' }));
  expect(screen.getByRole('textbox')).toHaveValue('DH999');
});
