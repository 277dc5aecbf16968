import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { SchemaForm } from '@/kit/form';
import type { FieldSchema } from '@/kit/schema';
import { Providers, fastUser, setUpTexts, signIn } from '../support/page';

/** A date field's `dateBounds`: a day outside them can neither be chosen nor typed (e.g. a report's last 90 days). */

const bounds = () => ({ min: '2024-03-01', max: '2024-03-31' });

function renderForm(fields: FieldSchema[]) {
  const onSubmit = vi.fn();
  render(
    <Providers>
      <SchemaForm fields={fields} onSubmit={onSubmit}>
        <Button htmlType="submit">submit</Button>
      </SchemaForm>
    </Providers>,
  );
  return onSubmit;
}

beforeAll(() => setUpTexts('en-US'));
beforeEach(() => signIn());

describe('kit date fields: dateBounds', () => {
  it('a range typed within the bounds is taken; a start typed before them is not', async () => {
    const onSubmit = renderForm([{ name: 'period', labelKey: 'Period', kind: 'range-picker', dateBounds: bounds }]);
    const [start] = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')];
    const user = fastUser();
    await user.click(start);
    await user.keyboard('2024-02-28{Enter}');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    await user.clear(start);
    await user.keyboard('2024-03-02{Enter}');
    await user.keyboard('2024-03-05{Enter}');
    fireEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(onSubmit.mock.lastCall?.[0]).toEqual({ period: ['2024-03-02', '2024-03-05'] }));
  });

  it('the date picker does not take a day after the last one', async () => {
    const onSubmit = renderForm([{ name: 'day', labelKey: 'Day', kind: 'date-picker', dateBounds: bounds }]);
    const day = screen.getByLabelText('Day', { selector: 'input' });
    const user = fastUser();
    await user.click(day);
    await user.keyboard('2024-04-01{Enter}');
    fireEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.lastCall?.[0].day).toBeUndefined();
  });
});
