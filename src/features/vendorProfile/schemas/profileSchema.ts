import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerText } from '@/i18n';
import { columnsIn, field } from '@/kit/columns';
import { useListOptions } from '@/kit/dict';
import type { ColumnSchema, FieldOption, FieldSchema } from '@/kit/schema';
import {
  CHANGE_STATUSES,
  CHANGE_TONES,
  PARTS,
  PROFILE_ERRORS,
  PROFILE_RULES,
  REMARK_MAX,
  VENDOR_STATUSES,
  VENDOR_TONES,
  profileProblems,
  type FieldRule,
} from '../contract';
import type { ChangeRequest, ProfilePart, VendorProfile } from '../types';

/** Bank fields the bank-account search fills from the account found (SPEC §7). */
const BANK_FILL = {
  accountName: 'accountName',
  bankName: 'bankName',
  bankCode: 'bankCode',
  bankProvince: 'bankProvince',
  bankCity: 'bankCity',
  accountType: 'accountType',
};

const col = columnsIn<VendorProfile>('vendorProfile:field');
const historyCol = columnsIn<ChangeRequest>('vendorProfile:field');

/** A field of a part's form with the contract's rules (required, length; the kit's own format checks). */
const ruled = (part: ProfilePart, name: string, rest: Partial<FieldSchema> = {}): FieldSchema => {
  const { check, ...rule } = (PROFILE_RULES[part] as Record<string, FieldRule>)[name] ?? {};
  return {
    name,
    labelKey: `vendorProfile:field.${name}`,
    kind: 'input',
    ...rule,
    // A bank account's digits are the contract's check (validateProfile); the others are kit checks.
    ...(check && check !== 'bankAccount' ? { check } : {}),
    ...rest,
  };
};
const remark: FieldSchema = {
  name: 'remark',
  labelKey: 'vendorProfile:field.remark',
  kind: 'textarea',
  maxLength: REMARK_MAX,
  span: 2,
};

/** The session-cached lists of SPEC §3 the forms choose from. */
export type ProfileLists = Record<
  'provinces' | 'accountTypes' | 'payModes' | 'financingTypes' | 'taxLevels',
  FieldOption[]
>;

/** Each part's form (SPEC §3 fields, the contract's SPEC §5 rules). */
export function profileForms(lists: ProfileLists): Record<ProfilePart, FieldSchema[]> {
  const basic = (name: string, rest?: Partial<FieldSchema>) => ruled('basic', name, rest);
  const bank = (name: string, rest?: Partial<FieldSchema>) => ruled('bank', name, rest);
  const invoice = (name: string, rest?: Partial<FieldSchema>) => ruled('invoice', name, rest);
  return {
    basic: [
      basic('contact'),
      basic('phone'),
      basic('mobile'),
      basic('email'),
      basic('province', { kind: 'select', options: lists.provinces }),
      // Its options are the chosen province's cities (components/useCityOfProvince).
      basic('city', { kind: 'select', options: [] }),
      basic('postalCode'),
      basic('address', { kind: 'textarea', span: 2 }),
    ],
    bank: [
      bank('account', { kind: 'bank-account', fill: BANK_FILL }),
      bank('accountName'),
      bank('bankName'),
      bank('bankCode'),
      bank('bankProvince'),
      bank('bankCity'),
      bank('accountType', { kind: 'select', options: lists.accountTypes }),
      bank('payMode', { kind: 'select', options: lists.payModes }),
      bank('financingType', { kind: 'select', options: lists.financingTypes }),
      remark,
    ],
    invoice: [
      invoice('invoiceName'),
      invoice('taxpayerId'),
      invoice('taxLevel', { kind: 'select', options: lists.taxLevels }),
      invoice('invoicePhone'),
      invoice('invoiceAddress', { span: 2 }),
      invoice('invoiceBankName'),
      invoice('invoiceAccount'),
      remark,
    ],
  };
}

/**
 * The contract's rules a part's form checks beyond its fields' own (a bank account's digits): field
 * → message key. Required and length problems are the fields' rules, which antd checks first.
 */
export const validateProfile =
  (part: ProfilePart) =>
  (values: Record<string, unknown>): Record<string, string> | null => {
    const formats = Object.entries(profileProblems(part, values) ?? {}).filter(([, p]) => p === 'format');
    return formats.length
      ? Object.fromEntries(formats.map(([name]) => [name, PROFILE_ERRORS.format.messageKey]))
      : null;
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

    const forms = profileForms({ provinces, accountTypes, payModes, financingTypes, taxLevels });

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
      historyCol('requestId', { width: 150 }),
      historyCol('part', { options: PARTS, width: 110 }),
      historyCol('status', {
        titleKey: 'vendorProfile:field.changeStatus',
        options: CHANGE_STATUSES,
        tones: CHANGE_TONES,
        status: true,
        width: 100,
      }),
      historyCol('changes', { value: changesText, width: 420 }),
      historyCol('remark', { width: 160 }),
      historyCol('applicant', { width: 100 }),
      historyCol('applyDate', { width: 150 }),
      field('checker', { width: 100 }),
      field('checkDate', { width: 150 }),
      historyCol('rejectReason', { width: 200 }),
    ];
    return { columns, forms, history };
  }, [t, provinces, accountTypes, payModes, financingTypes, taxLevels]);
}
