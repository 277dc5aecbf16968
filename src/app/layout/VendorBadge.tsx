import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierOption } from '@/api/types';
import { useServerTextConverter } from '@/i18n/serverText';
import { useVendor } from '@/stores/vendor';
import { sameCombination, selectableOptions } from '../session/vendorFlow';
import { SupplierPicker } from './lazyParts';
import { optionLabel } from './vendorLabel';

/**
 * The header's supplier code: a picker when there is something to switch to (SPEC §2), else
 * the one code as text (the picker and antd's Select load only for multi-code suppliers).
 */
export function VendorBadge({ onPick }: { onPick: (option: SupplierOption) => void }) {
  const { t } = useTranslation('shell');
  useServerTextConverter();
  const options = useVendor((s) => s.options);
  const vendor = useVendor((s) => s.vendor);
  const selectable = selectableOptions(options);
  if (selectable.length > 1) {
    return (
      <Suspense fallback={<span className="shell-vendor" style={{ width: 300 }} />}>
        <SupplierPicker onPick={onPick} />
      </Suspense>
    );
  }
  const current = vendor ? selectable.find((o) => sameCombination(o, vendor)) : undefined;
  return current ? (
    <span className="shell-vendor" aria-label={t('vendor.badge')} title={optionLabel(current)}>
      {optionLabel(current)}
    </span>
  ) : null;
}
