import { table } from '../../mocks/db';
import { catalogue } from '../../mocks/catalogue';
import {
  canDeletePicture,
  canDisablePicture,
  canEnablePicture,
  canWithdrawSeal,
  ESIGN_ERRORS as E,
  esignUrl,
  PICTURE_STATUS,
  SEAL_CERT_STATUS,
} from '@/features/esign/contract';
import { picturesQuery } from '@/features/esign/schemas/pictures';
import { sealsQuery } from '@/features/esign/schemas/seals';
import type { ElectronicSeal, PictureSignature } from '@/features/esign/types';
import { allowedOf, api, DEMO_VENDOR, OK } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (an
 * action's `allowed`) and the mock's answer through its handlers agree, because both call the rule.
 */

const R = { token: 'demo-retailer' };
const S = { vendor: DEMO_VENDOR };
/** A picture as it is now (the mock updates its rows in place). */
const pictureIn = (status: string) => ({ ...table('pictureSignatures').find((p) => p.status === status)! });

describe('esign contract: screen and mock refuse the same inputs', () => {
  const actions = picturesQuery(undefined, undefined).actions;

  // One test a move: the mock's database is reset after each, so each move meets both states.
  const moves: [string, (p: PictureSignature) => boolean, string][] = [
    ['enable', canEnablePicture, PICTURE_STATUS.enabled],
    ['disable', canDisablePicture, PICTURE_STATUS.disabled],
  ];
  for (const [key, rule, to] of moves)
    it(`picture signatures: ${key} is offered and accepted exactly in the states can${key[0].toUpperCase()}${key.slice(1)}Picture allows`, async () => {
      for (const status of Object.values(PICTURE_STATUS)) {
        const p = pictureIn(status);
        const shown = allowedOf<PictureSignature>(actions, key)(p);
        const { returncode } = await api(esignUrl('pictureStatus'), { pictureId: p.pictureId, status: to }, R);
        expect([shown, returncode], `${key} ${status}`).toEqual([rule(p), rule(p) ? OK : E.refused.code]);
      }
    });

  it('SPEC §8: only a disabled picture signature is deleted, on the screen and by the mock (canDeletePicture)', async () => {
    const del = allowedOf<PictureSignature>(actions, 'delete');
    for (const status of [PICTURE_STATUS.enabled, PICTURE_STATUS.disabled]) {
      const p = pictureIn(status);
      const answer = await api(esignUrl('deletePicture'), { pictureId: p.pictureId }, R);
      expect([del(p), answer.returncode], status).toEqual([
        canDeletePicture(p),
        canDeletePicture(p) ? OK : E.deleteEnabled.code,
      ]);
      if (!canDeletePicture(p)) expect(answer.message).toBe(catalogue(E.deleteEnabled.messageKey));
    }
  });

  it('the seals the mock lists carry the contract states, and withdrawal is offered for a valid one only', async () => {
    const withdraw = allowedOf<ElectronicSeal>(sealsQuery.actions, 'withdraw');
    const { data } = await api<{ pageData: ElectronicSeal[] }>(
      esignUrl('seals'),
      { pageNo: 1, pageSize: 100, params: {} },
      R,
    );
    expect(data.pageData.length).toBeGreaterThan(0);
    for (const s of data.pageData) {
      expect(Object.values(SEAL_CERT_STATUS)).toContain(s.status);
      expect(withdraw(s), s.serialNo).toBe(canWithdrawSeal(s));
      // SPEC §5 short validity: only a valid seal is flagged.
      if (s.expiringSoon) expect(canWithdrawSeal(s)).toBe(true);
    }
  });

  it("each of the contract's list calls is answered by the mock on its path", async () => {
    for (const path of ['seals', 'signatures', 'pictures'] as const) {
      const options = path === 'pictures' ? R : S;
      expect((await api(esignUrl(path), { pageNo: 1, pageSize: 5, params: {} }, options)).returncode, path).toBe(OK);
    }
  });
});
