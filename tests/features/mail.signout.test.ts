import { table } from '../../mocks/db';
import { draftKey, saveDraftBeforeSignOut, writeLocalDraft } from '@/features/mail/draft';
import { EMPTY_COMPOSE } from '@/features/mail/rules';
import { clearLocalExcept, keepLocalKeyOnSignOut } from '@/lib/storage';
import { useSession } from '@/stores/session';
import { pageTest } from '../support/page';

/*
 * Logout empties the browser (issue 6) while a mail being written is never lost (issue 4): the
 * local draft goes to the server's drafts folder first.
 */

pageTest();

const account = () => useSession.getState().user!.account;

describe('a mail draft at logout', () => {
  it('is saved to the server drafts folder, and its local copy removed', async () => {
    writeLocalDraft(account(), {
      open: true,
      state: { ...EMPTY_COMPOSE, to: ['90001'], title: 'Half written', content: '<p>Dear buyer</p>' },
    });
    await saveDraftBeforeSignOut();
    expect(localStorage.getItem(draftKey(account()))).toBeNull();
    const drafts = table('mailboxes').filter((b) => b.folder === 'draft');
    const titles = drafts.map((b) => table('mails').find((m) => m.emailId === b.emailId)?.title);
    expect(titles).toContain('Half written');
  });

  it('sends nothing for an empty compose form', async () => {
    const before = table('mails').length;
    writeLocalDraft(account(), { open: true, state: EMPTY_COMPOSE });
    await saveDraftBeforeSignOut();
    expect(table('mails')).toHaveLength(before);
    expect(localStorage.getItem(draftKey(account()))).toBeNull();
  });
});

describe('local storage at logout', () => {
  it('keeps only the language preference and keys that are not the user’s', () => {
    localStorage.setItem('LangInfo', '{"languageCode":"zh-HK"}');
    localStorage.setItem('fea-vsm-theme', 'dark');
    localStorage.setItem('dev-mock-db', '{}');
    keepLocalKeyOnSignOut('dev-mock-db');
    clearLocalExcept(['LangInfo']);
    expect(Object.keys(localStorage).sort()).toEqual(['LangInfo', 'dev-mock-db']);
  });
});
