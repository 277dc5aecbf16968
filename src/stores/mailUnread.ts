import { create } from 'zustand';
import { unreadMailCount } from '@/api/mail';
import { nextTask } from '@/lib/nextTask';

type MailUnreadState = {
  /** Unread mail in the inbox; null until known. */
  count: number | null;
  set: (count: number) => void;
  /** Asks the server again (quietly: a badge never toasts). */
  refresh: () => Promise<void>;
};

/** The inbox unread count shown on the header badge and the Inbox tab; the mail screens refresh it. */
export const useMailUnread = create<MailUnreadState>((set) => ({
  count: null,
  set: (count) => set({ count }),
  refresh: async () => {
    try {
      // Sent from a task of its own: the badge asks when it mounts, in the header's commit.
      await nextTask();
      const { count } = await unreadMailCount({ silent: true });
      set({ count });
    } catch {
      // Keep the last known count.
    }
  },
}));
