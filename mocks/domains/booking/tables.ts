import type { AppointmentItem, AppointmentRecord, BookingParams, SpecialDay } from '@/features/booking/types';

/** Online delivery appointments: DC parameters, appointments with their goods, special appointment days. */

/** An appointment as stored: the record plus the goods of its orders when it was booked. */
export type AppointmentRow = AppointmentRecord & { items: AppointmentItem[] };

export type BookingParamsRow = BookingParams;
export type SpecialDayRow = SpecialDay;

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<BookingTables>`). */
export type BookingTables = {
  bookingParams: BookingParamsRow[];
  appointments: AppointmentRow[];
  bookingSpecialDays: SpecialDayRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends BookingTables {}
}
