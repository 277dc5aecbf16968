import { ASKED_MOST, documentSources, type SearchSource } from '@/kit/search';
import { queryAppointments } from './api';
import { APPOINTMENT_STATUSES, APPOINTMENT_TONES } from './contract';
import type { Appointment } from './types';

/** Delivery reservations in the search box by their number, on each side's appointment list. */
export const searchSources: SearchSource[] = documentSources<Appointment>(
  'booking.reservation',
  { supplier: '/online-booking/index', retailer: '/s/online-booking/detail-query' },
  {
    kindKey: 'search:kind.reservation',
    query: queryAppointments,
    rank: ASKED_MOST,
    number: 'reservationNo',
    statuses: APPOINTMENT_STATUSES,
    tones: APPOINTMENT_TONES,
    date: 'deliveryDate',
    place: 'dcName',
  },
);
