import type { PictureSignature } from '@/features/esign/types';

/** The retailer's picture signatures (party A's seal image per BU). Electronic seals are the CA certificates of sealApplication. */
export type EsignTables = {
  pictureSignatures: PictureSignature[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends EsignTables {}
}
