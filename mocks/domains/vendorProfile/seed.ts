import { addDays, at } from '../../db/clock';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type { ChangeRequest, FieldChange } from '@/features/vendorProfile/types';
import { CHANGE_STATUS } from '@/features/vendorProfile/contract';
import type { VendorFinanceRow, VendorProfileTables } from './tables';
import { fieldsOf, vendorKeyOf } from '../../db/tables';

/**
 * Supplier profile (SPEC §3): each supplier code's bank and invoicing data, taken from its vendor
 * row and its settlement account of the bank-account search, and a history of change requests —
 * approved and rejected ones for every code (dozens for the demo supplier 100101), and one pending
 * invoicing change for a few others so the retailer has requests to review. The demo supplier
 * has none pending: its bank change is the journey of issue 20.
 */

const REJECTIONS = ['开户许可证与账户名称不一致，请核实', '纳税人识别号与营业执照不符'];
const CHECKERS = ['李建国', '王晓梅'];

export function financeRows(ctx: SeedContext): VendorFinanceRow[] {
  return ctx.tables.vendors!.map((v, i) => {
    const account = ctx.tables.bankAccounts!.find((a) => a.account === v.account);
    return {
      ...vendorKeyOf(v),
      accountName: account?.accountName ?? v.venderName,
      account: v.account,
      bankName: v.bankName,
      bankCode: account?.bankCode ?? '',
      bankProvince: account?.bankProvince ?? v.province,
      bankCity: account?.bankCity ?? v.city,
      accountType: '1',
      payMode: String((i % 3) + 1),
      financingType: i % 4 === 0 ? '1' : '',
      ...fieldsOf(v, ['invoiceName', 'taxpayerId', 'taxLevel']),
      invoiceAddress: v.address,
      invoicePhone: v.phone,
      invoiceBankName: v.bankName,
      invoiceAccount: v.account,
    };
  });
}

function historyOf(
  ctx: SeedContext,
  f: VendorFinanceRow,
  count: number,
  seq: { n: number },
  applicant: string,
): ChangeRequest[] {
  const rows: ChangeRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    seq.n += 1;
    const part = i % 2 === 0 ? 'bank' : 'invoice';
    const status = i % 3 === 2 ? CHANGE_STATUS.rejected : CHANGE_STATUS.approved;
    const applyDate = addDays(ctx.today, -(count - i) * 15 - ctx.rng.int(0, 10));
    const changes: FieldChange[] =
      part === 'bank'
        ? [{ field: 'payMode', before: String(((i + 1) % 5) + 1), after: f.payMode }]
        : [{ field: 'invoicePhone', before: `0755-${String(82000000 + i * 97)}`, after: f.invoicePhone }];
    const request: ChangeRequest = {
      requestId: `BG${applyDate.replace(/-/g, '')}${String(seq.n).padStart(4, '0')}`,
      ...vendorKeyOf(f),
      part,
      status,
      changes,
      remark: part === 'bank' ? '结算方式调整' : '开票电话变更',
      applicant,
      applyDate: at(applyDate, ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
      checker: ctx.rng.pick(CHECKERS),
      checkDate: at(addDays(applyDate, 2), ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
      rejectReason: status === CHANGE_STATUS.rejected ? REJECTIONS[i % 2] : null,
    };
    rows.push(request);
  }
  return rows;
}

export function changeRows(ctx: SeedContext): ChangeRequest[] {
  const seq = { n: 0 };
  const rows: ChangeRequest[] = [];
  ctx.tables.vendorFinance!.forEach((f, i) => {
    const vendor = ctx.tables.vendors!.find((v) => v.venderId === f.venderId && v.bu === f.bu)!;
    rows.push(...historyOf(ctx, f, f.venderId === '100101' ? 30 : ctx.rng.int(2, 6), seq, vendor.contact));
    // Every other code but the demo supplier's: one invoicing change awaiting the retailer.
    if (f.venderId !== '100101' && i % 2 === 1) {
      seq.n += 1;
      const applyDate = addDays(ctx.today, -ctx.rng.int(0, 3));
      rows.push({
        requestId: `BG${applyDate.replace(/-/g, '')}${String(seq.n).padStart(4, '0')}`,
        ...vendorKeyOf(f),
        part: 'invoice',
        status: CHANGE_STATUS.pending,
        changes: [{ field: 'invoiceAddress', before: f.invoiceAddress, after: `${f.invoiceAddress}A座` }],
        remark: '注册地址变更',
        applicant: vendor.contact,
        applyDate: at(applyDate, 9, 30),
        checker: null,
        checkDate: null,
        rejectReason: null,
      });
    }
  });
  return rows;
}

export const seeders: SeedersOf<VendorProfileTables> = {
  vendorFinance: (ctx) => financeRows(ctx),
  vendorChanges: (ctx) => changeRows(ctx),
};
