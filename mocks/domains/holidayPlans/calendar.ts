/**
 * The public holidays of a year as the mock seeds them (SPEC §3 holiday plan: year, holiday). The
 * lunar ones follow the real calendar for the years listed and a fixed day otherwise: mock data,
 * not a calendar service. Pure; no db import (the seed runs before the db exists).
 */
type Lunar = Record<number, string>;
const SPRING: Lunar = {
  2024: '02-10',
  2025: '01-28',
  2026: '02-16',
  2027: '02-05',
  2028: '01-25',
  2029: '02-12',
  2030: '02-02',
};
const DRAGON_BOAT: Lunar = {
  2024: '06-10',
  2025: '05-31',
  2026: '06-19',
  2027: '06-09',
  2028: '05-28',
  2029: '06-16',
  2030: '06-05',
};
const MID_AUTUMN: Lunar = {
  2024: '09-15',
  2025: '10-06',
  2026: '09-25',
  2027: '09-15',
  2028: '10-03',
  2029: '09-22',
  2030: '09-12',
};

/** [zh name, en name, first day (MM-DD), days]. */
export type HolidayOfYear = { zh: string; en: string; start: string; days: number };

export function holidaysOf(year: number): HolidayOfYear[] {
  return [
    { zh: '元旦', en: "New Year's Day", start: '01-01', days: 1 },
    { zh: '春节', en: 'Spring Festival', start: SPRING[year] ?? '02-01', days: 8 },
    { zh: '清明节', en: 'Qingming Festival', start: '04-04', days: 3 },
    { zh: '劳动节', en: 'Labour Day', start: '05-01', days: 5 },
    { zh: '端午节', en: 'Dragon Boat Festival', start: DRAGON_BOAT[year] ?? '06-01', days: 3 },
    { zh: '中秋节', en: 'Mid-Autumn Festival', start: MID_AUTUMN[year] ?? '09-20', days: 3 },
    { zh: '国庆节', en: 'National Day', start: '10-01', days: 7 },
  ];
}
