import { HttpResponse } from 'msw';
import * as common from './common';
import * as files from '../../services/files';
import { bankAccountSearch } from './bank';
import { sheetImages } from './sheets';
import { postRoutes, route } from '../../handlers/route';
import * as auth from './auth';
import * as i18n from './i18n';
import { moduleTree } from './menu';
import {
  AUTH_BASE as AUTH,
  AUTH_PATHS as A,
  COMMON_BASE as COMMON,
  I18N_BASE as I18N,
  I18N_PATHS,
  MENU_BASE,
  MENU_PATHS,
} from '@/api/platformContract';

const authHandlers = [
  // Public: the token comes in the body (the client has none yet); unknown tokens answer A0242.
  route({
    method: 'post',
    path: `${AUTH}/${A.getApptokenInfo}`,
    auth: 'public',
    vendorHeaders: 'ignore',
    handle: ({ body, request }) =>
      auth.getApptokenInfo(String(body.apptoken ?? body.appToken ?? request.headers.get('apptoken') ?? '')),
  }),
  // Sign-in bootstrap: vendor headers are not checked (a stale selection must not block them).
  ...postRoutes(
    AUTH,
    {
      [A.logout]: ({ ctx }) => auth.logout(ctx),
      [A.getDataPermission]: ({ ctx }) => auth.getDataPermission(ctx),
      [A.venderLogin]: ({ ctx, body }) => auth.venderLogin(ctx, body),
    },
    { vendorHeaders: 'ignore' },
  ),
  ...postRoutes(AUTH, {
    [A.myPosts]: ({ ctx }) => auth.myPosts(ctx),
    [A.listApp]: ({ ctx }) => auth.listApp(ctx),
    [A.applyApplication]: ({ ctx, body }) => auth.applyApp(ctx, body.appId),
    [A.cancelApplication]: ({ ctx, body }) => auth.cancelApp(ctx, body.appId),
    [A.getToken]: ({ ctx }) => auth.getToken(ctx),
    [A.dataRights]: ({ ctx }) => auth.dataRights(ctx),
    [A.turnOnValidate]: ({ ctx, body }) => auth.turnOnValidate(ctx, body.partnerId),
  }),
];

const menuHandlers = postRoutes(MENU_BASE, {
  [MENU_PATHS.moduleTree]: ({ ctx }) => moduleTree(ctx),
  [MENU_PATHS.getAppMenu]: ({ ctx }) => moduleTree(ctx),
});

const i18nHandlers = [
  route({ method: 'get', path: `${I18N}/${I18N_PATHS.preferenceGet}`, handle: ({ ctx }) => i18n.getPreference(ctx) }),
  route({
    method: 'post',
    path: `${I18N}/${I18N_PATHS.preferenceSet}`,
    handle: ({ ctx, body }) => i18n.setPreference(ctx, body.languageCode),
  }),
  // Public (no token): the texts may be loaded before sign-in. Like every call (docs/API.md), the
  // answer is the envelope; its data is the flat { zh-CN text: translation } object.
  route({
    method: 'get',
    path: `${I18N}/${I18N_PATHS.download}/:file`,
    auth: 'public',
    handle: ({ params }) => i18n.download(params.file.replace(/\.json$/, '')),
  }),
];

const commonHandlers = [
  ...postRoutes(COMMON, {
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
    upload: ({ ctx, body, query }) =>
      files.upload(ctx, body.file, {
        appCode: body.appCode ?? query.appCode,
        fileStore: body.fileStore ?? query.fileStore,
      }),
  }),
  // GET by file address; the token may come as header or `apptoken` query (links cannot set headers).
  route({
    method: 'get',
    path: `${COMMON}/group2/file/download`,
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

/** The platform's calls: sign-in and session, menus, texts, common lists and files. */
export const handlers = [...authHandlers, ...menuHandlers, ...i18nHandlers, ...commonHandlers];
