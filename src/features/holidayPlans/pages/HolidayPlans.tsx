import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSide } from '@/kit/permissions';
import { QueryPage } from '@/kit/query';
import { plansQuery } from '../schemas/plansQuery';
import { useBuOptions } from '../useBuOptions';

/** Holiday plans (SPEC §2 /basicinfo/vacationplan: the supplier's own; /s/basicinfo/vacationplan: every supplier's, with export). */
export default function HolidayPlans() {
  const retailer = useSide() === 'retailer';
  const navigate = useNavigate();
  const bus = useBuOptions(retailer);
  const config = useMemo(
    () => plansQuery(bus.options, () => navigate('/basicinfo/vacationplan/maintain')),
    [bus.options, navigate],
  );
  return bus.ready ? <QueryPage config={config} /> : null;
}
