import * as sheets from './service';
import * as jointCost from './jointCost';
import { postRoutes } from '../../handlers/route';
import {
  JOINT_COST_BASE,
  JOINT_COST_PATHS as J,
  NEW_GOODS_BASE,
  NEW_GOODS_PATHS as P,
} from '@/features/newProducts/contract';

/** New-goods sheets and joint-venture goods pricing: docs/API.md "New products", on the contract's paths. */
export const handlers = [
  ...postRoutes(NEW_GOODS_BASE, {
    [P.query]: ({ ctx, body }) => sheets.querySheets(ctx, body),
    [P.detail]: ({ ctx, body }) => sheets.sheetDetail(ctx, body.sheetId),
    [P.open]: ({ ctx }) => sheets.openSheet(ctx),
    [P.save]: ({ ctx, body }) => sheets.saveSheet(ctx, body),
    [P.submit]: ({ ctx, body }) => sheets.submitSheet(ctx, body.sheetId),
    [P.delete]: ({ ctx, body }) => sheets.deleteSheet(ctx, body.sheetId),
    [P.review]: ({ ctx, body }) => sheets.reviewLines(ctx, body),
  }),
  ...postRoutes(JOINT_COST_BASE, {
    [J.query]: ({ ctx, body }) => jointCost.queryJointCosts(ctx, body),
    [J.propose]: ({ ctx, body }) => jointCost.proposeCost(ctx, body),
    [J.review]: ({ ctx, body }) => jointCost.reviewProposals(ctx, body),
  }),
];
