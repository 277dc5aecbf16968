/**
 * Plain data of the workbench: which to-dos exist, where each one leads on either side, and the
 * small formatting helpers the cards and the (lazy) charts share. No React and nothing heavy here,
 * so the page chunk stays small and the charts chunk can import it too.
 */

import type { SalesShare, ShareItem, TodoCounts } from '@/api/types';
import { formatPercent as formatRate } from '@/lib/formats';
import { today } from '@/lib/serverClock';
import { RETAILER_TODO_STATUS, TODO_PENDING, salesDayOf } from './contract';

export type WorkbenchSide = 'supplier' | 'retailer';

export type TodoKey = keyof TodoCounts;

export type NoticeItem = {
  id: string | number;
  docNo?: string;
  title: string;
  publisher?: string;
  publishDate?: string | null;
  sticky: boolean;
  read?: boolean;
};

export type InboxItem = {
  emailId: string | number;
  title: string;
  sender?: string;
  receiveTime?: string | null;
  readStatus: 0 | 1 | number;
  hasAttachment?: boolean;
};

/** A published content block of the portal's home (SPEC §2 index content page), as the supplier's home shows it. */
export type HomeBlock = {
  contentId: string;
  title: string;
  /** Rich text (HTML), sanitised again when shown. */
  body: string;
  sticky: boolean;
  publishTime: string | null;
};

type TodoDef = {
  key: TodoKey;
  labelKey: string;
  /** Target screen with its filter; null where the side has no such screen (count only). */
  to: Record<WorkbenchSide, string | null>;
  /** A to-do of one side only (retailer staff's review screens). */
  only?: WorkbenchSide;
};

const PENDING = `?status=${TODO_PENDING}`;

/** The seven to-dos of SPEC §2, then what waits on retailer staff's review screens, in display order. */
export const TODOS: readonly TodoDef[] = [
  {
    key: 'orderNotice',
    labelKey: 'todoOrderNotice',
    to: { supplier: `/order/order_notice${PENDING}`, retailer: `/s/order-management/ordernotice_query${PENDING}` },
  },
  {
    key: 'orderApproval',
    labelKey: 'todoOrderApproval',
    to: { supplier: `/order/order_approval${PENDING}`, retailer: `/s/order-management/order_approval${PENDING}` },
  },
  {
    key: 'returnNotice',
    labelKey: 'todoReturnNotice',
    to: {
      supplier: `/returndocument-management/returnnoticedoc_query${PENDING}`,
      retailer: `/s/reorder/return-sales${PENDING}`,
    },
  },
  {
    key: 'acceptance',
    labelKey: 'todoAcceptance',
    to: {
      supplier: `/acceptance-management/acceptancedoc_query${PENDING}`,
      retailer: `/s/acceptance/search${PENDING}`,
    },
  },
  {
    key: 'saleGrossProfit',
    labelKey: 'todoSaleGrossProfit',
    to: { supplier: `/promotion/sale_grossprofit${PENDING}`, retailer: null },
  },
  {
    key: 'oiExpense',
    labelKey: 'todoOiExpense',
    to: { supplier: `/settlement-management/OIexpense_document${PENDING}`, retailer: null },
  },
  {
    key: 'pendingCert',
    labelKey: 'todoPendingCert',
    to: { supplier: `/cert/onhand${PENDING}`, retailer: `/s/license/license_review${PENDING}` },
  },
  ...(
    [
      ['openDisputes', 'todoOpenDisputes', '/s/settlement-management/dispute_desk'],
      ['paymentDesk', 'todoPaymentDesk', '/s/settlement-management/payment_desk'],
      ['registrations', 'todoRegistrations', '/s/basicinfo/registration_review'],
      ['sealApplications', 'todoSealApplications', '/s/electronic-signature/ca_review'],
      ['promoterAgreements', 'todoPromoterAgreements', '/s/contract/promoter_protocol_rpt'],
    ] as const
  ).map(([key, labelKey, screen]) => ({
    key,
    labelKey,
    to: { supplier: null, retailer: `${screen}?status=${RETAILER_TODO_STATUS[key]}` },
    only: 'retailer' as const,
  })),
];

/** Where the notice and mail items and their "more" links lead on each side. */
export const MESSAGE_ROUTES: Record<
  WorkbenchSide,
  {
    notice: (id: string | number) => string;
    noticeMore: string;
    mail: (id: string | number) => string;
    mailMore: string;
  }
> = {
  supplier: {
    notice: (id) => `/message/ndetail/${encodeURIComponent(String(id))}`,
    noticeMore: '/message/notice',
    mail: (id) => `/message/email/inbox?open=${encodeURIComponent(String(id))}`,
    mailMore: '/message/email/inbox',
  },
  retailer: {
    notice: (id) => `/s/message/ndetail/${encodeURIComponent(String(id))}`,
    noticeMore: '/s/message/notice',
    mail: (id) => `/s/message/email?open=${encodeURIComponent(String(id))}`,
    mailMore: '/s/message/email',
  },
};

/** Both lists show this many rows, so their cards keep one height whatever arrives. */
export const LIST_PAGE_SIZE = 6;

/** Sticky notices first, otherwise the server's order (stable). */
export function stickyFirst<T extends { sticky: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((n) => n.sticky), ...items.filter((n) => !n.sticky)];
}

export const sumOf = (items: readonly ShareItem[]): number =>
  items.reduce((acc, it) => acc + (Number.isFinite(it.value) && it.value > 0 ? it.value : 0), 0);

/** Share of one value in a total as a percentage with 2 decimals (SPEC §9), e.g. '45.20%'. */
export function formatPercent(value: number, total: number): string {
  const pct = total > 0 && Number.isFinite(value) && value > 0 ? (value / total) * 100 : 0;
  return formatRate(pct);
}

/** True when a sales-share answer has nothing to draw (SPEC §2 empty state). */
export function isSalesEmpty(data: SalesShare | null | undefined): boolean {
  if (!data) return true;
  return sumOf(data.byBusinessType ?? []) <= 0 && sumOf(data.byChannel ?? []) <= 0 && sumOf(data.byTimeSlot ?? []) <= 0;
}

/** Series colours; the first is the theme primary (#5392f7). */
export const CHART_COLORS = [
  '#5392f7',
  '#36b37e',
  '#f5a623',
  '#e8684a',
  '#8e6fd8',
  '#26b5c9',
  '#e36fa8',
  '#8c9bb0',
  '#b8cc3a',
  '#3d5a99',
];

/** Visually hidden but read by screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Height of one chart slot (heading + drawing); the skeleton and empty states keep it. */
export const CHART_SLOT_HEIGHT = 196;

/** The server's yesterday as YYYY-MM-DD (the sales-share default day, the contract's), not the browser's. */
export const yesterday = (): string => salesDayOf(today())!;
