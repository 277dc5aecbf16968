import { Card, Col, Flex, Row, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnSettingsButton, DataGrid, DetailView, leadColumnsFirst, useColumnSettings } from '@/kit/grid';
import type { GridSelection } from '@/kit/grid';
import { UploadField } from '@/kit/upload';
import { lineColumns } from '../schemas/goodsLines';
import { sheetColumns } from '../schemas/sheetsQuery';
import type { NewGoodsSheetDetail } from '../types';

const headerFields = sheetColumns.filter((c) => c.detail !== false && c.key !== 'barcode');
// The goods a reviewer decides on: their name, barcode, decision and prices first (SPEC §9 formats).
const goodsColumns = leadColumnsFirst(lineColumns);

/** A sheet as read: its header, its goods with the retailer's decision per goods, and their pictures (previewed on click). */
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
  const columns = useColumnSettings('newProducts.sheetGoods', goodsColumns);
  const pictured = sheet.lines.filter((l) => l.pictures.length > 0);
  return (
    <Flex vertical gap="middle">
      <Card size="small" title={t('sheetTitle', { sheetId: sheet.sheetId })}>
        <DetailView fields={headerFields} record={sheet} columns={3} />
      </Card>
      <Card
        size="small"
        title={t('goodsTitle')}
        extra={
          <Space>
            {toolbar}
            <ColumnSettingsButton
              columns={goodsColumns.map((c) => ({ key: c.key, title: t(c.titleKey), width: c.width }))}
              settings={columns.settings}
              onChange={columns.change}
              onReset={columns.reset}
            />
          </Space>
        }
      >
        <DataGrid
          columns={columns.visible}
          rows={sheet.lines}
          rowKey="lineNo"
          selection={selection}
          label={t('goodsTitle')}
        />
      </Card>
      {pictured.length > 0 && (
        <Card size="small" title={t('picturesTitle')}>
          <Row gutter={16}>
            {pictured.map((line) => (
              <Col key={line.lineNo} xs={24} md={12}>
                <Typography.Text>{t('picturesOf', { row: line.lineNo, name: line.goodsName })}</Typography.Text>
                <UploadField value={line.pictures} accept="image" disabled />
              </Col>
            ))}
          </Row>
        </Card>
      )}
    </Flex>
  );
}
