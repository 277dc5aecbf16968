import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerText } from '@/i18n';
import { field } from '@/kit/columns';
import { useListOptions } from '@/kit/dict';
import type { ColumnSchema, FieldOption, FieldSchema, StatusTone } from '@/kit/schema';
import { LENGTH_LIMITS } from '@/lib/validators';
import type { ChangeRequest, ProfilePart, VendorProfile } from '../types';

/** SPEC §4 vendor statuses (97/99: the code is disabled). */
export const VENDOR_STATUSES: FieldOption[] = ['0', '1', '2', '3', '4', '97', '98', '99'].map((value) => ({
  value,
  labelKey: `vendorProfile:vendorStatus.${value}`,
}));
export const VENDOR_TONES: Record<string, StatusTone> = {
  '2': 'success',
  '3': 'warning',
  '4': 'warning',
  '97': 'error',
  '98': 'warning',
  '99': 'error',
};
const CHANGE_STATUSES: FieldOption[] = ['0', '1', '2'].map((value) => ({
  value,
  labelKey: `vendorProfile:changeStatus.${value}`,
}));
const CHANGE_TONES: Record<string, StatusTone> = { '0': 'processing', '1': 'success', '2': 'error' };
export const PARTS: FieldOption[] = ['basic', 'bank', 'invoice'].map((value) => ({
  value,
  labelKey: `vendorProfile:part.${value}`,
}));
export const PROFILE_PARTS: readonly ProfilePart[] = ['basic', 'bank', 'invoice'];

/** Bank fields the bank-account search fills from the account found (SPEC §7). */
const BANK_FILL = {
  accountName: 'accountName',
  bankName: 'bankName',
  bankCode: 'bankCode',
  bankProvince: 'bankProvince',
  bankCity: 'bankCity',
  accountType: 'accountType',
};

const col = <T>(key: string, rest: Partial<ColumnSchema<T>> = {}) =>
  field<T>(key, { titleKey: `vendorProfile:field.${key}`, ...rest });
const input = (name: string, rest: Partial<FieldSchema> = {}): FieldSchema => ({
  name,
  labelKey: `vendorProfile:field.${name}`,
  kind: 'input',
  ...rest,
});
const select = (name: string, options: FieldOption[], rest: Partial<FieldSchema> = {}): FieldSchema =>
  input(name, { kind: 'select', options, ...rest });
const remark: FieldSchema = {
  name: 'remark',
  labelKey: 'vendorProfile:field.remark',
  kind: 'textarea',
  maxLength: 200,
  span: 2,
};

/**
 * The profile's fields (SPEC §3) per part, as detail columns and as forms, with the session-cached
 * lists of SPEC §3 (provinces, account types, pay modes, financing types, tax levels)
 * and the SPEC §5 length limits; and the columns of the change history.
 */
