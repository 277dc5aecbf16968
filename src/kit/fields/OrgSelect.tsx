import { Select } from 'antd';
import { useMemo } from 'react';
import { getCompanyList } from '@/api/common';
import type { Company } from '@/api/types';
import { useSession } from '@/stores/session';
import { useVendor } from '@/stores/vendor';
import { useServerLabel } from '../dict';
import type { FieldSchema } from '../schema';
import { useRequest } from '../useRequest';
import type { ControlProps } from './types';

const SUPPLIER = 2;
const NONE: readonly Company[] = [];

/**
 * The organisation (DC) list of a BU for the caller's side (SPEC §6, §7 getCompanyList): for a
 * supplier, org 121 is dropped and, unless the BU is 88, org 120 added. The BU is the supplier's
 * selected combination's; retailer screens pass the BU they are working on (`bu`). The names are the
 * server's (zh-CN), read in the interface language like every reference list.
 */
export function OrgSelect({ bu, value, onChange, ...rest }: Omit<ControlProps, 'field'> & { bu?: string }) {
  const supplier = useSession((s) => s.user?.userType === SUPPLIER);
  const vendorBu = useVendor((s) => s.vendor?.bu);
  const buId = bu ?? (supplier ? vendorBu : undefined);
  const { data, loading } = useRequest(
    (signal) => (buId ? getCompanyList({ buId }, { signal, forSupplier: supplier }) : Promise.resolve([])),
    [buId, supplier],
  );
  const orgs = data ?? NONE;
  const label = useServerLabel(orgs.map((o) => o.orgName));
  const options = useMemo(() => orgs.map((o) => ({ value: String(o.orgId), label: label(o.orgName) })), [orgs, label]);
  return (
    <Select
      {...rest}
      value={value as string | undefined}
      loading={loading}
      options={options}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      onChange={(v: string | undefined) => onChange?.(v ?? undefined)}
    />
  );
}

/** The 'org-select' kind: the organisation list of the current side and BU. */
export function OrgSelectControl({ field: _field, ...rest }: ControlProps) {
  return <OrgSelect {...rest} />;
}

/** A ready field for a screen's organisation/DC select: `orgField()` or `orgField({ name: 'dcId' })`. */
export const orgField = (overrides: Partial<FieldSchema> = {}): FieldSchema => ({
  name: 'orgId',
  labelKey: 'kit:org.label',
  ...overrides,
  kind: 'org-select',
});
