import { http, type RequestOptions } from './http';
import type { LookupKind, Page, PageQuery } from './types';

/** Lookup (精灵) searches, SPEC §3/§4. */

export const LOOKUP_KINDS: readonly LookupKind[] = [
  'constGoods',
  'contractId',
  'finEntityId',
  'lessMajor',
  'major',
  'origin',
  'partner',
  'tempId',
];

/** SPEC §9: a typed value is searched on page 1 with size 10. */
export const LOOKUP_PAGE = { pageNo: 1, pageSize: 10 } as const;

export const lookupSearch = <T = Record<string, unknown>>(kind: LookupKind, query: PageQuery, opts?: RequestOptions) =>
  http.post<Page<T>>(`/api/fea-vsm/lookup/${kind}`, query, opts);

/** A record of the bank-account search (SPEC §7): the fields a bank form fills in. */
export type BankAccount = {
  account: string;
  accountName: string;
  bankName: string;
  /** CNAPS bank code (联行号). */
  bankCode: string;
  bankProvince: string;
  bankCity: string;
  /** 1 basic account, 2 general account. */
  accountType: string;
};

/** Bank-account search: the account number (or custom params) → the matching accounts, paged like a lookup. */
export const bankAccountSearch = (query: PageQuery, opts?: RequestOptions) =>
  http.post<Page<BankAccount>>('/api/fea-vsm/common/bankAccountSearch', query, opts);
