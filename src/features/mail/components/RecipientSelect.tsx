import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_PREFIX } from '../contract';
import type { RecipientOption } from '../types';

type Props = {
  id?: string;
  value: string[];
  onChange: (value: string[]) => void;
  options: RecipientOption[];
  /** Staff may type a supplier code that is not in the list (its length and existence are checked). */
  free: boolean;
  withGroups: boolean;
  status?: 'error';
};

/** Recipients: retailer staff for suppliers; supplier codes and receiver groups for staff. */
export function RecipientSelect({ id, value, onChange, options, free, withGroups, status }: Props) {
  const { t } = useTranslation('mail');
  const items = useMemo(
    () =>
      options
        .filter((o) => withGroups || o.kind !== 'group')
        .map((o) =>
          o.kind === 'group'
            ? { value: GROUP_PREFIX + o.id, label: t('compose.groupOption', { name: o.name }) }
            : { value: o.id, label: `${o.name} (${o.id})` },
        ),
    [options, withGroups, t],
  );
  return (
    <Select
      id={id}
      mode={free ? 'tags' : 'multiple'}
      value={value}
      onChange={onChange}
      options={items}
      status={status}
      showSearch={{ optionFilterProp: 'label' }}
      tokenSeparators={free ? [',', ';', ' '] : undefined}
      placeholder={t(free ? 'compose.toPlaceholderStaff' : 'compose.toPlaceholder')}
      style={{ width: '100%' }}
      allowClear
    />
  );
}
