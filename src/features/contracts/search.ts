import { listSource, statusKeyOf, type SearchSource, partyOf } from '@/kit/search';
import { queryContracts } from './api';
import { CONTRACT_STATUSES } from './contract';
import type { Contract } from './types';

/** Contracts in the search box by number, on each side's signing screen. */
const contracts = (side: 'supplier' | 'retailer', path: string) =>
  listSource<Contract>({
    id: `contracts.contract.${side}`,
    kindKey: 'search:kind.contract',
    side,
    path,
    query: queryContracts,
    param: 'contractId',
    hit: (c) => ({
      key: c.contractId,
      number: c.contractId,
      name: c.title,
      statusKey: statusKeyOf(CONTRACT_STATUSES, c.status),
      date: c.createDate,
      party: partyOf(side, c),
    }),
  });

export const searchSources: SearchSource[] = [
  contracts('supplier', '/contract-management/signature'),
  contracts('retailer', '/s/contract/signature'),
];
