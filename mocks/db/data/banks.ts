import type { BankAccountRow, VendorRow } from '../../domains/platform/tables';

/** Bank-account search data (SPEC §7): each vendor's settlement account; the demo supplier also has a general account. */
const BANK_CODES: Record<string, string> = {
  中国工商银行深圳分行: '102584000002',
  招商银行广州分行: '308581002016',
  中国建设银行东莞分行: '105602000019',
  中国银行杭州分行: '104331000006',
};

export function bankAccountRows(vendors: VendorRow[]): BankAccountRow[] {
  const rows: BankAccountRow[] = [];
  for (const v of vendors) {
    if (rows.some((r) => r.account === v.account)) continue;
    const base = {
      partnerId: v.partnerId,
      accountName: v.venderName,
      bankName: v.bankName,
      bankCode: BANK_CODES[v.bankName] ?? '102100099996',
      bankProvince: v.province,
      bankCity: v.city,
    };
    rows.push({ ...base, account: v.account, accountType: '1' });
    if (v.venderId === '100101') rows.push({ ...base, account: `${v.account.slice(0, -1)}1`, accountType: '2' });
  }
  return rows;
}
