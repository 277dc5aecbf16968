import { useMemo } from 'react';
import { QueryPage } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { useProfileSchema } from '../schemas/profileSchema';
import { supplierQuery } from '../schemas/supplierQuery';
import type { SupplierRecord } from '../types';

/** Retailer: supplier master data with the change requests to review (SPEC §2 /s/basicinfo/supplierdata_query). */
export default function SupplierData() {
  const { columns, history } = useProfileSchema();
  const config = useMemo(
    () =>
      supplierQuery({
        basic: columns.basic as ColumnSchema<SupplierRecord>[],
        bank: columns.bank as ColumnSchema<SupplierRecord>[],
        invoice: columns.invoice as ColumnSchema<SupplierRecord>[],
        history: history as unknown as ColumnSchema<Record<string, unknown>>[],
      }),
    [columns, history],
  );
  return <QueryPage config={config} />;
}
