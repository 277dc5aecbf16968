import { HttpResponse } from 'msw';
import * as common from '../services/common';
import * as files from '../services/files';
import { bankAccountSearch } from '../services/bank';
import { sheetImages } from '../services/sheets';
import { postRoutes, route } from './route';

const P = '/api/fea-vsm/common';

export const commonHandlers = [
  ...postRoutes(P, {
    auditLog: ({ ctx, body }) => common.auditLog(ctx, body),
    commonUrls: ({ ctx, body }) => common.commonUrls(ctx, body.appCode),
    getDic: ({ ctx, body }) => common.getDic(ctx, body.params ?? body.items),
    getCompanyList: ({ ctx, body }) => common.getCompanyList(ctx, body.buId),
    getCertBUList: ({ ctx }) => common.certBuList(ctx),
    getVenderCaByPartnerId: ({ ctx, body }) => common.venderCa(ctx, body.partnerId),
    searchPartnerBlack: ({ ctx, body }) => common.partnerBlack(ctx, body.partnerId),
    searchPartnerVender: ({ ctx, body }) => common.partnerVender(ctx, body.partnerId, body.buId),
    partnerSearch: ({ ctx, body }) => common.partnerSearch(ctx, body),
    buList: ({ ctx }) => common.buList(ctx),
    provinces: ({ ctx, body }) => common.regions(ctx, 'province', body.parentId),
    cities: ({ ctx, body }) => common.regions(ctx, 'city', body.parentId),
    regions: ({ ctx, body }) => common.regions(ctx, 'district', body.parentId),
    payModes: ({ ctx }) => common.simpleList(ctx, 'payModes'),
    accountTypes: ({ ctx }) => common.simpleList(ctx, 'accountTypes'),
    financingTypes: ({ ctx }) => common.simpleList(ctx, 'financingTypes'),
    taxLevels: ({ ctx }) => common.simpleList(ctx, 'taxLevels'),
    certTypes: ({ ctx }) => common.simpleList(ctx, 'certTypes'),
    certCategories: ({ ctx }) => common.simpleList(ctx, 'certCategories'),
    evidenceTypes: ({ ctx }) => common.simpleList(ctx, 'evidenceTypes'),
    categoryList: ({ ctx }) => common.categoryList(ctx),
    shopSearch: ({ ctx, body }) => common.shopSearch(ctx, body),
    orgSearch: ({ ctx, body }) => common.orgSearch(ctx, body),
    operationLog: ({ ctx, body }) => common.operationLog(ctx, body),
    helpList: ({ ctx }) => common.helpList(ctx),
    bankAccountSearch: ({ ctx, body }) => bankAccountSearch(ctx, body),
    sheetImages: ({ ctx, body }) => sheetImages(ctx, body.sheetId),
    // multipart: file, appCode, fileStore
    upload: ({ ctx, body, query }) => files.upload(ctx, body.file, { appCode: body.appCode ?? query.appCode, fileStore: body.fileStore ?? query.fileStore }),
  }),
  // GET by file address; the token may come as header or `apptoken` query (links cannot set headers).
  route({
    method: 'get',
    path: `${P}/group2/file/download`,
    auth: 'public',
    handle: ({ ctx, query }) => {
      const { file, bytes } = files.download(common.requireParam(query.fileUrl), ctx.token ?? query.apptoken ?? null);
      return new HttpResponse(bytes, {
        status: 200,
        headers: {
          'Content-Type': file.contentType,
          'Content-Length': String(bytes.length),
          'Content-Disposition': `attachment; filename="${asciiName(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        },
      });
    },
  }),
];

function asciiName(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return ascii || 'file';
}
