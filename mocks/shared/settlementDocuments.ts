import { insertRow, nextId, table } from '../db';
import { nowStamp } from '../db/clock';
import { fieldsOf, type VendorKey } from '../db/tables';
import { siteNames } from '../services/docList';
import { DOC_STATUS, cents } from '@/features/settlement/contract';
import type { SettleDoc } from '@/features/settlement/types';
import { vendorKeyOf } from '../db/tables';

/** What enters settlement: a confirmed receipt (docType 1), an executed return (2) or an expense deduction (3). */
export type BusinessDocument = VendorKey & {
  docType: SettleDoc['docType'];
  /** The business document's own number (acceptance, return or expense sheet id). */
  sourceSheetId: string;
  shopId: string;
  docDate: string;
  /** Signed: a receipt positive, a return or a deduction negative. */
  amount: number;
  creator: string;
};

/**
 * A business document becomes a settlement document not yet extracted, owned by its supplier code,
 * as the retailer's back end makes one when a receipt is confirmed (acceptance), a
 * return executed (returns) or an expense confirmed. Once per business document: a
 * repeated call answers the settlement document it already has.
 */
export function recordBusinessDocument(b: BusinessDocument): SettleDoc {
  const existing = table('settleDocs').find((d) => d.docType === b.docType && d.sourceSheetId === b.sourceSheetId);
  if (existing) return existing;
  return insertRow('settleDocs', {
    sheetId: `SD${b.docDate.replace(/-/g, '')}${String(90000 + nextId('settleDoc')).padStart(5, '0')}`,
    sheetType: 'settle_doc',
    ...vendorKeyOf(b),
    status: DOC_STATUS.notExtracted,
    creator: b.creator,
    checker: null,
    createDate: nowStamp(),
    checkDate: null,
    ...fieldsOf(b, ['docType', 'sourceSheetId', 'shopId']),
    shopName: siteNames().get(b.shopId) ?? '',
    docDate: b.docDate,
    amount: cents(b.amount),
    settleSheetId: null,
    delayed: false,
    disputeId: null,
  });
}
