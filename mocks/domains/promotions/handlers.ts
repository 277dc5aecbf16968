import { postRoutes } from '../../handlers/route';
import * as promo from './service';

const confirmRoutes = (path: string, name: promo.ConfirmTable) =>
  postRoutes(`/api/fea-vsm/promotion/${path}`, {
    query: ({ ctx, body }) => promo.queryConfirmDocs(ctx, name, body),
    confirm: ({ ctx, body }) => promo.confirmDocs(ctx, name, body),
    decline: ({ ctx, body }) => promo.declineDocs(ctx, name, body),
  });

/** Promotions: docs/API.md "Promotions". */
export const handlers = [
  ...confirmRoutes('grossprofit', 'grossProfitApprovals'),
  ...confirmRoutes('tiein', 'tieIns'),
  ...confirmRoutes('vip', 'vipDiscounts'),
  ...confirmRoutes('salegrossprofit', 'promoSaleGrossProfits'),
  ...confirmRoutes('payreadjust', 'payReadjusts'),
  ...postRoutes('/api/fea-vsm/promotion/readjust', {
    query: ({ ctx, body }) => promo.queryReadjusts(ctx, body),
    save: ({ ctx, body }) => promo.saveReadjust(ctx, body),
  }),
  ...postRoutes('/api/fea-vsm/promotion/apply', {
    query: ({ ctx, body }) => promo.queryApplications(ctx, body),
    save: ({ ctx, body }) => promo.saveApplication(ctx, body),
    review: ({ ctx, body }) => promo.reviewApplications(ctx, body),
  }),
  ...postRoutes('/api/fea-vsm/promotion/online', {
    query: ({ ctx, body }) => promo.queryOnline(ctx, body),
    sign: ({ ctx, body }) => promo.signOnline(ctx, body),
    agreement: ({ ctx, body }) => promo.onlineAgreement(ctx, body),
  }),
];
