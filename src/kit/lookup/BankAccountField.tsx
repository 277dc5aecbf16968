import { Input } from 'antd';
import { bankAccountSearch, type BankAccount } from '@/api/lookup';
import { typedValueQuery } from './flow';
import { useLookupResolve } from './useLookupResolve';

/** What a found account fills in by default: sibling form field ← account field. */
export const DEFAULT_BANK_FILL: Record<string, string> = {
  accountName: 'accountName',
  bankName: 'bankName',
  bankCode: 'bankCode',
};

export type BankAccountFieldProps = {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Sibling form field ← account field (default DEFAULT_BANK_FILL). */
  fill?: Record<string, string>;
  /** Custom params sent with the account number. */
  params?: Record<string, unknown>;
  /** The param the typed account number is sent as (default 'account'). */
  searchField?: string;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  onRecord?: (record: BankAccount | null) => void;
};

/**
 * Bank-account search field (SPEC §7): the typed account number is searched on blur or Enter and
 * the found account fills the bank fields of the form, with the lookup flow's rules (SPEC §4):
 * exactly one applies, none or several clear.
 */
export function BankAccountField({
  value,
  onChange,
  fill = DEFAULT_BANK_FILL,
  params,
  searchField = 'account',
  disabled,
  placeholder,
  id,
  onRecord,
}: BankAccountFieldProps) {
  const { loading, onInput, onEnter, settle } = useLookupResolve<BankAccount>({
    search: (query, signal) => bankAccountSearch(query, { signal }),
    queryOf: (v) => typedValueQuery({ valueField: 'account', searchField, params }, v),
    valueField: 'account',
    fill,
    onChange,
    onRecord,
  });
  return (
    <Input
      id={id}
      value={value ?? ''}
      disabled={disabled}
      placeholder={placeholder}
      autoComplete="off"
      inputMode="numeric"
      aria-busy={loading || undefined}
      onChange={onInput}
      onBlur={(e) => settle(e.currentTarget.value)}
      onKeyDown={(e) => onEnter(e, e.currentTarget.value)}
    />
  );
}
