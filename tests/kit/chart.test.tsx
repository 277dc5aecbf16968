import { render, screen } from '@testing-library/react';
import { Chart, type ChartSpec } from '@/kit/chart';
import { FastProviders, setUpTexts } from '../support/page';

/** The kit Chart (issue 29 Charts): its space is kept while the data is on its way, then the chart and its text summary show. */

beforeAll(() => setUpTexts('en-US'));

const spec: ChartSpec = {
  type: 'bar',
  points: [
    { name: 'Milk', value: 12 },
    { name: 'Bread', value: 7 },
  ],
  seriesName: 'Shops',
  format: (v) => v.toFixed(0),
};

it('without a spec keeps the chart busy and empty (no summary); with one it gives the text summary for screen readers', () => {
  const { rerender } = render(<Chart spec={null} label="Chart of the query" />, { wrapper: FastProviders });
  const figure = screen.getByRole('figure', { name: 'Chart of the query' });
  expect(figure).toHaveAttribute('aria-busy', 'true');
  expect(figure.querySelector('figcaption')).toBeNull();
  rerender(<Chart spec={spec} label="Chart of Shops" />);
  const drawn = screen.getByRole('figure', { name: 'Chart of Shops' });
  expect(drawn).toHaveAttribute('aria-busy', 'false');
  expect(drawn.querySelector('figcaption')).toHaveTextContent('Milk');
});
