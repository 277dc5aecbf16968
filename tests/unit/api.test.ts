import i18next from 'i18next';
// The msw/node server tests/setup.ts runs for every test file; these tests only add their own
// handlers in front of the mock backend's (and setup resets them after each test).
import { server } from '@mocks/node';
import { http as mswHttp, HttpResponse } from 'msw';
import zhErrors from '../../locales/zh-CN/errors.json';
import enErrors from '../../locales/en-US/errors.json';
import { configureHttp } from '@/api/http';
import * as auth from '@/api/auth';
import * as menu from '@/api/menu';
import * as lang from '@/api/i18n';
import * as common from '@/api/common';
import * as workbench from '@/features/workbench/api';
import { workbenchUrl } from '@/features/workbench/contract';
import { LOOKUP_KINDS, LOOKUP_PAGE, lookupSearch } from '@/api/lookup';
import { environmentConfig } from '@/lib/hostConfig';
import { isCooperateVendor, isDisabledVendorStatus } from '@/api/platformContract';

const notify = vi.fn();
type Seen = { method: string; path: string; query: URLSearchParams; headers: Headers; body: unknown };
let seen: Seen[] = [];
let answer: unknown = null;

const catchAll = mswHttp.all('/api/*', async ({ request }) => {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.text();
  seen.push({
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    body: text ? JSON.parse(text) : undefined,
  });
  return HttpResponse.json({ returncode: '00000', message: 'ok', data: answer });
});

