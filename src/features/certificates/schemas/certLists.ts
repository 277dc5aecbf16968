import { codedValues } from '@/lib/codedValues';
import { idsOf } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption } from '@/kit/schema';
import { auditCerts, deleteCerts, queryCerts, submitCerts } from '../api';
import {
  CERT_REFUSED_KEYS,
  CERT_SEARCH_NEEDS,
  CERT_STATUS,
  CERT_ERRORS,
  EXPIRY_HORIZONS,
  REVIEW_RIGHT,
  STATUS_FILTER,
  canAuditCert,
  canDeleteCert,
  canEditCert,
  canSubmitCert,
} from '../contract';
import type { CertSheet, CertType, CertView } from '../types';
import { certColumns, col } from './certColumns';
import { reviewActions } from './reviewActions';

/** The list screens of SPEC §2: one configuration, a fixed view per route. */
export const VIEW_OF_PATH: Record<string, CertView> = {
  '/cert/onhand': 'onhand',
  '/cert/old': 'old',
  '/cert/news': 'news',
  '/cert/basic': 'basic',
  '/cert/search': 'search',
  '/cert/list': 'list',
  '/s/license/license_inquiry': 'search',
  '/s/license/license_inquiry_bak': 'search',
  '/s/license/license_list': 'list',
  '/s/license/license_review': 'review',
  '/s/license/commoditycertificate_expires': 'expiring',
  '/s/license/expiredsupplier_license': 'expired',
};

const ALL_STATUSES = Object.values(CERT_STATUS);

/** The status search of a view: the to-do links use status=pending (mock: statusFilter). */
const STATUS_SEARCH: Partial<Record<CertView, FieldOption[]>> = {
  onhand: codedValues('certificates:horizon', Object.values(STATUS_FILTER)),
  news: codedValues(
    'certificates:status',
    ALL_STATUSES.filter((s) => s !== CERT_STATUS.approved),
  ),
  review: codedValues('certificates:status', [STATUS_FILTER.pending, CERT_STATUS.preAudit, CERT_STATUS.finalAudit]),
  search: codedValues('certificates:status', ALL_STATUSES),
  list: codedValues('certificates:status', ALL_STATUSES),
  basic: codedValues('certificates:status', ALL_STATUSES),
};

/** What a list screen's actions do outside the call: open a sheet's route. */
export type CertNavigation = {
  open: (row: CertSheet, pageType: 'view' | 'edit' | 'audit') => void;
  create: () => void;
};

function actionsOf(view: CertView, nav: CertNavigation): DocumentAction<CertSheet>[] {
  const view_: DocumentAction<CertSheet> = {
    key: 'view',
    labelKey: 'certificates:action.view',
    places: ['row'],
    open: ([r]) => nav.open(r, 'view'),
  };
  if (view === 'news')
    return [
      view_,
      {
        key: 'new',
        labelKey: 'certificates:action.new',
        only: 'supplier',
        primary: true,
        rows: false,
        open: () => nav.create(),
      },
      {
        key: 'edit',
        labelKey: 'certificates:action.edit',
        only: 'supplier',
        places: ['row'],
        allowed: canEditCert,
        open: ([r]) => nav.open(r, 'edit'),
      },
      {
        key: 'submit',
        labelKey: 'certificates:action.submit',
        only: 'supplier',
        allowed: canSubmitCert,
        refusedKey: CERT_REFUSED_KEYS.submit,
        emptyKey: 'certificates:selectFirst',
        confirmKey: 'certificates:submitAsk',
        call: (rows) => submitCerts(idsOf(rows, 'sheetId')),
        successKey: 'certificates:submitted',
      },
      {
        key: 'delete',
        labelKey: 'certificates:action.delete',
        only: 'supplier',
        danger: true,
        allowed: canDeleteCert,
        refusedKey: CERT_REFUSED_KEYS.delete,
        emptyKey: 'certificates:selectFirst',
        confirmKey: 'certificates:deleteAsk',
        call: (rows) => deleteCerts(idsOf(rows, 'sheetId')),
        successKey: 'certificates:deleted',
      },
    ];
  if (view === 'review')
    return [
      {
        key: 'audit',
        labelKey: 'certificates:action.audit',
        only: 'retailer',
        right: REVIEW_RIGHT,
        places: ['row'],
        open: ([r]) => nav.open(r, 'audit'),
      },
      ...auditActions(),
    ];
  return [view_];
}

/**
 * The audit step the documents acted on are at (SPEC §4: pre-audit, then final audit), given to the
 * texts as their i18next context, so the question and the answer name the step being confirmed.
 */
export const auditStep = (rows: readonly Pick<CertSheet, 'status'>[]) => ({
  context: rows.every((r) => r.status === CERT_STATUS.preAudit)
    ? 'pre'
    : rows.every((r) => r.status === CERT_STATUS.finalAudit)
      ? 'final'
      : 'both',
});

/** Pass (pre-audit, then final audit) and reject with a required reason (SPEC §4, §5). */
export const auditActions = (): DocumentAction<CertSheet>[] =>
  reviewActions<CertSheet>({
    allowed: canAuditCert,
    refusedKey: CERT_REFUSED_KEYS.audit,
    review: auditCerts,
    texts: auditStep,
  });

/** A certificate list of SPEC §2 for one view, its searches, actions and export. */
export function certList(view: CertView, types: CertType[], nav: CertNavigation): QueryPageConfig<CertSheet> {
  const statusOptions = STATUS_SEARCH[view];
  const columns: ColumnSchema<CertSheet>[] = certColumns(types).map((c) =>
    c.key === 'status' && statusOptions
      ? {
          ...c,
          search: {
            order: 7,
            options: statusOptions,
            ...(view === 'onhand' ? { labelKey: 'certificates:field.horizon' } : {}),
            ...(view === 'review' ? { defaultValue: STATUS_FILTER.pending } : {}),
          },
        }
      : (c.key === 'daysLeft' || c.key === 'openOrders') &&
          (view === 'expiring' || view === 'expired' || view === 'onhand')
        ? { ...c, hidden: false }
        : c,
  );
  if (view === 'expiring' || view === 'expired')
    columns.push(
      col('horizon', {
        grid: false,
        detail: false,
        search: {
          kind: 'select',
          options: codedValues('certificates:days', EXPIRY_HORIZONS.map(String)),
          defaultValue: String(EXPIRY_HORIZONS[0]),
          order: -1,
        },
      }),
    );
  return {
    id: `certificates.${view}`,
    query: queryCerts,
    params: { view },
    rowKey: 'sheetId',
    columns,
    selection: 'checkbox',
    defaultOrderBy: view === 'expiring' || view === 'expired' ? 'expiryDate asc' : 'createDate desc',
    ...(view === 'search'
      ? { searchNeedsOneOf: { fields: CERT_SEARCH_NEEDS, messageKey: CERT_ERRORS.oneOfRequired.messageKey } }
      : {}),
    actions: actionsOf(view, nav),
    export: { fileNameKey: `certificates:exportFileName.${view}` },
  };
}
