import { useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { Input } from 'antd';
import { bankAccountSearch, type BankAccount } from '@/api/lookup';
import { typedValueQuery } from './flow';
import { useLookupResolve } from './useLookupResolve';

/** What a found account fills in by default: sibling form field ← account field. */
export const DEFAULT_BANK_FILL: Record<string, string> = { accountName: 'accountName', bankName: 'bankName', bankCode: 'bankCode' };

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
export function BankAccountField({ value, onChange, fill = DEFAULT_BANK_FILL, params, searchField = 'account', disabled, placeholder, id, onRecord }: BankAccountFieldProps) {
  const edited = useRef(false);
  const { resolve, clearSiblings, loading } = useLookupResolve<BankAccount>({
    search: (query, signal) => bankAccountSearch(query, { signal }),
    queryOf: (v) => typedValueQuery({ valueField: 'account', searchField, params }, v),
    valueField: 'account',
    fill,
    onChange,
    onRecord,
  });
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    edited.current = false;
    void resolve(value);
  };
  return (
    <Input
      id={id}
      value={value ?? ''}
      disabled={disabled}
      placeholder={placeholder}
      autoComplete="off"
      inputMode="numeric"
      aria-busy={loading || undefined}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        edited.current = true;
        onChange?.(e.target.value === '' ? undefined : e.target.value);
      }}
      onBlur={() => {
        if (!edited.current) return;
        edited.current = false;
        if (!(value ?? '').trim()) clearSiblings();
        else void resolve(value);
      }}
      onKeyDown={onKeyDown}
    />
  );
}