beforeAll(async () => {
  await i18next.init({
    lng: 'zh-CN',
    resources: { 'zh-CN': { errors: zhErrors }, 'en-US': { errors: enErrors } },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  seen = [];
  answer = null;
  notify.mockReset();
  configureHttp({
    getToken: () => 'tok',
    getVendor: () => ({ venderId: '100101', bu: '12', partnerId: 'P10001' }),
    getLanguage: () => 'zh-CN',
    notify,
    onSessionExpired: vi.fn(),
    getEnvironment: () => environmentConfig('mock'),
  });
  server.use(catchAll);
});
afterEach(() => i18next.changeLanguage('zh-CN'));

const A = '/api/fea-vsm';
const page = { pageNo: 1, pageSize: 10, params: { keyword: 'k' } };

describe('SPEC §7 calls: paths and bodies exactly as docs/API.md', () => {
  const calls: [string, () => Promise<unknown>, 'GET' | 'POST', string, unknown][] = [
    [
      'getApptokenInfo',
      () => auth.getApptokenInfo({ apptoken: 't' }),
      'POST',
      `${A}/auth/getApptokenInfo`,
      { apptoken: 't' },
    ],
    [
      'myPosts',
      () => auth.myPosts({ sstoken: 's', emplId: 'e', entId: '1' }),
      'POST',
      `${A}/auth/myPosts`,
      { sstoken: 's', emplId: 'e', entId: '1' },
    ],
    ['listApp', () => auth.listApp(), 'POST', `${A}/auth/listApp`, {}],
    [
      'applyApplication',
      () => auth.applyApplication({ appId: 'A1' }),
      'POST',
      `${A}/auth/application/apply`,
      { appId: 'A1' },
    ],
    [
      'cancelApplication',
      () => auth.cancelApplication({ appId: 'A1' }),
      'POST',
      `${A}/auth/application/cancel`,
      { appId: 'A1' },
    ],
    ['logout', () => auth.logout(), 'POST', `${A}/auth/logout`, {}],
    ['getToken', () => auth.getToken(), 'POST', `${A}/auth/getToken`, {}],
    [
      'dataRights',
      () => auth.dataRights({ appId: 'a', entId: 'e', postId: 'p' }),
      'POST',
      `${A}/auth/dataRights`,
      { appId: 'a', entId: 'e', postId: 'p' },
    ],
    [
      'getDataPermission',
      () => auth.getDataPermission({ entId: '10001' }),
      'POST',
      `${A}/auth/getdatapermission`,
      { entId: '10001' },
    ],
    [
      'turnOnValidate',
      () => auth.turnOnValidate({ partnerId: 'P1' }),
      'POST',
      `${A}/auth/turnOnValidate`,
      { partnerId: 'P1' },
    ],
    [
      'venderLogin',
      () => auth.venderLogin({ venderId: 'v', bu: '12', partnerId: 'P1' }),
      'POST',
      `${A}/auth/venderLogin`,
      { venderId: 'v', bu: '12', partnerId: 'P1' },
    ],
    [
      'moduleTree',
      () => menu.moduleTree({ appToken: 't', appId: 'a', entId: 'e', postId: 'p' }),
      'POST',
      `${A}/menu/moduleTree`,
      { appToken: 't', appId: 'a', entId: 'e', postId: 'p' },
    ],
    [
      'getAppMenu',
      () => menu.getAppMenu({ appToken: 't', appId: 'a', entId: 'e', postId: 'p' }),
      'POST',
      `${A}/menu/getAppMenu`,
      { appToken: 't', appId: 'a', entId: 'e', postId: 'p' },
    ],
    ['getI18nPreference', () => lang.getI18nPreference(), 'GET', `${A}/vender/i18n/preference/get`, undefined],
    [
      'setI18nPreference',
      () => lang.setI18nPreference({ languageCode: 'en-US' }),
      'POST',
      `${A}/vender/i18n/preference/set`,
      { languageCode: 'en-US' },
    ],
    ['downloadI18n', () => lang.downloadI18n('zh-HK'), 'GET', `${A}/vender/i18n/download/zh-HK.json`, undefined],
    [
      'commonUrls',
      () => common.commonUrls({ appCode: 'fea-vsm' }),
      'POST',
      `${A}/common/commonUrls`,
      { appCode: 'fea-vsm' },
    ],
    [
      'getDic (entId 1)',
      () => common.getDic({ params: ['RUNTYPE', 'SALETAXRATE'] }),
      'POST',
      `${A}/common/getDic`,
      { entId: 1, params: ['RUNTYPE', 'SALETAXRATE'] },
    ],
    [
      'getCompanyList',
      () => common.getCompanyList({ buId: '12' }),
      'POST',
      `${A}/common/getCompanyList`,
      { buId: '12' },
    ],
    ['getCertBUList', () => common.getCertBUList(), 'POST', `${A}/common/getCertBUList`, {}],
    [
      'getVenderCaByPartnerId',
      () => common.getVenderCaByPartnerId({ partnerId: 'P1' }),
      'POST',
      `${A}/common/getVenderCaByPartnerId`,
      { partnerId: 'P1' },
    ],
    [
      'searchPartnerBlack',
      () => common.searchPartnerBlack({ partnerId: 'P1', entId: '1' }),
      'POST',
      `${A}/common/searchPartnerBlack`,
      { partnerId: 'P1', entId: '1' },
    ],
    [
      'searchPartnerVender',
      () => common.searchPartnerVender({ partnerId: 'P1', buId: '12' }),
      'POST',
      `${A}/common/searchPartnerVender`,
      { partnerId: 'P1', buId: '12' },
    ],
    [
      'partnerSearch (SPEC §9 page size 10000)',
      () => common.partnerSearch({ partnerId: 'P1' }),
      'POST',
      `${A}/common/partnerSearch`,
      { pageNo: 1, pageSize: 10000, params: { partnerId: 'P1' } },
    ],
    ['buList', () => common.buList(), 'POST', `${A}/common/buList`, {}],
    ['provinces', () => common.provinces(), 'POST', `${A}/common/provinces`, {}],
    ['cities', () => common.cities({ parentId: '31' }), 'POST', `${A}/common/cities`, { parentId: '31' }],
    ['regions', () => common.regions({ parentId: '3101' }), 'POST', `${A}/common/regions`, { parentId: '3101' }],
    ['payModes', () => common.payModes(), 'POST', `${A}/common/payModes`, {}],
    ['accountTypes', () => common.accountTypes(), 'POST', `${A}/common/accountTypes`, {}],
    ['financingTypes', () => common.financingTypes(), 'POST', `${A}/common/financingTypes`, {}],
    ['taxLevels', () => common.taxLevels(), 'POST', `${A}/common/taxLevels`, {}],
    ['certTypes', () => common.certTypes(), 'POST', `${A}/common/certTypes`, {}],
    ['certCategories', () => common.certCategories(), 'POST', `${A}/common/certCategories`, {}],
    ['evidenceTypes', () => common.evidenceTypes(), 'POST', `${A}/common/evidenceTypes`, {}],
    ['categoryList', () => common.categoryList(), 'POST', `${A}/common/categoryList`, {}],
    ['shopSearch', () => common.shopSearch(page), 'POST', `${A}/common/shopSearch`, page],
    ['orgSearch', () => common.orgSearch(page), 'POST', `${A}/common/orgSearch`, page],
    ['operationLog', () => common.operationLog(page), 'POST', `${A}/common/operationLog`, page],
    ['helpList', () => common.helpList(), 'POST', `${A}/common/helpList`, {}],
    ['todoCounts', () => workbench.todoCounts(), 'POST', workbenchUrl('todoCounts'), {}],
    [
      'salesShare',
      () => workbench.salesShare({ date: '2024-05-01' }),
      'POST',
      workbenchUrl('salesShare'),
      { date: '2024-05-01' },
    ],
    [
      'noticeList',
      () => workbench.noticeList({ pageNo: 1, pageSize: 5 }),
      'POST',
      workbenchUrl('noticeList'),
      { pageNo: 1, pageSize: 5 },
    ],
    [
      'inboxList',
      () => workbench.inboxList({ pageNo: 1, pageSize: 5 }),
      'POST',
      workbenchUrl('inboxList'),
      { pageNo: 1, pageSize: 5 },
    ],
    [
      'lookupSearch',
      () => lookupSearch('partner', { ...LOOKUP_PAGE, params: { partnerId: 'P1' } }),
      'POST',
      `${A}/lookup/partner`,
      { pageNo: 1, pageSize: 10, params: { partnerId: 'P1' } },
    ],
  ];

  it.each(calls)('%s', async (_name, invoke, method, path, body) => {
    await invoke();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method, path });
    // SPEC §7 "payloads generally carry partnerId and entId (1)": the client adds them to every POST
    // object body of the selected combination, unless the call names them itself.
    const payload =
      method === 'POST' && body && typeof body === 'object' && !Array.isArray(body)
        ? { partnerId: 'P10001', entId: 1, ...body }
        : body;
    expect(seen[0].body).toEqual(payload);
  });

  it('auditLog sends the menu click (SPEC §7 objectType 4)', async () => {
    const entry = {
      entName: 'e',
      userId: 'u',
      userName: 'n',
      logInId: 'l',
      objectType: 4 as const,
      moduleId: 'm',
      moduleName: 'M',
    };
    await common.auditLog(entry);
    expect(seen[0]).toMatchObject({ method: 'POST', path: `${A}/common/auditLog`, body: entry });
  });

  it('the lookup kinds of SPEC §2 each have their search address', async () => {
    for (const kind of LOOKUP_KINDS) await lookupSearch(kind, { ...LOOKUP_PAGE, params: {} });
    expect(seen.map((s) => s.path)).toEqual(LOOKUP_KINDS.map((kind) => `${A}/lookup/${kind}`));
  });

  it('the sign-in flow finds the partner checks on auth too', () => {
    expect(auth.searchPartnerBlack).toBe(common.searchPartnerBlack);
    expect(auth.searchPartnerVender).toBe(common.searchPartnerVender);
  });

  it('answers are unwrapped to data', async () => {
    answer = [{ buId: '12', buName: 'BU12' }];
    await expect(common.buList()).resolves.toEqual([{ buId: '12', buName: 'BU12' }]);
  });

  it('reference lists resolve to [] on an error code, after the toast', async () => {
    server.use(
      mswHttp.post(`${A}/common/buList`, () => HttpResponse.json({ returncode: 'E1', message: '查询失败了' })),
    );
    await expect(common.buList()).resolves.toEqual([]);
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', '查询失败了');
  });
});

