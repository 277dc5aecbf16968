import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useListOptions } from '@/kit/dict';
import { QueryPage } from '@/kit/query';
import { plansQuery } from '../schemas/plansQuery';

/** Holiday plans (SPEC §2 /basicinfo/vacationplan: the supplier's own; /s/basicinfo/vacationplan: every supplier's, with export). */
export default function HolidayPlans() {
  const navigate = useNavigate();
  const bus = useListOptions('bus');
  const config = useMemo(() => plansQuery(bus, () => navigate('/basicinfo/vacationplan/maintain')), [bus, navigate]);
  return <QueryPage config={config} />;
}
