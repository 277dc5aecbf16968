import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { QueryPage } from '@/kit/query';
import { detailQuery } from '../schemas/retailerQueries';

/** Every supplier's appointments (SPEC §2 /s/online-booking/detail-query), each opened for a change. */
export default function DetailQuery() {
  const navigate = useNavigate();
  const config = useMemo(
    () => detailQuery((a) => navigate(`/s/online-booking/edit/${a.reservationNo}/${a.bu}`)),
    [navigate],
  );
  return <QueryPage config={config} />;
}
