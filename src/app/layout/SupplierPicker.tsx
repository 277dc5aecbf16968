import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierOption } from '@/api/types';
import { useServerTextConverter } from '@/i18n/serverText';
import { useVendor } from '@/stores/vendor';
import { sameCombination } from '../session/vendorFlow';
import { optionKey, optionLabel } from './vendorLabel';

/** SPEC §2/§9: the supplier-code picker in the header, 300px wide; header rows are not selectable. */
export function SupplierPicker({ onPick }: { onPick: (option: SupplierOption) => void }) {
  const { t } = useTranslation('shell');
  useServerTextConverter();
  const options = useVendor((s) => s.options);
  const vendor = useVendor((s) => s.vendor);
  const current = vendor ? options.find((o) => !o.disabled && sameCombination(o, vendor)) : undefined;
  return (
    <Select
      aria-label={t('vendor.picker')}
      style={{ width: 300 }}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('vendor.choose')}
      value={current ? optionKey(current) : undefined}
      onChange={(key: string) => {
        const option = options.find((o) => optionKey(o) === key);
        if (option) onPick(option);
      }}
      options={options.map((o) => ({ value: optionKey(o), label: optionLabel(o), disabled: !!o.disabled }))}
    />
  );
}
