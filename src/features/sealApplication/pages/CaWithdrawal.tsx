import { useState } from 'react';
import { Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VendorData } from '@/api/types';
import { Dialog } from '@/kit/dialog';
import { useToast } from '@/kit/useToast';
import { SchemaForm } from '@/kit/form';
import { actionsColumnWidth, DataGrid } from '@/kit/grid';
import { StandalonePage } from '@/kit/page';
import { useRequest } from '@/kit/useRequest';
import { useVendor, vendorKey } from '@/stores/vendor';
import { caApplications, caCertificates, cancelCa, withdrawCa } from '../api';
import { NoVendor } from '../components/NoVendor';
import { applicationColumns, certificateColumns, rowActions, withdrawFields } from '../schemas/caGrids';
import type { CaApplication, CaCertificate } from '../types';
import '../ca.css';

/** SPEC §2 /withdrawalCa: the supplier's CA certificates (withdrawal with a reason) and applications (cancel a pending one). */
export default function CaWithdrawal() {
  const vendor = useVendor((s) => s.vendor);
  const { t } = useTranslation('sealApplication');
  return (
    <StandalonePage
      titleKey="sealApplication:withdrawalTitle"
      width={1200}
      intro={t('withdrawalIntro')}
      extra={
        <nav className="ca-links" aria-label={t('links.label')}>
          <Link to="/ca">{t('links.apply')}</Link>
          <Link to="/workbench">{t('links.home')}</Link>
        </nav>
      }
    >
      {vendor ? <Lists key={vendorKey(vendor)} vendor={vendor} /> : <NoVendor />}
    </StandalonePage>
  );
}

function Lists({ vendor }: { vendor: VendorData }) {
  const { t } = useTranslation('sealApplication');
  const toast = useToast();
  const certs = useRequest((signal) => caCertificates({ signal }), [vendorKey(vendor)]);
  const apps = useRequest((signal) => caApplications({ signal }), [vendorKey(vendor)]);
  const [withdrawing, setWithdrawing] = useState<CaCertificate | null>(null);
  const [cancelling, setCancelling] = useState<CaApplication | null>(null);
  const reload = () => {
    certs.reload();
    apps.reload();
  };
  return (
    <div className="ca-page">
      <Card title={<h2 className="vsm-form-section-title">{t('certificates')}</h2>}>
        <DataGrid
          label={t('certificates')}
          columns={certificateColumns}
          rows={certs.data ?? []}
          rowKey="serialNo"
          loading={certs.loading}
          actions={{
            title: t('grid.actions'),
            width: actionsColumnWidth([[t(rowActions.withdraw.labelKey)]], 150),
            items: (row) =>
              rowActions.withdraw.allowed(row) ? [{ key: 'withdraw', label: t(rowActions.withdraw.labelKey) }] : [],
            onAction: (_, row) => setWithdrawing(row),
          }}
        />
      </Card>
      <Card title={<h2 className="vsm-form-section-title">{t('applications')}</h2>}>
        <DataGrid
          label={t('applications')}
          columns={applicationColumns}
          rows={apps.data ?? []}
          rowKey="applyId"
          loading={apps.loading}
          actions={{
            title: t('grid.actions'),
            width: actionsColumnWidth([[t(rowActions.cancel.labelKey)]], 100),
            items: (row) =>
              rowActions.cancel.allowed(row)
                ? [{ key: 'cancel', label: t(rowActions.cancel.labelKey), danger: true }]
                : [],
            onAction: (_, row) => setCancelling(row),
          }}
        />
      </Card>
      {withdrawing && (
        <WithdrawDialog
          certificate={withdrawing}
          onClose={() => setWithdrawing(null)}
          onDone={() => {
            setWithdrawing(null);
            void toast.success(t('withdraw.done'));
            reload();
          }}
        />
      )}
      {cancelling && (
        <CancelDialog
          application={cancelling}
          onClose={() => setCancelling(null)}
          onDone={() => {
            setCancelling(null);
            void toast.success(t('cancel.done'));
            reload();
          }}
        />
      )}
    </div>
  );
}

/** The withdrawal request: the reason is required (SPEC §5), then the server records it. */
function WithdrawDialog({
  certificate,
  onClose,
  onDone,
}: {
  certificate: CaCertificate;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('sealApplication');
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const confirm = async () => {
    let reason: string;
    try {
      reason = String((await form.validateFields()).reason).trim();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await withdrawCa({ serialNo: certificate.serialNo, reason });
      onDone();
    } catch {
      // Shown by the client; the dialog stays open with the reason.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open
      title={t('withdraw.title', { serialNo: certificate.serialNo })}
      onCancel={onClose}
      onOk={() => void confirm()}
      confirmLoading={saving}
      width={560}
    >
      <Typography.Paragraph type="secondary">{t('withdraw.hint')}</Typography.Paragraph>
      <SchemaForm form={form} name="caWithdraw" fields={withdrawFields} columns={1} />
    </Dialog>
  );
}

function CancelDialog({
  application,
  onClose,
  onDone,
}: {
  application: CaApplication;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('sealApplication');
  const [saving, setSaving] = useState(false);
  const confirm = async () => {
    setSaving(true);
    try {
      await cancelCa(application.applyId);
      onDone();
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open
      title={t('cancel.title')}
      onCancel={onClose}
      onOk={() => void confirm()}
      confirmLoading={saving}
      width={460}
    >
      {t('cancel.confirm', { applyId: application.applyId })}
    </Dialog>
  );
}
