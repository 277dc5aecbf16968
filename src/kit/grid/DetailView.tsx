import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabelMaps } from '../dict';
import { PHONE_WIDTH, useMediaQuery } from '../useMediaQuery';
import type { ColumnSchema } from '../schema';
import { renderCell } from './cells';

/**
 * One record as label–value pairs, with the same formats, labels and tags as its grid; in one column on a
 * phone, where two pairs side by side left each label two characters a line.
 */
export function DetailView<T extends object>({
  fields,
  record,
  columns = 2,
}: {
  fields: readonly ColumnSchema<T>[];
  record: T;
  columns?: number;
}) {
  const { t } = useTranslation();
  const labels = useLabelMaps(fields);
  const phone = useMediaQuery(PHONE_WIDTH);
  return (
    <Descriptions
      size="small"
      bordered
      column={phone ? 1 : columns}
      className="vsm-detail-view"
      items={fields.map((field, i) => ({
        key: field.key,
        label: t(field.titleKey),
        children: renderCell(field, record, labels[i]),
      }))}
    />
  );
}