export function useProfileSchema() {
  const { t } = useTranslation();
  const provinces = useListOptions('provinces', 'name');
  const accountTypes = useListOptions('accountTypes');
  const payModes = useListOptions('payModes');
  const financingTypes = useListOptions('financingTypes');
  const taxLevels = useListOptions('taxLevels');

  return useMemo(() => {
    const columns: Record<ProfilePart, ColumnSchema<VendorProfile>[]> = {
      basic: [
        field('venderId'),
        field('venderName'),
        col('bu'),
        col('uniqueCode'),
        col('status', { options: VENDOR_STATUSES, tones: VENDOR_TONES, status: true }),
        col('tradeType', { dict: 'RUNTYPE' }),
        col('taxNumber'),
        col('relationType', { value: (p) => translateServerText(p.relationType) }),
        col('parentVenderId'),
        col('parentVenderName'),
        col('contact'),
        col('phone'),
        col('mobile'),
        col('email'),
        col('province', { value: (p) => translateServerText(p.province) }),
        col('city', { value: (p) => translateServerText(p.city) }),
        col('postalCode'),
        col('address'),
      ],
      bank: [
        col('accountName'),
        col('account'),
        col('bankName'),
        col('bankCode'),
        col('bankProvince'),
        col('bankCity'),
        col('accountType', { options: accountTypes }),
        col('payMode', { options: payModes }),
        col('financingType', { options: financingTypes }),
      ],
      invoice: [
        col('invoiceName'),
        col('taxpayerId'),
        col('taxLevel', { options: taxLevels }),
        col('invoiceAddress'),
        col('invoicePhone'),
        col('invoiceBankName'),
        col('invoiceAccount'),
      ],
    };

    const forms: Record<ProfilePart, FieldSchema[]> = {
      basic: [
        input('contact', { required: true, maxLength: LENGTH_LIMITS.contact }),
        input('phone', { required: true, maxLength: LENGTH_LIMITS.phone, check: 'phone' }),
        input('mobile', { check: 'mobile' }),
        input('email', { maxLength: LENGTH_LIMITS.email, check: 'email' }),
        select('province', provinces, { required: true }),
        // Its options are the chosen province's cities (components/useCityOfProvince).
        select('city', [], { required: true }),
        input('postalCode', { maxLength: LENGTH_LIMITS.postalCode }),
        input('address', { kind: 'textarea', required: true, maxLength: LENGTH_LIMITS.address, span: 2 }),
      ],
      bank: [
        input('account', { kind: 'bank-account', required: true, maxLength: 32, fill: BANK_FILL }),
        input('accountName', { required: true, maxLength: 64 }),
        input('bankName', { required: true, maxLength: 64 }),
        input('bankCode', { maxLength: 20 }),
        input('bankProvince'),
        input('bankCity'),
        select('accountType', accountTypes, { required: true }),
        select('payMode', payModes, { required: true }),
        select('financingType', financingTypes),
        remark,
      ],
      invoice: [
        input('invoiceName', { required: true, maxLength: 64 }),
        input('taxpayerId', { required: true, maxLength: LENGTH_LIMITS.taxNumber }),
        select('taxLevel', taxLevels, { required: true }),
        input('invoicePhone', { required: true, maxLength: LENGTH_LIMITS.phone, check: 'phone' }),
        input('invoiceAddress', { required: true, maxLength: LENGTH_LIMITS.address, span: 2 }),
        input('invoiceBankName', { maxLength: 64 }),
        input('invoiceAccount', { maxLength: 32 }),
        remark,
      ],
    };

    // A change reads "Bank account: 6222… → 6222…" with coded values shown by their labels.
    const labelsOf = new Map(
      Object.values(columns)
        .flat()
        .map((c) => [c.key, c]),
    );
    const shown = (key: string, value: string) =>
      labelsOf.get(key)?.options?.find((o) => o.value === value)?.label ?? value;
    const changesText = (r: ChangeRequest) =>
      r.changes
        .map(
          (c) =>
            `${t(`vendorProfile:field.${c.field}`)}: ${shown(c.field, c.before) || '—'} → ${shown(c.field, c.after) || '—'}`,
        )
        .join('; ');
    const history: ColumnSchema<ChangeRequest>[] = [
      col('requestId', { width: 150 }),
      col('part', { options: PARTS, width: 110 }),
      col('status', {
        titleKey: 'vendorProfile:field.changeStatus',
        options: CHANGE_STATUSES,
        tones: CHANGE_TONES,
        status: true,
        width: 100,
      }),
      col('changes', { value: changesText, width: 420 }),
      col('remark', { width: 160 }),
      col('applicant', { width: 100 }),
      col('applyDate', { width: 150 }),
      field('checker', { width: 100 }),
      field('checkDate', { width: 150 }),
      col('rejectReason', { width: 200 }),
    ];
    return { columns, forms, history };
  }, [t, provinces, accountTypes, payModes, financingTypes, taxLevels]);
}
