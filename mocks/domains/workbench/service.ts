import { fieldsOf } from '../../db/tables';
import type { InboxMail, Notice, TodoCounts } from '@/api/types';
import { table } from '../../db';
import { mockToday } from '../../db/clock';
import { apiError } from '../../errors';
import { catalogue } from '../../catalogue';
import { isRetailer, requireUser, requireVendor, vendorScope, type Ctx } from '../../services/context';
import { countPending } from '../../services/documents';
import { pendingCertCount } from '../../shared/certificateExpiry';
import { waitsOnPaydesk } from '@/features/settlement/contract';
import { FOLDER } from '@/features/mail/contract';
import { isSentNotice, reachesSuppliers } from '@/features/notices/contract';
import { isRetailerUser } from '@/api/platformContract';
import { WORKBENCH_ERRORS, countsFor, salesDayOf, type RetailerTodo } from '@/features/workbench/contract';
import { paginate, type Page, type PageQuery } from '../../services/paging';

/**
 * What waits for retailer staff on their review screens, each counted as the screen's filter lists it
 * (the contract's RETAILER_TODO_STATUS, which the to-do's link filters by): open disputes, sheets
 * waiting on the payment desk (invoice to receive or payment to make), submitted registrations,
 * pending seal applications and submitted promoter agreements.
 */
function retailerTodos(): Record<RetailerTodo, number> {
  return {
    openDisputes: table('disputes').filter(countsFor('openDisputes')).length,
    paymentDesk: table('settleSheets').filter(waitsOnPaydesk).length,
    registrations: table('registrations').filter(countsFor('registrations')).length,
    sealApplications: table('caApplications').filter(countsFor('sealApplications')).length,
    promoterAgreements: table('promoterAgreements').filter(countsFor('promoterAgreements')).length,
  };
}

/** To-do counts: queries over the document tables (pending statuses), for the caller's vendor; retailer staff's review screens besides. */
export function todoCounts(ctx: Ctx): TodoCounts {
  requireVendor(ctx);
  return {
    orderNotice: countPending(ctx, 'orderNotice'),
    orderApproval: countPending(ctx, 'orderApproval'),
    returnNotice: countPending(ctx, 'returnNotice'),
    acceptance: countPending(ctx, 'acceptance'),
    saleGrossProfit: countPending(ctx, 'saleGrossProfit'),
    oiExpense: countPending(ctx, 'oiExpense'),
    pendingCert: pendingCertCount(ctx),
    ...(isRetailer(ctx) ? retailerTodos() : {}),
  };
}

type Share = Array<{ name: string; value: number }>;

/** Yesterday's (or `date`'s, the contract's salesDayOf) sales of the caller's vendor, summed by business type, channel and time slot. */
export function salesShare(
  ctx: Ctx,
  date: unknown,
): { date: string; byBusinessType: Share; byChannel: Share; byTimeSlot: Share } {
  requireVendor(ctx);
  const day = salesDayOf(mockToday(), date);
  const { code, messageKey } = WORKBENCH_ERRORS.salesDay;
  if (!day) throw apiError({ code, message: catalogue(messageKey) });
  const inScope = vendorScope(ctx);
  const rows = table('sales').filter((r) => r.date === day && inScope(r));
  const sum = (key: 'businessType' | 'channel' | 'timeSlot'): Share => {
    const acc = new Map<string, number>();
    for (const r of rows) acc.set(r[key], (acc.get(r[key]) ?? 0) + r.amount);
    return [...acc].map(([name, value]) => ({ name, value: Math.round(value * 100) / 100 }));
  };
  const bySlot = sum('timeSlot').sort((a, b) => a.name.localeCompare(b.name));
  return {
    date: day,
    byBusinessType: sum('businessType').sort((a, b) => b.value - a.value),
    byChannel: sum('channel').sort((a, b) => b.value - a.value),
    byTimeSlot: bySlot,
  };
}

/** Sent official notices for the caller's side: sticky first, then publish date descending. */
export function noticeList(ctx: Ctx, query: PageQuery): Page<Notice & { readers: number }> {
  const user = requireUser(ctx);
  const rows = table('notices')
    .filter((n) => isSentNotice(n) && (isRetailerUser(user) || reachesSuppliers(n.audience)))
    .sort(
      (a, b) =>
        Number(b.sticky) - Number(a.sticky) ||
        b.publishDate.localeCompare(a.publishDate) ||
        Number(b.id) - Number(a.id),
    )
    .map((n) => ({
      ...fieldsOf(n, ['id', 'docNo', 'title', 'publisher', 'publishDate', 'sticky']),
      read: n.readerIds.includes(user.userId),
      readers: n.readerIds.length,
    }));
  return paginate(rows, { ...query, orderBy: undefined });
}

/** The caller's inbox, newest first, with unread markers. */
export function inboxList(ctx: Ctx, query: PageQuery): Page<InboxMail> {
  const user = requireUser(ctx);
  const mails = table('mails');
  const rows = table('mailboxes')
    .filter((b) => b.ownerId === user.userId && b.folder === FOLDER.inbox)
    .sort((a, b) => b.receiveTime.localeCompare(a.receiveTime))
    .map((b) => {
      const m = mails.find((x) => x.emailId === b.emailId)!;
      return {
        emailId: m.emailId,
        title: m.title,
        sender: m.senderName,
        receiveTime: b.receiveTime,
        readStatus: b.readStatus,
        hasAttachment: m.attachment !== null,
      };
    });
  return paginate(rows, { ...query, orderBy: undefined });
}
