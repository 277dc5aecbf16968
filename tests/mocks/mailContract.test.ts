import { table } from '../../mocks/db';
import {
  BATCH_FIELDS,
  FOLDER,
  GROUP_PREFIX,
  MAIL_ERRORS,
  MOVE,
  batchRowProblems,
  canMove,
  groupProblems,
  mailProblems,
  mailUrl,
  type BatchField,
  type Folder,
} from '@/features/mail/contract';
import { EMPTY_COMPOSE, composeProblems, toSaveBody } from '@/features/mail/rules';
import { batchImportConfig } from '@/features/mail/schemas/batchImport';
import { mailQuery } from '@/features/mail/schemas/mailQuery';
import { validateSheet } from '@/kit/import';
import zhMail from '../../locales/zh-CN/mail.json';
import { api, DEMO_VENDOR, OK } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (the compose
 * form's problems, the folder's actions, the batch sheet's column rules) and the mock's answer through
 * its handlers agree, because both call the rule.
 */

const SUPPLIER = { token: 'demo-supplier', vendor: DEMO_VENDOR };
const RETAILER = { token: 'demo-retailer', vendor: null };
const INVALID = MAIL_ERRORS.invalid.code;
const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`;
/** The zh-CN text of a mail key, as the mock answers it (mocks/catalogue). */
const zh = (key: string) =>
  key
    .replace(/^mail:/, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], zhMail) as string;

describe('mail contract: screen and mock refuse the same inputs', () => {
  it('SPEC §5 mail: a mail is sent exactly when mailProblems finds nothing, and the mock answers the first problem', async () => {
    const group = `${GROUP_PREFIX}G1`;
    const cases: { to: string[]; cc: string[]; title: string }[] = [
      { to: ['100101'], cc: [], title: 'Delivery plan' },
      { to: [group], cc: [], title: 'To the group' },
      { to: [], cc: [], title: 'x' },
      { to: ['100101'], cc: [], title: '   ' },
      { to: [group, '100101'], cc: [], title: 'x' },
      { to: ['1'.repeat(21)], cc: [], title: 'x' },
      { to: ['100101'], cc: ['9'.repeat(21)], title: 'x' },
      { to: ['100101'], cc: [group], title: 'x' },
      // The server keeps the subject trimmed: 100 characters between spaces are within the limit.
      { to: ['100101'], cc: [], title: ` ${'x'.repeat(100)} ` },
      { to: ['100101'], cc: [], title: 'x'.repeat(101) },
    ];
    for (const c of cases) {
      const label = JSON.stringify(c);
      const rule = mailProblems(c, true);
      const state = { ...EMPTY_COMPOSE, ...c };
      expect(composeProblems(state), label).toEqual(rule);
      const answer = await api(mailUrl('save'), toSaveBody(state, true), RETAILER);
      expect(answer.returncode, label).toBe(rule.length ? INVALID : OK);
      if (rule[0] && !rule[0].params) expect(answer.message, label).toBe(zh(rule[0].key));
    }
  });

  it('SPEC §5 mail: a draft needs no recipient or subject, but keeps the lengths', async () => {
    const cases = [
      { to: [], cc: [], title: '' },
      { to: ['90001'], cc: [], title: 'x'.repeat(101) },
      { to: ['1'.repeat(21)], cc: [], title: '' },
    ];
    for (const c of cases) {
      const rule = mailProblems(c, false);
      const answer = await api(mailUrl('save'), toSaveBody({ ...EMPTY_COMPOSE, ...c }, false), SUPPLIER);
      expect(answer.returncode, JSON.stringify(c)).toBe(rule.length ? INVALID : OK);
    }
  });

  it('SPEC §4 folders: each move is offered in a folder and accepted on its copies exactly when canMove allows it', async () => {
    const supplierId = table('users').find(
      (u) => u.userType === 2 && table('mailboxes').some((b) => b.ownerId === u.userId),
    )!.userId;
    // A copy in every folder: a draft saved now, an inbox copy put into the recycle bin.
    await api(
      mailUrl('save'),
      { to: [], cc: [], title: 'draft', content: '', attachment: null, send: false },
      SUPPLIER,
    );
    const inbox = table('mailboxes').filter((b) => b.ownerId === supplierId && b.folder === FOLDER.inbox);
    expect((await api(mailUrl('status'), { ids: [inbox[0].id], action: MOVE.recycle }, SUPPLIER)).returncode).toBe(OK);
    const nav = { renderTitle: () => null, compose: () => {}, moved: () => {} };
    for (const folder of Object.values(FOLDER) as Folder[]) {
      const offered = mailQuery(folder, nav).actions!.map((a) => a.key);
      for (const action of Object.values(MOVE)) {
        const rule = canMove(action, folder);
        const row = table('mailboxes').find((b) => b.ownerId === supplierId && b.folder === folder)!;
        const before = { folder: row.folder, originFolder: row.originFolder };
        const answer = await api(mailUrl('status'), { ids: [row.id], action }, SUPPLIER);
        expect([offered.includes(action), answer.returncode], `${action} in ${folder}`).toEqual([
          rule,
          rule ? OK : MAIL_ERRORS.refused.code,
        ]);
        // Put an accepted move back (a deleted copy is gone) so the next action finds the folder filled.
        if (rule && action !== MOVE.delete) Object.assign(row, before);
      }
    }
  });

  it('receiver groups: a group is saved exactly when groupProblems finds nothing', async () => {
    const cases = [
      { groupName: 'South', members: ['100101'] },
      { groupName: '   ', members: ['100101'] },
      { groupName: 'x'.repeat(33), members: [] },
      { groupName: ` ${'x'.repeat(32)} `, members: [] },
      { groupName: 'Long code', members: ['1'.repeat(21)] },
    ];
    for (const c of cases) {
      const rule = groupProblems(c);
      const answer = await api(mailUrl('groupSave'), c, RETAILER);
      expect(answer.returncode, JSON.stringify(c)).toBe(rule.length ? INVALID : OK);
      if (rule[0] && !rule[0].params) expect(answer.message).toBe(zh(rule[0].key));
    }
  });

  it('SPEC §3, §5 bulk mail rows: the sheet and the mock refuse exactly the cells batchRowProblems names', async () => {
    const good: Record<BatchField, string> = { venderId: '100101', content: 'c', title: 't', senderName: 'Purchasing' };
    const cases: Record<BatchField, string>[] = [
      good,
      { ...good, venderId: '' },
      { ...good, venderId: '1'.repeat(21) },
      { ...good, content: ' ' },
      { ...good, title: 'x'.repeat(100) },
      { ...good, title: 'x'.repeat(101) },
      { ...good, senderName: 'y'.repeat(33) },
      { ...good, senderName: '', title: '' },
    ];
    const config = batchImportConfig(new Set(['100101']), t);
    for (const row of cases) {
      const label = JSON.stringify(row);
      const rule = batchRowProblems(row).map((p) => p.field);
      const sheet = [BATCH_FIELDS.map((f) => t(`mail:batch.col.${f}`)), BATCH_FIELDS.map((f) => row[f])];
      const shown = validateSheet(sheet, config, t).rowErrors.map((e) => e.field);
      expect(shown, label).toEqual(rule);
      const answer = await api(mailUrl('batchImport'), { rows: [row] }, RETAILER);
      expect(answer.returncode, label).toBe(rule.length ? INVALID : OK);
    }
  });
});
