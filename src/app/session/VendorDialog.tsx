import { useState } from 'react';
import { List, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierOption } from '@/api/types';
import { useVendor } from '@/stores/vendor';
import { optionKey } from '../layout/vendorLabel';
import { sameCombination, selectableOptions } from './vendorFlow';

type Props = { open: boolean; onPick: (option: SupplierOption) => Promise<void>; onCancel: () => void };

/**
 * The forced picker of SPEC §4: shown when a supplier has several combinations and none is
 * chosen. Cancel is offered only if a selection already exists or several options exist.
 */
export function VendorDialog({ open, onPick, onCancel }: Props) {
  const { t } = useTranslation('shell');
  const { options, vendor } = useVendor();
  const [busy, setBusy] = useState<string | null>(null);
  const cancellable = !!vendor || selectableOptions(options).length > 1;
  return (
    <Modal
      open={open}
      title={t('vendor.dialogTitle')}
      footer={null}
      closable={cancellable}
      mask={{ closable: false }}
      keyboard={false}
      onCancel={cancellable ? onCancel : undefined}
      width={560}
      style={{ top: 40 }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('vendor.dialogHint')}</Typography.Paragraph>
      <List
        size="small"
        bordered
        dataSource={options}
        renderItem={(o) =>
          o.disabled ? (
            <List.Item className="vendor-option-header">
              <Typography.Text strong>{o.buName ?? o.bu}</Typography.Text>
            </List.Item>
          ) : (
            <List.Item
              className="vendor-option"
              actions={[
                <a
                  key="pick"
                  role="button"
                  tabIndex={0}
                  aria-busy={busy === optionKey(o)}
                  onClick={async () => {
                    setBusy(optionKey(o));
                    try {
                      await onPick(o);
                    } finally {
                      setBusy(null);
                    }
                  }}
                >
                  {vendor && sameCombination(vendor, o) ? t('vendor.current') : t('vendor.use')}
                </a>,
              ]}
            >
              <List.Item.Meta title={`${o.venderId} ${o.venderName}`} description={`${t('vendor.bu')}: ${o.buName ?? o.bu} · ${t('vendor.partner')}: ${o.partnerId}`} />
            </List.Item>
          )
        }
      />
    </Modal>
  );
}
