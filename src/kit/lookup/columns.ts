import type { LookupConfig, LookupKind } from '../schema';

/**
 * Default columns of the lookup dialog per kind (the record fields the lookup answers; see
 * docs/API.md "Lookups"). Titles are keys of the `lookup` namespace. A config's `columns` wins.
 */
export type LookupColumn = NonNullable<LookupConfig['columns']>[number];

const col = (dataIndex: string): LookupColumn => ({ dataIndex, titleKey: `lookup:col.${dataIndex}` });

export const DEFAULT_LOOKUP_COLUMNS: Record<LookupKind, LookupColumn[]> = {
  constGoods: ['goodsId', 'goodsName', 'barcode', 'spec', 'unit', 'brand', 'majorName'].map(col),
  contractId: ['contractId', 'contractName', 'venderName', 'buName', 'startDate', 'endDate', 'statusName'].map(col),
  finEntityId: ['finEntityId', 'finEntityName', 'buId', 'taxNumber', 'bankName'].map(col),
  lessMajor: ['lessMajorId', 'lessMajorName', 'majorId', 'majorName'].map(col),
  major: ['majorId', 'majorName'].map(col),
  origin: ['originId', 'originName', 'provinceName'].map(col),
  partner: ['partnerId', 'partnerName', 'partnerCode', 'taxNumber', 'statusName'].map(col),
  tempId: ['tempId', 'tempName', 'tempTypeName', 'createDate'].map(col),
};

export function lookupColumns(config: Pick<LookupConfig, 'kind' | 'columns'>): LookupColumn[] {
  return config.columns?.length ? config.columns : DEFAULT_LOOKUP_COLUMNS[config.kind];
}
