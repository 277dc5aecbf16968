import { http, type RequestOptions } from './http';
import { LOOKUP_KINDS, LOOKUP_PAGE, lookupUrl, type LookupKind } from './lookupContract';
import { commonUrl } from './platformContract';
import type { Page, PageQuery } from './types';

/** Lookup (精灵) searches, SPEC §3/§4, on the lookups' contract. */

export { LOOKUP_KINDS, LOOKUP_PAGE };

export const lookupSearch = <T = Record<string, unknown>>(kind: LookupKind, query: PageQuery, opts?: RequestOptions) =>
  http.post<Page<T>>(lookupUrl(kind), query, opts);

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
  http.post<Page<BankAccount>>(commonUrl('bankAccountSearch'), query, opts);
