import { create } from 'zustand';
import { readSession, writeSession } from '@/lib/storage';

/**
 * Function permission codes of SPEC §6 (dataRights), kept once per session: in sessionStorage with
 * the token they belong to, so a reload does not ask again and another sign-in does.
 */
const STORAGE_KEY = 'dataRights';

type Stored = { token: string; rights: string[] };

type RightsState = {
  /** The token the rights were loaded for; null before loading. */
  token: string | null;
  rights: readonly string[];
  setRights: (token: string, rights: readonly string[]) => void;
};

const stored = readSession<Stored>(STORAGE_KEY);

export const useRightsStore = create<RightsState>((set) => ({
  token: stored?.token ?? null,
  rights: stored?.rights ?? [],
  setRights: (token, rights) => {
    writeSession(STORAGE_KEY, { token, rights: [...rights] });
    set({ token, rights });
  },
}));
