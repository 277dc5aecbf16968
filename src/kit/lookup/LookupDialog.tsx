import { useState, type KeyboardEvent } from 'react';
import { Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { LOOKUP_PAGE, lookupSearch } from '@/api/lookup';
import { Dialog } from '../dialog';
import { GridPending } from '../GridPending';
import type { LookupConfig } from '../schema';
import { useRequest } from '../useRequest';
import { lookupColumns } from './columns';
import { dialogQuery, type LookupRecord } from './flow';

/** SPEC §9: the lookup dialog is 800 px wide with a 500 px body and no footer. */
export const LOOKUP_DIALOG_WIDTH = 800;
export const LOOKUP_DIALOG_BODY_HEIGHT = 500;

export type LookupDialogProps = {
  open: boolean;
  config: LookupConfig;
  /** Pre-filled search text (the control's current text). */
  initialKeyword?: string;
  onSelect: (record: LookupRecord) => void;
  onCancel: () => void;
};

function LookupGrid({ config, initialKeyword, onSelect }: Omit<LookupDialogProps, 'open' | 'onCancel'>) {
  const { t } = useTranslation(['lookup', 'errors']);
  const [text, setText] = useState(initialKeyword ?? '');
  const [keyword, setKeyword] = useState(initialKeyword?.trim() ?? '');
  const [pageNo, setPageNo] = useState(1);
  const { data, loading } = useRequest(
    (signal) => lookupSearch(config.kind, dialogQuery(config, keyword, pageNo), { signal }),
    [config.kind, keyword, pageNo, JSON.stringify(config.params ?? {})],
  );
  const columns: ColumnsType<LookupRecord> = lookupColumns(config).map((c) => ({
    key: c.dataIndex,
    dataIndex: c.dataIndex,
    title: t(c.titleKey),
    ellipsis: true,
    render: (v: unknown) => (v === undefined || v === null ? '' : String(v)),
  }));
  const choose = (record: LookupRecord) => onSelect(record);
  return (
    <div className="vsm-lookup-dialog">
      <Input.Search
        autoFocus
        data-autofocus
        allowClear
        value={text}
        aria-label={t('search')}
        placeholder={t('searchPlaceholder')}
        enterButton={t('searchButton')}
        onChange={(e) => setText(e.target.value)}
        onSearch={(v) => {
          setKeyword(v.trim());
          setPageNo(1);
        }}
        style={{ marginBottom: 12 }}
      />
      <GridPending loading={loading}>
        <Table<LookupRecord>
          size="small"
          bordered
          rowKey={(r) => String(r[config.valueField] ?? JSON.stringify(r))}
          columns={columns}
          dataSource={data?.pageData ?? []}
          aria-label={t('gridLabel')}
          onRow={(record) => ({
            tabIndex: 0,
            className: 'vsm-lookup-row',
            'aria-label': t('chooseRow', { value: String(record[config.valueField] ?? '') }),
            onClick: () => choose(record),
            onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                choose(record);
              }
            },
          })}
          pagination={{
            current: pageNo,
            pageSize: LOOKUP_PAGE.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: false,
            size: 'small',
            showTotal: (total) => t('total', { total }),
            onChange: (page) => setPageNo(page),
          }}
        />
      </GridPending>
    </div>
  );
}

/** The lookup dialog (精灵, SPEC §2/§4): a search box and a server-paged grid; a chosen row is applied. */
export function LookupDialog({ open, config, initialKeyword, onSelect, onCancel }: LookupDialogProps) {
  const { t } = useTranslation('lookup');
  return (
    <Dialog
      open={open}
      title={t('title')}
      width={LOOKUP_DIALOG_WIDTH}
      bodyHeight={LOOKUP_DIALOG_BODY_HEIGHT}
      footer={null}
      onCancel={onCancel}
    >
      {open && <LookupGrid config={config} initialKeyword={initialKeyword} onSelect={onSelect} />}
    </Dialog>
  );
}
