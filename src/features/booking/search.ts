import { ASKED_MOST, listSource, statusKeyOf, type SearchSource, partyOf } from '@/kit/search';
import { queryAppointments } from './api';
import { APPOINTMENT_STATUSES, APPOINTMENT_TONES } from './contract';
import type { Appointment } from './types';

/** Delivery reservations in the search box by their number, on each side's appointment list. */
const reservations = (side: 'supplier' | 'retailer', path: string) =>
  listSource<Appointment>({
    id: `booking.reservation.${side}`,
    kindKey: 'search:kind.reservation',
    side,
    path,
    query: queryAppointments,
    rank: ASKED_MOST,
    param: 'reservationNo',
    hit: (r) => ({
      key: r.reservationNo,
      number: r.reservationNo,
      statusKey: statusKeyOf(APPOINTMENT_STATUSES, r.status),
      tone: APPOINTMENT_TONES[r.status],
      date: r.deliveryDate,
      party: partyOf(side, r, r.dcName),
    }),
  });

export const searchSources: SearchSource[] = [
  reservations('supplier', '/online-booking/index'),
  reservations('retailer', '/s/online-booking/detail-query'),
];
