import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { QueryPage } from '@/kit/query';
import { BookDialog } from '../components/BookDialog';
import { supplierAppointments } from '../schemas/appointmentsQuery';

/** The supplier's delivery appointments (SPEC §2 /online-booking/index): book, modify, cancel. */
export default function Appointments() {
  const navigate = useNavigate();
  const config = useMemo(
    () =>
      supplierAppointments(
        ({ close, reload }) => <BookDialog onClose={close} onBooked={reload} />,
        (a) => navigate(`/online-booking/edit/${a.reservationNo}/${a.bu}`),
      ),
    [navigate],
  );
  return <QueryPage config={config} />;
}