describe('SPEC §7 files', () => {
  it('downloadFile: GET group2/file/download by file address with apptoken, without vendor headers', async () => {
    server.use(
      mswHttp.get(`${A}/common/group2/file/download`, ({ request }) => {
        const url = new URL(request.url);
        seen.push({
          method: 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: request.headers,
          body: undefined,
        });
        return new HttpResponse('%PDF', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="a.pdf"' },
        });
      }),
    );
    const { blob, filename } = await common.downloadFile('group2/M00/00/a.pdf');
    expect(filename).toBe('a.pdf');
    expect(blob.type).toBe('application/pdf');
    const [{ query, headers }] = seen;
    expect(query.get('fileUrl')).toBe('group2/M00/00/a.pdf');
    expect(headers.get('apptoken')).toBe('tok');
    expect(headers.has('venderId')).toBe(false);
    expect(headers.has('bu')).toBe(false);
    expect(headers.has('partnerId')).toBe(false);
  });

  it('uploadFile: multipart with the app code and file store of the environment', async () => {
    let form: FormData | undefined;
    server.use(
      mswHttp.post(
        `${A}/common/upload`,
        async ({ request }) => (
          (form = await request.formData()),
          HttpResponse.json({ returncode: '0', data: { fileUrl: 'group2/x' } })
        ),
      ),
    );
    await expect(common.uploadFile(new Blob(['abc']), { fields: { kind: 'licence' } })).resolves.toEqual({
      fileUrl: 'group2/x',
    });
    expect(form?.get('appCode')).toBe('fea-vsm');
    expect(form?.get('fileStore')).toBe(environmentConfig('mock').fileStore);
    expect(form?.get('kind')).toBe('licence');
    expect(await (form?.get('file') as File).text()).toBe('abc');
  });
});

