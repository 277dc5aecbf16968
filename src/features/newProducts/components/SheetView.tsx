import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, DetailView } from '@/kit/grid';
import type { GridSelection } from '@/kit/grid';
import { lineColumns } from '../schemas/goodsLines';
import { sheetColumns } from '../schemas/sheetsQuery';
import type { NewGoodsSheetDetail } from '../types';

const headerFields = sheetColumns.filter((c) => c.detail !== false && c.key !== 'barcode');

/** A sheet as read: its header and its goods with the retailer's decision per goods. */
export function SheetView({
  sheet,
  selection,
  toolbar,
}: {
  sheet: NewGoodsSheetDetail;
  selection?: GridSelection;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation('newProducts');
  return (
    <Flex vertical gap="middle">
      <Card size="small" title={t('sheetTitle', { sheetId: sheet.sheetId })}>
        <DetailView fields={headerFields} record={sheet} columns={3} />
      </Card>
      <Card size="small" title={t('goodsTitle')} extra={toolbar}>
        <DataGrid
          columns={lineColumns}
          rows={sheet.lines}
          rowKey="lineNo"
          selection={selection}
          label={t('goodsTitle')}
        />
      </Card>
    </Flex>
  );
}
