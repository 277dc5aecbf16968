import { Button, Skeleton, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EmptyState } from '@/kit/EmptyState';
import { PageFooter } from '@/kit/page';
import { useRights, useSide } from '@/kit/permissions';
import { useDocumentActions } from '@/kit/query';
import { useRequest } from '@/kit/useRequest';
import { getCert } from '../api';
import { CERT_KIND, CERT_STATUS, canEditCert } from '../contract';
import { CertEditor } from '../components/CertEditor';
import { CertSheetView } from '../components/CertSheetView';
import { certDetailPath, listPathOf, type PageType } from '../paths';
import { loadReference } from '../reference';
import { auditActions } from '../schemas/certLists';
import type { CertSheet } from '../types';
import '../certificates.css';

/**
 * One certificate sheet (SPEC §2 /cert/details/:id/:status/:type/:seqno?/:pageType? and the
 * retailer's /s/license/details|detailsbak/…/:bu/…): read (view), written by the supplier while it
 * is a draft or rejected (edit, also 'new'), or audited by the retailer (audit: pass or reject).
 */
export default function CertDetail() {
  const { id = '', pageType = 'view' } = useParams();
  const { t } = useTranslation('certificates');
  const side = useSide();
  const navigate = useNavigate();
  const { has } = useRights();
  const titleId = useId();
  const isNew = id === 'new';
  const sheet = useRequest((signal) => (isNew ? Promise.resolve(null) : getCert(id, { signal })), [id], {
    early: 'certificates/detail',
  });
  const reference = useRequest((signal) => loadReference({ signal }), []);
  const runner = useDocumentActions<CertSheet>(() => sheet.reload());
  const current = sheet.data && sheet.data.sheetId === id ? sheet.data : null;

  if ((!isNew && !current) || !reference.data)
    return sheet.loading || reference.loading || !(sheet.error || reference.error) ? (
      <Skeleton active aria-label={t('loading')} />
    ) : (
      <EmptyState />
    );

  const editable = side === 'supplier' && (isNew || (!!current && canEditCert(current)));
  const mode: PageType = pageType === 'edit' && editable ? 'edit' : pageType === 'audit' ? 'audit' : 'view';
  const audits =
    mode === 'audit' && current && side === 'retailer'
      ? auditActions().filter((a) => has(a.right) && a.allowed!({ ...current, daysLeft: null, openOrders: [] }))
      : [];
  const title = isNew ? t('newTitle') : t('detailTitle', { sheetId: id });
  // SPEC §4: the step being audited, named beside the actions (and in their question: auditStep).
  const step = audits.length > 0 && current ? t(`auditStep.${current.status}`) : null;

  return (
    <article aria-labelledby={titleId} className="vsm-cert-detail">
      <Typography.Title level={4} id={titleId}>
        {title}
      </Typography.Title>
      {current?.rejectReason && current.status === CERT_STATUS.rejected && (
        <Typography.Paragraph type="danger">
          {t('rejectedBecause', { reason: current.rejectReason })}
        </Typography.Paragraph>
      )}
      {mode === 'edit' ? (
        <CertEditor
          key={current?.sheetId ?? 'new'}
          sheet={current}
          types={reference.data.types}
          rules={reference.data.rules}
          onSaved={(sheetId) =>
            isNew
              ? navigate(
                  certDetailPath(side, { sheetId, status: CERT_STATUS.draft, kind: CERT_KIND.goods, bu: '' }, 'edit'),
                  { replace: true },
                )
              : sheet.reload()
          }
          onSubmitted={() => navigate(listPathOf(side))}
        />
      ) : (
        current && (
          <>
            <CertSheetView sheet={current} />
            {(audits.length > 0 || editable) && (
              <PageFooter
                label={t(audits.length > 0 ? 'auditActions' : 'action.edit')}
                note={step && <Tag color="processing">{t('auditStepNote', { step })}</Tag>}
              >
                {audits.map((a) => (
                  <Button
                    key={a.key}
                    type={a.primary ? 'primary' : 'default'}
                    danger={a.danger}
                    onClick={() => runner.start(a, [{ ...current, daysLeft: null, openOrders: [] }])}
                  >
                    {t(a.labelKey)}
                  </Button>
                ))}
                {editable && (
                  <Button onClick={() => navigate(certDetailPath(side, { ...current }, 'edit'))}>
                    {t('action.edit')}
                  </Button>
                )}
              </PageFooter>
            )}
          </>
        )
      )}
      {runner.element}
    </article>
  );
}
