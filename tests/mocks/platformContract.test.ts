import zhErrors from '../../locales/zh-CN/errors.json';
import { table } from '../../mocks/db';
import {
  AUTH_PATHS,
  LANGUAGES,
  PLATFORM_ERRORS,
  USER_TYPE,
  authUrl,
  i18nUrl,
  isDisabledVendorStatus,
  isPartnerDisabled,
  isSelectableCombination,
  languagesFor,
} from '@/api/platformContract';
import { SESSION_EXPIRED_CODE } from '@/api/errors';
import type { SupplierOption, VendorData } from '@/api/types';
import { selectableOptions } from '@/app/session/vendorFlow';
import { availableLanguages } from '@/i18n/languages';
import { api, data } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the platform contract's rule, the client's check
 * (the sign-in flow's supplier checks, the header's languages, the session's expiry code) and the
 * mock's answer agree, because both call the rule.
 */

describe('platform contract: client and mock agree', () => {
  it('lets a user keep exactly the languages languagesFor offers (SPEC §1/§6 English for retailer staff only)', async () => {
    for (const [token, userType] of [
      ['demo-supplier', USER_TYPE.supplier],
      ['demo-retailer', USER_TYPE.retailer],
    ] as const) {
      for (const code of [...LANGUAGES, 'fr-FR']) {
        const rule = (languagesFor(userType) as string[]).includes(code);
        const screen = (availableLanguages(userType) as string[]).includes(code);
        const answer = (await api(i18nUrl('preferenceSet'), { languageCode: code }, { token })).returncode;
        expect([screen, answer], `${token} ${code}`).toEqual([
          rule,
          rule ? '00000' : PLATFORM_ERRORS.languageInvalid.code,
        ]);
      }
    }
  });

  it('lets a supplier work under exactly the combinations the picker offers (SPEC §4 header rows)', async () => {
    const token = 'demo-supplier-multi';
    const options = await data<SupplierOption[]>(authUrl(AUTH_PATHS.getDataPermission), {}, { token });
    expect(options.some((o) => !isSelectableCombination(o))).toBe(true);
    const offered = selectableOptions(options);
    for (const o of options) {
      const { bu, venderId, partnerId } = o;
      const answer = await api(authUrl(AUTH_PATHS.venderLogin), { bu, venderId, partnerId }, { token });
      const rule = isSelectableCombination(o);
      expect([offered.includes(o), answer.returncode], `${venderId}/${bu}`).toEqual([
        rule,
        rule ? '00000' : PLATFORM_ERRORS.noVendorRight.code,
      ]);
    }
  });

  it('answers the vendor status and the blacklist the sign-in checks refuse by (SPEC §4 97/99, blacklist 1)', async () => {
    const cases = [
      ['demo-supplier', false, false],
      ['demo-supplier-disabled', true, false],
      ['demo-supplier-blacklisted', false, true],
    ] as const;
    for (const [token, disabled, blacklisted] of cases) {
      const [option] = selectableOptions(
        await data<SupplierOption[]>(authUrl(AUTH_PATHS.getDataPermission), {}, { token }),
      );
      const { bu, venderId, partnerId } = option;
      const vendor = await data<VendorData>(authUrl(AUTH_PATHS.venderLogin), { bu, venderId, partnerId }, { token });
      const black = await data<{ status: number }>(
        '/api/fea-vsm/common/searchPartnerBlack',
        { partnerId, entId: 1 },
        { token },
      );
      expect([isDisabledVendorStatus(vendor.status), isPartnerDisabled(black)], token).toEqual([disabled, blacklisted]);
    }
    // The mock's seeds skip what the rule disables (no sales for a disabled code).
    for (const v of table('vendors').filter((x) => isDisabledVendorStatus(x.status)))
      expect(table('sales').some((s) => s.venderId === v.venderId && s.bu === v.bu)).toBe(false);
  });

  it('ends a session with the code and text the client reads as expiry (SPEC §8 A0242)', async () => {
    expect(SESSION_EXPIRED_CODE).toBe(PLATFORM_ERRORS.sessionExpired.code);
    for (const token of ['no-such-token', 'demo-supplier']) {
      if (token === 'demo-supplier') await data(authUrl('logout'), {}, { token });
      const env = await api(authUrl('myPosts'), {}, { token });
      expect([env.returncode, env.message], token).toEqual([SESSION_EXPIRED_CODE, zhErrors.code_A0242]);
    }
  });
});
