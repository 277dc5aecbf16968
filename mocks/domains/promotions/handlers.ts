import { postRoutes } from '../../handlers/route';
import * as promo from './service';
import { confirmPaths, PROMOTION_BASE, PROMOTION_PATHS as P, type ConfirmList } from '@/features/promotions/contract';

const confirmRoutes = (list: ConfirmList, name: promo.ConfirmTable) => {
  const paths = confirmPaths(list);
  return postRoutes(PROMOTION_BASE, {
    [paths.query]: ({ ctx, body }) => promo.queryConfirmDocs(ctx, name, body),
    [paths.confirm]: ({ ctx, body }) => promo.confirmDocs(ctx, name, body),
    [paths.decline]: ({ ctx, body }) => promo.declineDocs(ctx, name, body),
  });
};

/** Promotions: docs/API.md "Promotions", on the contract's paths. */
export const handlers = [
  ...confirmRoutes('grossprofit', 'grossProfitApprovals'),
  ...confirmRoutes('tiein', 'tieIns'),
  ...confirmRoutes('vip', 'vipDiscounts'),
  ...confirmRoutes('salegrossprofit', 'promoSaleGrossProfits'),
  ...confirmRoutes('payreadjust', 'payReadjusts'),
  ...postRoutes(PROMOTION_BASE, {
    [P.readjustQuery]: ({ ctx, body }) => promo.queryReadjusts(ctx, body),
    [P.readjustSave]: ({ ctx, body }) => promo.saveReadjust(ctx, body),
    [P.applyQuery]: ({ ctx, body }) => promo.queryApplications(ctx, body),
    [P.applySave]: ({ ctx, body }) => promo.saveApplication(ctx, body),
    [P.applyReview]: ({ ctx, body }) => promo.reviewApplications(ctx, body),
    [P.onlineQuery]: ({ ctx, body }) => promo.queryOnline(ctx, body),
    [P.onlineSign]: ({ ctx, body }) => promo.signOnline(ctx, body),
    [P.onlineAgreement]: ({ ctx, body }) => promo.onlineAgreement(ctx, body),
  }),
];
