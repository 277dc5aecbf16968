import { useState } from 'react';
import { Button, Input } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
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
  /** The accessible name where no label names the control (a grid cell). */
  'aria-label'?: string;
  /** Told about the applied record (null when cleared), for callers outside an antd Form. */
  onRecord?: (record: LookupRecord | null) => void;
};

/**
 * The 'elf' control (精灵, SPEC §3/§4) for an antd Form item. A typed value is searched on blur
 * (when it was edited) or Enter; exactly one record fills the control and the sibling fields of
 * `config.fill`; none, several or a failed call clear them. The search icon opens the lookup
 * dialog, where choosing a row applies it.
 */
export function LookupField({
  config,
  value,
  onChange,
  disabled,
  placeholder,
  id,
  onRecord,
  'aria-label': ariaLabel,
}: LookupFieldProps) {
  const { t } = useTranslation('lookup');
  const [dialogOpen, setDialogOpen] = useState(false);
  const { apply, cancel, loading, editedRef, onInput, onEnter, settle } = useLookupResolve<LookupRecord>({
    search: (query, signal) => lookupSearch(config.kind, query, { signal }),
    queryOf: (v) => typedValueQuery(config, v),
    valueField: config.valueField,
    fill: config.fill,
    onChange,
    onRecord,
  });

  const openDialog = () => {
    // A typed value stays 'edited' while the dialog is open: closing it without a choice leaves
    // the value to be resolved when the control is left, like any typed value.
    if (loading) editedRef.current = true;
    cancel();
    setDialogOpen(true);
  };

  return (
    <>
      <Input
        id={id}
        aria-label={ariaLabel}
        value={value ?? ''}
        disabled={disabled}
        placeholder={placeholder}
        autoComplete="off"
        onChange={onInput}
        onBlur={(e) => !dialogOpen && settle(e.currentTarget.value)}
        onKeyDown={(e) => onEnter(e, e.currentTarget.value)}
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
          editedRef.current = false;
          apply(record);
        }}
      />
    </>
  );
}
