import { useTranslation } from 'react-i18next';
import { translateServerText } from '@/i18n';
import { DataGrid } from '@/kit/grid';
import { columnsIn } from '@/kit/columns';
import type { ColumnSchema } from '@/kit/schema';
import { useRequest } from '@/kit/useRequest';
import { supplierContacts } from '../api';
import type { SupplierContact } from '../types';

const col = columnsIn<SupplierContact>('vendorProfile:contacts');
const COLUMNS: ColumnSchema<SupplierContact>[] = [
  col('majorId', { width: 160, value: (c) => `${c.majorId} ${translateServerText(c.majorName)}` }),
  col('contactPerson', { width: 110 }),
  col('phone', { width: 150 }),
  col('mainEmail', { width: 240 }),
  col('ccEmail', { width: 240 }),
];

/** The supplier's contacts in effect, one per major category, in its master-data detail (issue 20). */
export function SupplierContacts({ venderId, bu }: { venderId: string; bu: string }) {
  const { t } = useTranslation();
  const contacts = useRequest((signal) => supplierContacts({ venderId, bu }, { signal }), [venderId, bu]);
  const title = t('vendorProfile:contacts.title');
  return (
    <section className="vsm-document-lines" aria-label={title}>
      <h3>{title}</h3>
      <DataGrid<SupplierContact>
        columns={COLUMNS}
        rows={contacts.data?.pageData ?? []}
        rowKey="contactId"
        loading={contacts.loading}
        label={title}
      />
    </section>
  );
}
