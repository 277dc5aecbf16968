import type { ImportColumn, ImportConfig, ImportRule, Translate } from '@/kit/import';
import { BATCH_FIELDS, BATCH_MAX, BATCH_MAX_ROWS, type BatchField } from '../contract';

/**
 * The batch mail sheet (SPEC §3 bulk mail rows, §5): one column per BATCH_FIELDS, each required, the
 * contract's BATCH_MAX as lengths; a supplier code must be one of `known` (the server's codes).
 */
export function batchImportConfig(known: ReadonlySet<string>, t: Translate): ImportConfig {
  const column = (field: BatchField): ImportColumn => {
    const max = BATCH_MAX[field];
    const rules: ImportRule[] = [{ kind: 'required' }, ...(max ? [{ kind: 'maxLength' as const, max }] : [])];
    if (field === 'venderId')
      rules.push({
        kind: 'custom',
        validate: (code) => (code && !known.has(code.trim()) ? t('mail:batch.unknownVendor', { code }) : null),
      });
    return { field, header: t(`mail:batch.col.${field}`), rules };
  };
  return { maxRows: BATCH_MAX_ROWS, columns: BATCH_FIELDS.map(column) };
}
