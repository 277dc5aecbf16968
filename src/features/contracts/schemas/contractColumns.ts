import { columnsIn, documentPeopleColumns, field, supplierColumn } from '@/kit/columns';
import type { ColumnSchema } from '@/kit/schema';
import {
  CONTRACT_STATUSES,
  CONTRACT_TONES,
  CONTRACT_TYPES,
  EXEC_STATUSES,
  SEAL_STATUSES,
  SEAL_TONES,
  SIGN_BIZ_TYPES,
  SIGN_STATUSES,
  SIGN_TONES,
} from '../contract';
import type { Contract } from '../types';

export const contractCol = columnsIn<Contract>('contracts:field');

/** The columns of a contract or agreement bill, each declared once with its search and detail. */
export const contractColumns = (): ColumnSchema<Contract>[] => [
  contractCol('contractId', { sortable: true, width: 170, search: true }),
  contractCol('title', { width: 260, search: true }),
  contractCol('contractType', { options: CONTRACT_TYPES, width: 120, search: true }),
  supplierColumn<Contract>({ only: 'retailer', detail: 'bothSides' }),
  contractCol('status', { options: CONTRACT_STATUSES, tones: CONTRACT_TONES, status: true, width: 100, search: true }),
  contractCol('signStatus', { options: SIGN_STATUSES, tones: SIGN_TONES, status: true, width: 110, search: true }),
  contractCol('sealStatus', { options: SEAL_STATUSES, tones: SEAL_TONES, status: true, width: 120, search: true }),
  contractCol('execStatus', { options: EXEC_STATUSES, width: 100, hidden: true }),
  contractCol('validFrom', { format: 'date', sortable: true, width: 110 }),
  contractCol('validTo', { format: 'date', sortable: true, width: 110 }),
  contractCol('paymentDays', { width: 90, hidden: true }),
  contractCol('rebateRate', { width: 90, hidden: true }),
  contractCol('promotionFee', { format: 'amount', width: 120, hidden: true }),
  contractCol('signBizType', { options: SIGN_BIZ_TYPES, width: 120, hidden: true }),
  contractCol('signTime', { sortable: true, width: 160, search: { kind: 'range-picker' } }),
  contractCol('serialNo', { width: 160, hidden: true }),
  contractCol('rejectReason', { width: 200, hidden: true }),
  field<Contract>('remark', { grid: false }),
  ...documentPeopleColumns<Contract>(),
];
