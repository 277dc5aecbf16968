import { useMemo } from 'react';
import { useServerLabel } from '@/kit/dict';
import { QueryPage } from '@/kit/query';
import { useRequest } from '@/kit/useRequest';
import { loadReference } from '../reference';
import { typeOptions } from '../schemas/certColumns';
import { licenceCategoriesQuery } from '../schemas/licenceCategories';

/** The evidence per goods category: read by the supplier (/cert/category), maintained by the retailer (/s/license/licensecategory_maintenance). */
export default function LicenceCategories() {
  const types = useRequest((signal) => loadReference({ signal }).then((r) => r.types), []);
  // Category names come with the rules; in zh-HK only the type names are converted ahead.
  const names = useServerLabel((types.data ?? []).map((t) => t.ctName));
  const config = useMemo(
    () =>
      licenceCategoriesQuery(typeOptions((types.data ?? []).map((t) => ({ ...t, ctName: names(t.ctName) }))), names),
    [types.data, names],
  );
  // The rows name the types: the list waits for them (and goes on with codes if they fail).
  return types.loading ? null : <QueryPage config={config} />;
}
