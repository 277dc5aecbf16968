import type { UploadedFile, VendorCombination } from '@/api/types';
import type { Maintained } from './contract';

/** Quality traceability (SPEC §2, §5) as docs/API.md "Quality traceability" answers it. */

/** Base information of one goods: where and by whom it is made, under which licence. */
export type TraceBaseRecord = VendorCombination & {
  goodsId: string;
  manufacturer: string;
  manufacturerAddress: string;
  origin: string;
  /** Production licence (SC) number. */
  licenceNo: string;
  updateTime: string;
};

/** A row of the base-information list: every goods of the supplier, maintained or not. */
export type TraceBase = VendorCombination & {
  goodsId: string;
  goodsName: string;
  barcode: string;
  /** The contract's MAINTAINED: maintained, not yet. */
  maintained: Maintained;
  manufacturer: string | null;
  manufacturerAddress: string | null;
  origin: string | null;
  licenceNo: string | null;
  updateTime: string | null;
};

export type TraceBaseInput = Pick<
  TraceBaseRecord,
  'goodsId' | 'manufacturer' | 'manufacturerAddress' | 'origin' | 'licenceNo'
>;

/** A production batch of one goods, with the SPEC §5 required inspection report image and production log. */
export type TraceBatchRecord = VendorCombination & {
  batchId: string;
  goodsId: string;
  batchNo: string;
  productionDate: string;
  quantity: number;
  inspectionReport: UploadedFile[];
  productionLog: UploadedFile[];
  createTime: string;
};

export type TraceBatch = TraceBatchRecord & { goodsName: string; barcode: string };

export type TraceBatchInput = Pick<
  TraceBatchRecord,
  'goodsId' | 'batchNo' | 'productionDate' | 'quantity' | 'inspectionReport' | 'productionLog'
>;
