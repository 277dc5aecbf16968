import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Button, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lookupSearch } from '@/api/lookup';
import type { LookupConfig } from '../schema';
import { typedValueQuery, type LookupRecord } from './flow';
import { LookupDialog } from './LookupDialog';
import { useLookupResolve } from './useLookupResolve';

export type LookupFieldProps = {
  config: LookupConfig;
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  /** Told about the applied record (null when cleared), for callers outside an antd Form. */
  onRecord?: (record: LookupRecord | null) => void;
};

/**
 * The 'elf' control (精灵, SPEC §3/§4) for an antd Form item. A typed value is searched on blur
 * (when it was edited) or Enter; exactly one record fills the control and the sibling fields of
 * `config.fill`; none, several or a failed call clear them. The search icon opens the lookup
 * dialog, where choosing a row applies it.
 */
export function LookupField({ config, value, onChange, disabled, placeholder, id, onRecord }: LookupFieldProps) {
  const { t } = useTranslation('lookup');
  const [dialogOpen, setDialogOpen] = useState(false);
  const edited = useRef(false);
  const { resolve, apply, clearSiblings, cancel, loading } = useLookupResolve<LookupRecord>({
    search: (query, signal) => lookupSearch(config.kind, query, { signal }),
    queryOf: (v) => typedValueQuery(config, v),
    valueField: config.valueField,
    fill: config.fill,
    onChange,
    onRecord,
  });

  const settle = () => {
    if (!edited.current) return;
    edited.current = false;
    // An emptied control searches nothing; what it filled in goes with it.
    if (!(value ?? '').trim()) clearSiblings();
    else void resolve(value);
  };

  const onInput = (e: ChangeEvent<HTMLInputElement>) => {
    edited.current = true;
    onChange?.(e.target.value === '' ? undefined : e.target.value);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    // Enter searches; it must not submit the surrounding form.
    e.preventDefault();
    edited.current = false;
    void resolve(value);
  };

  const openDialog = () => {
    // A typed value stays 'edited' while the dialog is open: closing it without a choice leaves
    // the value to be resolved when the control is left, like any typed value.
    if (loading) edited.current = true;
    cancel();
    setDialogOpen(true);
  };

  return (
    <>
      <Input
        id={id}
        value={value ?? ''}
        disabled={disabled}
        placeholder={placeholder}
        autoComplete="off"
        onChange={onInput}
        onBlur={() => !dialogOpen && settle()}
        onKeyDown={onKeyDown}
        aria-busy={loading || undefined}
        suffix={
          <Button
            type="text"
            size="small"
            className="vsm-lookup-open"
            icon={<SearchOutlined />}
            aria-label={t('open')}
            title={t('open')}
            disabled={disabled}
            loading={loading}
            // Keeps the focus (and so no blur search) in the control while the dialog opens.
            onMouseDown={(e) => e.preventDefault()}
            onClick={openDialog}
          />
        }
      />
      <LookupDialog
        open={dialogOpen}
        config={config}
        initialKeyword={value ?? ''}
        onCancel={() => setDialogOpen(false)}
        onSelect={(record) => {
          setDialogOpen(false);
          edited.current = false;
          apply(record);
        }}
      />
    </>
  );
}
