import { USER_LOCAL_KEY_PREFIXES } from '@/lib/storage';
import { useSession } from '@/stores/session';
import { saveMail } from './api';
import { isBlankCompose, toSaveBody } from './rules';
import type { ComposeState } from './types';

/**
 * The mail being written, kept in localStorage per user account as it is typed: it survives a
 * reload, session expiry (A0242) and signing in again, until it is sent or discarded.
 * sessionStorage (kit FormDraft) would not do: session expiry clears it.
 */
/** How long typing pauses before the draft is written to localStorage. */
export const DRAFT_SAVE_DELAY_MS = 400;

export type LocalDraft = { state: ComposeState; open: boolean; savedAt: number };

export const draftKey = (userId: string) => USER_LOCAL_KEY_PREFIXES.mailDraft + userId;

export function readLocalDraft(userId: string | undefined): LocalDraft | null {
  if (!userId) return null;
  try {
    const raw = localStorage.getItem(draftKey(userId));
    const parsed = raw ? (JSON.parse(raw) as LocalDraft) : null;
    return parsed && typeof parsed === 'object' && parsed.state ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(userId: string, draft: Omit<LocalDraft, 'savedAt'>): void {
  try {
    localStorage.setItem(draftKey(userId), JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // Storage full or blocked: the server draft (Save draft) still works.
  }
}

export function clearLocalDraft(userId: string): void {
  localStorage.removeItem(draftKey(userId));
}

/** Logout empties the browser (issue 6): a mail being written is saved to the server's drafts first. */
export async function saveDraftBeforeSignOut(): Promise<void> {
  const userId = useSession.getState().user?.account;
  const draft = readLocalDraft(userId);
  if (!userId || !draft) return;
  if (!isBlankCompose(draft.state)) await saveMail(toSaveBody(draft.state, false), { silent: true });
  clearLocalDraft(userId);
}
