import { table } from '../../db';
import { fieldsOf } from '../../db/tables';
import { apiError, ERR } from '../../errors';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import { requireUser, vendorScope, type Ctx } from '../../services/context';
import { isBlank, matchValue, paginate, paramsOf, type Page, type PageQuery } from '../../services/paging';
import { currentJointCosts } from '../../shared/jointCosts';
import { isRetailerUser } from '@/api/platformContract';
import { CONTRACT_STATUS } from '@/features/contracts/contract';
import { LOOKUP_KEYWORD_PARAM, LOOKUP_PAGE, isLookupKind, type LookupKind } from '@/api/lookupContract';

/**
 * Lookups (精灵, SPEC §3/§4): `POST /api/fea-vsm/lookup/{kind}` with { pageNo, pageSize, params }.
 * Each kind lists its records for the caller and the fields a typed value is matched against.
 * A param whose key is a record field filters on that field (prefix match for codes, substring
 * for names); `keyword` (or a key listed in `aliases` as '*') matches any searchable field; a
 * key listed in `aliases` maps to a record field; other keys are ignored.
 * Adding a kind: add an entry to LOOKUPS.
 */
export type LookupDef = {
  rows(ctx: Ctx): Array<Record<string, unknown>>;
  searchable: string[];
  aliases?: Record<string, string>;
};

/** A contract's status as the contract screens name it, for every status the contract has. */
const CONTRACT_STATUS_NAMES: Record<string, string> = Object.fromEntries(
  Object.values(CONTRACT_STATUS).map((status) => [status, catalogue(`contracts:status.${status}`)]),
);

const VENDOR_STATUS: Record<string, string> = {
  '0': catalogue('contracts:status.0'),
  '1': catalogue('vendorProfile:vendorStatus.1'),
  '2': catalogue('vendorProfile:vendorStatus.2'),
  '3': catalogue('settlement:docStatus.0'),
  '4': catalogue('vendorProfile:vendorStatus.4'),
  '97': catalogue('esign:pictures.status.0'),
  '98': catalogue('vendorProfile:vendorStatus.98'),
  '99': tr('已淘汰', 'Eliminated'),
};

export const LOOKUPS: Record<LookupKind, LookupDef> = {
  constGoods: {
    rows: (ctx) => {
      // A joint-venture goods is bought at its joint cost (/goodsadjcost), the old cost of its next readjustment.
      const joint = currentJointCosts();
      return table('goods')
        .filter(vendorScope(ctx))
        .map((g) => ({
          ...fieldsOf(g, ['goodsId', 'goodsName', 'barcode', 'spec', 'unit', 'brand', 'majorId', 'majorName']),
          ...fieldsOf(g, ['venderId', 'bu', 'saleTaxRate', 'salePrice']),
          purchasePrice: joint.get(`${g.venderId}/${g.bu}/${g.goodsId}`) ?? g.purchasePrice,
        }));
    },
    searchable: ['goodsId', 'goodsName', 'barcode'],
    aliases: { goodsCode: 'goodsId', buId: 'bu' },
  },
  contractId: {
    rows: (ctx) => {
      const bus = table('bus');
      return table('contracts')
        .filter(vendorScope(ctx))
        .map((c) => ({
          ...fieldsOf(c, [
            'contractId',
            'contractName',
            'venderId',
            'venderName',
            'bu',
            'startDate',
            'endDate',
            'status',
          ]),
          buName: bus.find((b) => b.buId === c.bu)?.buName ?? '',
          statusName: CONTRACT_STATUS_NAMES[c.status] ?? c.status,
        }));
    },
    searchable: ['contractId', 'contractName'],
    aliases: { buId: 'bu' },
  },
  finEntityId: {
    rows: (ctx) =>
      table('finEntities')
        .filter((f) => !ctx.vendor || f.buId === ctx.vendor.bu)
        .map((f) => ({ ...f })),
    searchable: ['finEntityId', 'finEntityName'],
  },
  lessMajor: {
    rows: () => {
      const cats = table('categories');
      return cats
        .filter((c) => c.level === 2)
        .map((c) => ({
          lessMajorId: c.id,
          lessMajorName: c.name,
          majorId: c.parentId,
          majorName: cats.find((p) => p.id === c.parentId)?.name ?? '',
        }));
    },
    searchable: ['lessMajorId', 'lessMajorName'],
  },
  major: {
    rows: () =>
      table('categories')
        .filter((c) => c.level === 1)
        .map((c) => ({ majorId: c.id, majorName: c.name })),
    searchable: ['majorId', 'majorName'],
  },
  origin: {
    rows: () => table('origins').map((o) => ({ ...o })),
    searchable: ['originId', 'originName'],
  },
  partner: {
    rows: (ctx) => {
      const user = requireUser(ctx);
      const vendors = table('vendors');
      return table('partners')
        .filter((p) => isRetailerUser(user) || p.partnerId === user.partnerId)
        .map((p) => {
          const status = vendors.find((v) => v.partnerId === p.partnerId)?.status ?? '2';
          return {
            ...fieldsOf(p, ['partnerId', 'partnerName', 'partnerCode', 'partnerSysId', 'taxNumber']),
            status,
            statusName: VENDOR_STATUS[status] ?? status,
          };
        });
    },
    searchable: ['partnerId', 'partnerName', 'partnerCode'],
  },
  tempId: {
    rows: () => table('templates').map((t) => ({ ...t })),
    searchable: ['tempId', 'tempName'],
  },
};

const KEYWORD_KEYS = [LOOKUP_KEYWORD_PARAM, 'searchValue', 'value', 'q'];

export function lookup(ctx: Ctx, kind: string, query: PageQuery): Page<Record<string, unknown>> {
  requireUser(ctx);
  if (!isLookupKind(kind)) throw apiError(ERR.lookupUnknown);
  const def = LOOKUPS[kind];
  const params = paramsOf(query);
  const rows = def.rows(ctx).filter((row) =>
    Object.entries(params).every(([key, value]) => {
      if (isBlank(value)) return true;
      const target = def.aliases?.[key] ?? key;
      if (target === '*' || KEYWORD_KEYS.includes(key)) return def.searchable.some((f) => matchValue(f, row[f], value));
      if (!(target in row)) return true;
      return matchValue(target, row[target], value);
    }),
  );
  return paginate(rows, query, LOOKUP_PAGE);
}
