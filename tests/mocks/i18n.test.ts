import { glossaryConflicts } from '../../mocks/glossary';
import { ERR } from '../../mocks/errors';
import enErrors from '../../locales/en-US/errors.json';
import { api, data } from './helpers';

const I = '/api/fea-vsm/vender/i18n';
type MenuModule = { moduleName: string; childs: MenuModule[] };

describe('mock backend: language', () => {
  it('remembers the preference per user', async () => {
    expect(await data(`${I}/preference/get`, {}, { method: 'GET' })).toEqual({ languageCode: null });
    expect(await data(`${I}/preference/set`, { languageCode: 'zh-HK' })).toBeNull();
    expect(await data(`${I}/preference/get`, {}, { method: 'GET' })).toEqual({ languageCode: 'zh-HK' });
    await data(`${I}/preference/set`, { languageCode: 'zh-CN' });
    expect(await data(`${I}/preference/get`, {}, { method: 'GET' })).toEqual({ languageCode: 'zh-CN' });
    // another user is unaffected
    expect(await data(`${I}/preference/get`, {}, { method: 'GET', token: 'demo-retailer' })).toEqual({
      languageCode: null,
    });
  });

  it('refuses an unknown or missing language code', async () => {
    expect((await api(`${I}/preference/set`, { languageCode: 'fr-FR' })).returncode).toBe(ERR.languageInvalid.code);
    expect((await api(`${I}/preference/set`, {})).returncode).toBe(ERR.paramMissing.code);
  });

  it('downloads en-US translations of every server text, without a token', async () => {
    const en = await data<Record<string, string>>(`${I}/download/en-US.json`, {}, { method: 'GET', token: null });
    const texts: string[] = [];
    const supplierMenu = await data<MenuModule[]>('/api/fea-vsm/menu/moduleTree', {});
    const retailerMenu = await data<MenuModule[]>('/api/fea-vsm/menu/moduleTree', {}, { token: 'demo-retailer' });
    for (const g of [...supplierMenu, ...retailerMenu]) texts.push(g.moduleName, ...g.childs.map((c) => c.moduleName));
    const dics = await data<Record<string, Array<{ fieldName: string }>>>('/api/fea-vsm/common/getDic', {
      entId: 1,
      params: ['RUNTYPE', 'SALETAXRATE', 'GOODSFUNCTION'],
    });
    texts.push(
      ...Object.values(dics)
        .flat()
        .map((d) => d.fieldName)
        .filter((t) => /[\u4e00-\u9fff]/.test(t)),
    );
    texts.push(...(await data<Array<{ buName: string }>>('/api/fea-vsm/common/buList')).map((b) => b.buName));
    texts.push(...Object.values(ERR).map((e) => e.message));
    for (const t of texts) expect(en[t], t).toMatch(/\S/);
    expect(en['登录过期,请重新登录']).toBe(enErrors.code_A0242);
    // SPEC §5 length limits: the client's text of a server length message (errors:serverFieldTooLong), the form's label.
    expect(en['联系人长度不能超过32位']).toBe(
      enErrors.serverFieldTooLong.replace('{{field}}', 'Contact person').replace('{{max}}', '32'),
    );
    expect(glossaryConflicts()).toEqual([]);
  });

  it('answers {} for zh-CN and zh-HK', async () => {
    expect(await data(`${I}/download/zh-CN.json`, {}, { method: 'GET', token: null })).toEqual({});
    expect(await data(`${I}/download/zh-HK.json`, {}, { method: 'GET', token: null })).toEqual({});
  });
});
