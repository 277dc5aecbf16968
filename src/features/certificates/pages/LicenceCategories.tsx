import { useMemo } from 'react';
import { useServerLabel } from '@/kit/dict';
import { QueryPage } from '@/kit/query';
import { useRequest } from '@/kit/useRequest';
import { certTypes } from '../api';
import { typeOptions } from '../schemas/certColumns';
import { licenceCategoriesQuery } from '../schemas/licenceCategories';

/** The evidence per goods category: read by the supplier (/cert/category), maintained by the retailer (/s/license/licensecategory_maintenance). */
export default function LicenceCategories() {
  const types = useRequest((signal) => certTypes({ signal }), []);
  const names = useServerLabel((types.data ?? []).map((t) => t.ctName));
  const config = useMemo(
    () => licenceCategoriesQuery(typeOptions((types.data ?? []).map((t) => ({ ...t, ctName: names(t.ctName) })))),
    [types.data, names],
  );
  return types.data ? <QueryPage config={config} /> : null;
}
