import * as esign from './service';
import { postRoutes } from '../../handlers/route';
import { ESIGN_BASE, ESIGN_PATHS as P } from '@/features/esign/contract';

/** E-signature: docs/API.md "E-signature", on the contract's paths. */
export const handlers = [
  ...postRoutes(ESIGN_BASE, {
    [P.seals]: ({ ctx, body }) => esign.querySeals(ctx, body),
    [P.signatures]: ({ ctx, body }) => esign.querySignatures(ctx, body),
    [P.pictures]: ({ ctx, body }) => esign.queryPictures(ctx, body),
    [P.addPicture]: ({ ctx, body }) => esign.addPicture(ctx, body),
    [P.pictureStatus]: ({ ctx, body }) => esign.setPictureStatus(ctx, body),
    [P.deletePicture]: ({ ctx, body }) => esign.deletePicture(ctx, body),
  }),
];
