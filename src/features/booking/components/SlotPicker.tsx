import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServerLabel } from '@/kit/dict';
import type { SlotCell, SlotGrid } from '../types';
import '../booking.css';

export type SlotChoice = { date: string; timeSlot: string };

/**
 * The day × slot capacity grid (issue 23 Beyond): each bookable slot says how many places remain and
 * is chosen by a click; an unavailable one says why (full, the DC's closed day, a holiday-plan delivery
 * stop, outside the orders' delivery window, outside the booking or modification limit).
 */
export function SlotPicker({
  grid,
  value,
  onChange,
}: {
  grid: SlotGrid;
  value: SlotChoice | null;
  onChange: (choice: SlotChoice) => void;
}) {
  const { t } = useTranslation('booking');
  const cells = new Map(grid.cells.map((c) => [`${c.date}/${c.timeSlot}`, c]));
  // A holiday's name is the server's text: read in the user's language.
  const holiday = useServerLabel(grid.cells.flatMap((c) => (c.holidayName ? [c.holidayName] : [])));
  const reasonText = (c: SlotCell) =>
    t(`slot.reason.${c.reason}`, { name: c.holidayName ? holiday(c.holidayName) : '' }) +
    (c.reason === 'full' ? ` ${c.booked}/${c.limit}` : '');
  return (
    <div className="vsm-slots" role="region" aria-label={t('slot.title')} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('field.timeSlot')}</th>
            {grid.dates.map((d) => (
              <th scope="col" key={d}>
                {d.slice(5)} {t(`weekdayShort.${new Date(`${d}T00:00:00Z`).getUTCDay() || 7}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.timeSlots.map((slot) => (
            <tr key={slot}>
              <th scope="row">{slot}</th>
              {grid.dates.map((date) => {
                const c = cells.get(`${date}/${slot}`);
                if (!c) return <td key={date} />;
                const chosen = value?.date === date && value.timeSlot === slot;
                return (
                  <td key={date}>
                    {c.reason ? (
                      <span className={`vsm-slot-reason${c.reason === 'full' ? ' is-full' : ''}`}>{reasonText(c)}</span>
                    ) : (
                      <Button
                        size="small"
                        type={chosen ? 'primary' : 'default'}
                        aria-pressed={chosen}
                        aria-label={t('slot.pick', { date, slot, count: c.remaining })}
                        onClick={() => onChange({ date, timeSlot: slot })}
                      >
                        {t('slot.remaining', { count: c.remaining })}
                      </Button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
