import { Alert, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CaInfo } from '@/api/types';
import { useServerLabel } from '@/kit/dict';
import { APPLY_STATUS, CA_HELD, isCurrentCertificate } from '../contract';
import type { CaStatus } from '../types';

/** Who applies (the selected combination), its CA status (getVenderCaByPartnerId) and its valid certificates. */
export function CaSummary({ status, caInfo }: { status: CaStatus; caInfo: CaInfo | undefined }) {
  const { t } = useTranslation('sealApplication');
  // Names from the server read in the user's script (zh-HK: Traditional), as the shell's header shows them.
  const serverLabel = useServerLabel([status.venderName, status.buName]);
  const held = caInfo?.status ?? status.caStatus;
  const current = status.certificates.filter(isCurrentCertificate);
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'supplier',
          label: t('summary.supplier'),
          children: `${status.venderId} ${serverLabel(status.venderName)}`,
        },
        { key: 'bu', label: t('summary.bu'), children: `${status.bu} ${serverLabel(status.buName)}` },
        {
          key: 'caStatus',
          label: t('summary.caStatus'),
          children: <Tag color={held === CA_HELD.yes ? 'success' : 'default'}>{t(`summary.ca${held}`)}</Tag>,
        },
        {
          key: 'current',
          label: t('summary.current'),
          children: current.length
            ? current.map((c) => (
                <div key={c.serialNo}>{t('summary.validUntil', { serialNo: c.serialNo, validTo: c.validTo })}</div>
              ))
            : t('summary.none'),
        },
      ]}
    />
  );
}

/**
 * SPEC §5 blocks (an error, the form is disabled), the retailer's latest decision on an application
 * (approved with its certificate, or rejected with the reason) and the short-validity warning (not a block).
 */
export function CaNotices({ status }: { status: CaStatus }) {
  const { t } = useTranslation('sealApplication');
  const soon = status.expiringSoon;
  return (
    <>
      {status.block && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="ca-notice"
          title={t('block.title')}
          description={
            status.block === 'pending' && status.pending ? (
              <>
                {t('block.pending', { applyId: status.pending.applyId, date: status.pending.createDate.slice(0, 10) })}{' '}
                <Link to="/withdrawalCa">{t('links.withdrawal')}</Link>
              </>
            ) : (
              t(`block.${status.block}`)
            )
          }
        />
      )}
      {status.decision && (
        <Alert
          type={status.decision.status === APPLY_STATUS.approved ? 'success' : 'error'}
          showIcon
          className="ca-notice"
          title={t(`decision.title${status.decision.status}`, {
            applyId: status.decision.applyId,
            date: status.decision.checkDate?.slice(0, 10),
          })}
          description={
            status.decision.status === APPLY_STATUS.approved
              ? t('decision.approved', { serialNo: status.decision.serialNo })
              : t('decision.rejected', { reason: status.decision.remark })
          }
        />
      )}
      {soon && (
        <Alert
          type="warning"
          showIcon
          className="ca-notice"
          title={t('expiringSoon', { serialNo: soon.serialNo, validTo: soon.validTo, count: soon.daysLeft })}
        />
      )}
    </>
  );
}
