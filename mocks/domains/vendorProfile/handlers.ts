import * as profile from './service';
import { postRoutes } from '../../handlers/route';

/** Supplier profile and its change requests: docs/API.md "Supplier profile". */
export const handlers = [
  ...postRoutes('/api/fea-vsm/venderinfo', {
    profile: ({ ctx, body }) => profile.profile(ctx, body),
    history: ({ ctx, body }) => profile.changeHistory(ctx, body),
    saveBasic: ({ ctx, body }) => profile.saveBasic(ctx, body),
    requestChange: ({ ctx, body }) => profile.requestChange(ctx, body),
    review: ({ ctx, body }) => profile.reviewChanges(ctx, body),
    supplierQuery: ({ ctx, body }) => profile.supplierQuery(ctx, body),
  }),
];
