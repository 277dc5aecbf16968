import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { TIME_CHOICES } from '@/kit/fields/TimeControl';
import { SchemaForm } from '@/kit/form';
import { fieldRules } from '@/kit/form/rules';
import type { FieldSchema } from '@/kit/schema';
import { Providers, fastUser, setUpTexts } from '../support/page';

/** SPEC §5 "Time input format 01:00-24:00", enforced by the time-picker kind itself. */

const timeField: FieldSchema = { name: 'arrival', labelKey: 'Arrival', kind: 'time-picker' };
const t = (key: string) => key;

async function check(value: string): Promise<boolean> {
  const rules = fieldRules(timeField, 'Arrival', t);
  try {
    for (const rule of rules)
      if (typeof rule === 'object' && rule.validator) await rule.validator({} as never, value, () => undefined);
    return true;
  } catch {
    return false;
  }
}

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <Providers>
      <SchemaForm fields={[timeField]} onSubmit={onSubmit}>
        <Button htmlType="submit">submit</Button>
      </SchemaForm>
    </Providers>,
  );
  return onSubmit;
}

beforeAll(() => setUpTexts('en-US'));

describe('SPEC §5 time input 01:00–24:00: the kit check of the time-picker kind', () => {
  it.each(['01:00', '09:30', '23:59', '24:00'])('%s is a time', async (value) => expect(await check(value)).toBe(true));
  it.each(['00:00', '00:30', '00:59', '24:01', '24:30', '25:00', '9:30', '12:60'])('%s is refused', async (value) =>
    expect(await check(value)).toBe(false),
  );
});

describe('SPEC §5 time input 01:00–24:00: the time-picker kind', () => {
  it('offers 01:00 to 24:00 and nothing at 00:xx', () => {
    expect(TIME_CHOICES[0]).toBe('01:00');
    expect(TIME_CHOICES.at(-1)).toBe('24:00');
    expect(TIME_CHOICES.filter((time) => time.startsWith('00:'))).toEqual([]);
  });

  it('takes a typed 24:00', async () => {
    const onSubmit = renderForm();
    await fastUser().type(screen.getByLabelText('Arrival'), '24:00');
    fireEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ arrival: '24:00' }));
  });

  it('refuses a typed 00:30 with the format message', async () => {
    const onSubmit = renderForm();
    await fastUser().type(screen.getByLabelText('Arrival'), '00:30');
    fireEvent.click(screen.getByText('submit'));
    expect(await screen.findByText('Please enter the correct format')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
