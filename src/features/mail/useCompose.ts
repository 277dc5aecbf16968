import { useCallback, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/http';
import { useToast } from '@/kit/useToast';
import { saveMail } from './api';
import { clearLocalDraft, DRAFT_SAVE_DELAY_MS, readLocalDraft, writeLocalDraft } from './draft';
import { EMPTY_COMPOSE, composeProblems, isBlankCompose, toSaveBody } from './rules';
import type { ComposeState } from './types';
import { useLatest } from '@/kit/useLatest';

type Compose = { open: boolean; state: ComposeState };

export type ComposeApi = Compose & {
  /** Problems are shown once the user tried to send. */
  showProblems: boolean;
  sending: boolean;
  saving: boolean;
  /** Why the last send failed (SPEC §8 'send failed' + the server's message). */
  error: string | null;
  change: (patch: Partial<ComposeState>) => void;
  /** Opens the form: with `state`, replacing an unsent mail only after confirming; without, continuing it. */
  start: (state?: ComposeState) => void;
  /** Closes the form; what was typed stays (New mail brings it back). */
  hide: () => void;
  discard: () => void;
  saveDraft: () => Promise<void>;
  send: () => Promise<void>;
  /** The attachment's upload under way (UploadField `onUploadingChange`): neither sent nor saved meanwhile. */
  setUploading: (names: string[]) => void;
  /** The files still uploading when Send or Save was clicked; cleared once they are in. */
  uploadBlocked: string[] | null;
};

/**
 * The mail being written: kept in localStorage as it is typed (debounced) under the user's key,
 * restored on mount; sent once however often Send is clicked; kept, with the reason, when sending fails.
 */
export function useCompose(userId: string | undefined, onSaved: () => void): ComposeApi {
  const { t } = useTranslation(['mail', 'errors']);
  const { modal } = App.useApp();
  const toast = useToast();
  const [compose, setCompose] = useState<Compose>(() => {
    const stored = readLocalDraft(userId);
    return stored ? { open: stored.open, state: stored.state } : { open: false, state: EMPTY_COMPOSE };
  });
  const [showProblems, setShowProblems] = useState(false);
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlightRef = useRef(false);
  const uploadingRef = useRef<string[]>([]);
  const [uploadBlocked, setUploadBlocked] = useState<string[] | null>(null);
  const setUploading = useCallback((names: string[]) => {
    uploadingRef.current = names;
    if (!names.length) setUploadBlocked(null);
  }, []);
  /** True when a file is still uploading: the mail would leave without it. */
  const blockedByUpload = useCallback(() => {
    if (!uploadingRef.current.length) return false;
    setUploadBlocked(uploadingRef.current);
    return true;
  }, []);
  const latestRef = useLatest(compose);

  const persist = useCallback(
    (value: Compose) => {
      if (!userId) return;
      if (!value.open && isBlankCompose(value.state)) clearLocalDraft(userId);
      else writeLocalDraft(userId, value);
    },
    [userId],
  );
  useEffect(() => {
    const timer = window.setTimeout(() => persist(compose), DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [compose, persist]);
  // Leaving the page (reload, close) or the screen within the debounce: write now.
  useEffect(() => {
    const flush = () => persist(latestRef.current);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [latestRef, persist]);

  const reset = useCallback(
    (next: Compose) => {
      setCompose(next);
      setShowProblems(false);
      setError(null);
      persist(next);
    },
    [persist],
  );

  const change = useCallback(
    (patch: Partial<ComposeState>) => setCompose((c) => ({ ...c, state: { ...c.state, ...patch } })),
    [],
  );

  const start = useCallback(
    (state?: ComposeState) => {
      const current = latestRef.current;
      if (!state) return setCompose((c) => ({ ...c, open: true }));
      if (isBlankCompose(current.state)) return reset({ open: true, state });
      modal.confirm({
        title: t('mail:compose.replaceTitle'),
        content: t('mail:compose.replaceText'),
        okText: t('mail:compose.replaceOk'),
        cancelText: t('mail:compose.keepWriting'),
        onOk: () => reset({ open: true, state }),
        onCancel: () => setCompose((c) => ({ ...c, open: true })),
      });
    },
    [latestRef, modal, reset, t],
  );

  const hide = useCallback(() => setCompose((c) => ({ ...c, open: false })), []);
  const discard = useCallback(() => reset({ open: false, state: EMPTY_COMPOSE }), [reset]);

  const saveDraft = useCallback(async () => {
    if (inFlightRef.current || blockedByUpload()) return;
    inFlightRef.current = true;
    setSaving(true);
    try {
      const saved = await saveMail(toSaveBody(latestRef.current.state, false));
      setCompose((c) => ({ ...c, state: { ...c.state, draftId: saved.id } }));
      toast.success(t('mail:compose.draftSaved'));
      onSaved();
    } catch {
      // The HTTP client showed why; the text stays.
    } finally {
      inFlightRef.current = false;
      setSaving(false);
    }
  }, [latestRef, blockedByUpload, onSaved, t, toast]);

  const send = useCallback(async () => {
    if (inFlightRef.current) return;
    const { state } = latestRef.current;
    // Every reason at once: an upload under way and the fields still missing.
    const uploading = blockedByUpload();
    if (composeProblems(state).length) {
      setShowProblems(true);
      return;
    }
    if (uploading) return;
    inFlightRef.current = true;
    setSending(true);
    setError(null);
    try {
      await saveMail(toSaveBody(state, true), { silent: true });
      reset({ open: false, state: EMPTY_COMPOSE });
      toast.success(t('mail:compose.sent'));
      onSaved();
    } catch (e) {
      // Session expiry is handled by the client (sign in again); the text is kept either way.
      if (!(e instanceof ApiError) || e.kind !== 'session') {
        const why = `${t('errors:sendFailed')} ${e instanceof Error ? e.message : ''}`.trim();
        setError(why);
        toast.error(why);
      }
    } finally {
      inFlightRef.current = false;
      setSending(false);
    }
  }, [latestRef, blockedByUpload, onSaved, reset, t, toast]);

  return {
    ...compose,
    showProblems,
    sending,
    saving,
    error,
    change,
    start,
    hide,
    discard,
    saveDraft,
    send,
    setUploading,
    uploadBlocked,
  };
}
