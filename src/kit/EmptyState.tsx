import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The empty state of SPEC §2: an icon and 暂无数据; the detail variant (a detail grid waiting for a
 * document) says 暂无数据、请选择单据.
 */
export function EmptyState({
  variant = 'default',
  description,
}: {
  variant?: 'default' | 'detail';
  description?: ReactNode;
}) {
  const { t } = useTranslation('kit');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      className="vsm-empty"
      data-variant={variant}
      description={description ?? t(variant === 'detail' ? 'empty.detail' : 'empty.default')}
    />
  );
}
