import { useState } from 'react';
import { Button } from 'antd';
import { Dialog } from '@/kit/dialog';
import { useTranslation } from 'react-i18next';
import type { SupplierOption } from '@/api/types';
import { showServerText, useServerTextConverter } from '@/i18n/serverText';
import { useVendor } from '@/stores/vendor';
import { optionKey } from '../layout/vendorLabel';
import { sameCombination, selectableOptions } from './vendorFlow';

/** SPEC §9: the supplier picker is 300 px wide. */
export const VENDOR_PICKER_WIDTH = 300;

type Props = { open: boolean; onPick: (option: SupplierOption) => Promise<void>; onCancel: () => void };

/**
 * The forced picker of SPEC §4: shown when a supplier has several combinations and none is
 * chosen. Cancel is offered only if a selection already exists or several options exist.
 */
export function VendorDialog({ open, onPick, onCancel }: Props) {
  const { t } = useTranslation('shell');
  useServerTextConverter();
  const options = useVendor((s) => s.options);
  const vendor = useVendor((s) => s.vendor);
  const [busy, setBusy] = useState<string | null>(null);
  const cancellable = !!vendor || selectableOptions(options).length > 1;
  const pick = async (o: SupplierOption) => {
    setBusy(optionKey(o));
    try {
      await onPick(o);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog
      open={open}
      title={t('vendor.dialogTitle')}
      footer={null}
      closable={cancellable}
      // SPEC §4: the first choice is forced: a route or tab change (the shell starting) does not dismiss it.
      staysOnRouteChange={!vendor}
      onCancel={cancellable ? onCancel : () => undefined}
      width={VENDOR_PICKER_WIDTH}
    >
      <p className="vendor-dialog-hint">{t('vendor.dialogHint')}</p>
      <ul className="vendor-options">
        {options.map((o) =>
          o.disabled ? (
            <li key={optionKey(o)} className="vendor-option-header">
              {showServerText(o.buName ?? o.bu)}
            </li>
          ) : (
            <li key={optionKey(o)} className="vendor-option">
              <div className="vendor-option-text">
                <strong>{`${o.venderId} ${showServerText(o.venderName)}`}</strong>
                <span>{`${t('vendor.bu')}: ${showServerText(o.buName ?? o.bu)} · ${t('vendor.partner')}: ${o.partnerId}`}</span>
              </div>
              <Button type="link" loading={busy === optionKey(o)} disabled={!!busy} onClick={() => void pick(o)}>
                {vendor && sameCombination(vendor, o) ? t('vendor.current') : t('vendor.use')}
              </Button>
            </li>
          ),
        )}
      </ul>
    </Dialog>
  );
}
