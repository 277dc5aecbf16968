import * as profile from './service';
import { postRoutes } from '../../handlers/route';
import { VENDERINFO_BASE, VENDERINFO_PATHS as P } from '@/features/vendorProfile/contract';

/** Supplier profile and its change requests: docs/API.md "Supplier profile". */
export const handlers = [
  ...postRoutes(VENDERINFO_BASE, {
    [P.profile]: ({ ctx, body }) => profile.profile(ctx, body),
    [P.history]: ({ ctx, body }) => profile.changeHistory(ctx, body),
    [P.saveBasic]: ({ ctx, body }) => profile.saveBasic(ctx, body),
    [P.requestChange]: ({ ctx, body }) => profile.requestChange(ctx, body),
    [P.review]: ({ ctx, body }) => profile.reviewChanges(ctx, body),
    [P.supplierQuery]: ({ ctx, body }) => profile.supplierQuery(ctx, body),
  }),
];
