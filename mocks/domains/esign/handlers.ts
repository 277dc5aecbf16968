import * as esign from './service';
import { postRoutes } from '../../handlers/route';

/** E-signature: docs/API.md "E-signature". */
export const handlers = [
  ...postRoutes('/api/fea-vsm/esign', {
    seals: ({ ctx, body }) => esign.querySeals(ctx, body),
    signatures: ({ ctx, body }) => esign.querySignatures(ctx, body),
    'pictures/query': ({ ctx, body }) => esign.queryPictures(ctx, body),
    'pictures/add': ({ ctx, body }) => esign.addPicture(ctx, body),
    'pictures/status': ({ ctx, body }) => esign.setPictureStatus(ctx, body),
    'pictures/delete': ({ ctx, body }) => esign.deletePicture(ctx, body),
  }),
];
