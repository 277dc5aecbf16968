import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FieldSchema } from '@/kit/schema';
import { SearchForm } from '@/kit/query/SearchForm';
import { Providers, setUpTexts, signIn } from '../support/page';

/** SPEC §5 "please enter the correct format": a date range end typed that is no calendar day is told, not dropped. */

/** A query screen's search form (what QueryPage renders): its search is the screen's query. */
function renderSearch(field: Partial<FieldSchema> = {}, values = {}) {
  const onSearch = vi.fn();
  const fields: FieldSchema[] = [{ name: 'orderDate', labelKey: 'Order date', kind: 'range-picker', ...field }];
  render(
    <Providers>
      <SearchForm
        name="test"
        fields={fields}
        values={values}
        onSearch={onSearch}
        onReset={() => ({})}
        collapsedCount={4}
      />
    </Providers>,
  );
  const [start, end] = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')];
  return { query: onSearch, start, end };
}

const SLOW = { timeout: 10_000 };

beforeAll(() => setUpTexts('en-US'));
beforeEach(() => signIn());

/** Types into one end of the range as a person does, without a key event per character (slow in jsdom). */
function type(input: HTMLInputElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

describe('SPEC §5 typed dates in a query screen: a day that does not exist is refused, not dropped', () => {
  it('2023/02/29 typed as the start and Search pressed: the format message, and no query', async () => {
    const { query, start } = renderSearch();
    type(start, '2023/02/29');
    fireEvent.blur(start);
    fireEvent.click(screen.getByText('Search'));
    expect(await screen.findByText('Please enter the correct format', {}, SLOW)).toBeInTheDocument();
    expect(query).not.toHaveBeenCalled();
  });

  it('2023/02/29 typed as the end and Enter pressed: the format message, and no query; a correct day is then searched', async () => {
    const { query, start, end } = renderSearch();
    type(start, '2023/02/01');
    fireEvent.keyDown(start, { key: 'Enter' });
    type(end, '2023/02/29');
    fireEvent.keyDown(end, { key: 'Enter' });
    fireEvent.click(screen.getByText('Search'));
    expect(await screen.findByText('Please enter the correct format', {}, SLOW)).toBeInTheDocument();
    expect(query).not.toHaveBeenCalled();
    type(end, '2023/02/28');
    fireEvent.keyDown(end, { key: 'Enter' });
    fireEvent.click(screen.getByText('Search'));
    await waitFor(() => expect(query.mock.lastCall?.[0]).toEqual({ orderDate: ['2023-02-01', '2023-02-28'] }), SLOW);
  });

  it('a start that is no day, then corrected to a day within the bounds: the corrected day is searched, nothing marked invalid', async () => {
    const bounds = () => ({ min: '2024-03-01', max: '2024-03-31' });
    const { query, start } = renderSearch({ dateBounds: bounds }, { orderDate: ['2024-03-10', '2024-03-20'] });
    type(start, '2024/02/30');
    fireEvent.keyDown(start, { key: 'Enter' });
    fireEvent.click(screen.getByText('Search'));
    expect(await screen.findByText('Please enter the correct format', {}, SLOW)).toBeInTheDocument();
    expect(query).not.toHaveBeenCalled();
    type(start, '2024-03-02');
    fireEvent.keyDown(start, { key: 'Enter' });
    fireEvent.click(screen.getByText('Search'));
    await waitFor(() => expect(query.mock.lastCall?.[0]).toEqual({ orderDate: ['2024-03-02', '2024-03-20'] }), SLOW);
    expect(start).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.queryByText('Please enter the correct format')).toBeNull(), SLOW);
  });
});
