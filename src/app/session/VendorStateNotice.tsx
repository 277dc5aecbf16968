import { Button, Result, type ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VendorFlowState } from './useVendorFlow';

const NOTICE: Record<Exclude<VendorFlowState, 'ready'>, { status: ResultProps['status']; titleKey: string }> = {
  loading: { status: 'info', titleKey: 'shell:vendor.loading' },
  unselected: { status: 'info', titleKey: 'shell:vendor.chooseFirst' },
  empty: { status: 'warning', titleKey: 'errors:vendorEmpty' },
  failed: { status: 'warning', titleKey: 'errors:vendorFetchFailed' },
  disabled: { status: 'warning', titleKey: 'errors:vendorDisabled' },
  blacklisted: { status: 'warning', titleKey: 'shell:vendor.blacklisted' },
};

/** What a supplier sees in place of the pages until a usable combination is chosen (SPEC §4). */
export function VendorStateNotice({
  state,
  onChoose,
}: {
  state: Exclude<VendorFlowState, 'ready'>;
  onChoose: () => void;
}) {
  const { t } = useTranslation(['shell', 'errors']);
  const { status, titleKey } = NOTICE[state];
  return (
    <Result
      status={status}
      title={t(titleKey)}
      extra={
        state === 'unselected' && (
          <Button type="primary" onClick={onChoose}>
            {t('shell:vendor.choose')}
          </Button>
        )
      }
    />
  );
}
