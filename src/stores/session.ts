import { create } from 'zustand';
import type { SessionUser } from '@/api/types';
import { SESSION_KEYS, clearSession, readSession, writeSession } from '@/lib/storage';

type SessionState = {
  token: string | null;
  user: SessionUser | null;
  setToken: (token: string) => void;
  setUser: (user: SessionUser) => void;
  /** Logout and expiry: everything of the session goes (SPEC §4, issue: "logout clears all session storage"). */
  clear: () => void;
};

export const useSession = create<SessionState>((set) => ({
  token: readSession<string>(SESSION_KEYS.apptoken),
  user: readSession<SessionUser>(SESSION_KEYS.user),
  setToken: (token) => {
    writeSession(SESSION_KEYS.apptoken, token);
    set({ token });
  },
  setUser: (user) => {
    writeSession(SESSION_KEYS.user, user);
    set({ user });
  },
  clear: () => {
    clearSession();
    set({ token: null, user: null });
  },
}));

export const isRetailer = (user: SessionUser | null) => user?.userType === 1;