describe('SPEC §6 "For suppliers the organisation list drops org 121 and, unless BU is 88, adds a logistics operation centre (org 120)"', () => {
  const raw = [
    { orgId: '101', orgName: 'DC 101' },
    { orgId: '121', orgName: 'org 121' },
  ];

  it('drops 121 and adds 120 with the translated name', async () => {
    expect(common.applySupplierOrgRule(raw, '12')).toEqual([
      { orgId: '101', orgName: 'DC 101' },
      { orgId: '120', orgName: '物流运营中心' },
    ]);
    await i18next.changeLanguage('en-US');
    expect(common.applySupplierOrgRule(raw, 12)).toContainEqual({
      orgId: '120',
      orgName: 'Logistics Operation Centre',
    });
  });

  it('BU 88 gets no logistics centre', () => {
    expect(common.applySupplierOrgRule(raw, '88')).toEqual([{ orgId: '101', orgName: 'DC 101' }]);
  });

  it('does not add 120 twice', () => {
    expect(common.applySupplierOrgRule([{ orgId: '120', orgName: 'LOC' }], '12')).toEqual([
      { orgId: '120', orgName: 'LOC' },
    ]);
  });

  it('getCompanyList applies the rule only when asked for a supplier', async () => {
    answer = raw;
    await expect(common.getCompanyList({ buId: '12' })).resolves.toEqual(raw);
    await expect(common.getCompanyList({ buId: '12' }, { forSupplier: true })).resolves.toEqual([
      { orgId: '101', orgName: 'DC 101' },
      { orgId: '120', orgName: '物流运营中心' },
    ]);
    expect(seen.map((s) => s.body)).toEqual([
      { buId: '12', partnerId: 'P10001', entId: 1 },
      { buId: '12', partnerId: 'P10001', entId: 1 },
    ]);
  });
});

describe('SPEC §4/§9 vendor rules', () => {
  it.each([
    [97, true],
    ['99', true],
    ['98', false],
    [0, false],
    [undefined, false],
    [null, false],
  ])('isDisabledVendorStatus(%j) is %s (disabled vendor codes 97, 99)', (status, disabled) => {
    expect(isDisabledVendorStatus(status)).toBe(disabled);
  });

  it('cooperate: true when no vendor of a cooperate-check BU is in status 0, 1 or 98', () => {
    expect(isCooperateVendor([])).toBe(true);
    expect(
      isCooperateVendor([
        { bu: '12', status: '2' },
        { bu: 88, status: 3 },
      ]),
    ).toBe(true);
    // BU 14 is not a cooperate-check BU.
    expect(isCooperateVendor([{ bu: '14', status: '0' }])).toBe(true);
  });

  it.each(['12', '13', '16', '17', '18', '19', '27', '31', '32', '88'])(
    'cooperate: false when a vendor of BU %s has an inactive status',
    (bu) => {
      for (const status of ['0', 1, '98'])
        expect(
          isCooperateVendor([
            { bu: '12', status: '2' },
            { bu, status },
          ]),
        ).toBe(false);
    },
  );
});
