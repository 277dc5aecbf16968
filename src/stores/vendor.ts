import { create } from 'zustand';
import type { SupplierOption, VendorCombination, VendorData } from '@/api/types';
import { SESSION_KEYS, readSession, writeSession } from '@/lib/storage';

type VendorState = {
  /** The chosen combination of bu, venderId and partnerId (SPEC §1); null until chosen. */
  vendor: VendorData | null;
  /** Combinations the supplier may use (getdatapermission). */
  options: SupplierOption[];
  /** Cooperate-vendor flag of SPEC §4; null while unknown. */
  cooperate: boolean | null;
  setOptions: (options: SupplierOption[]) => void;
  select: (vendor: VendorData) => void;
  /** Drops the chosen combination (refused by its checks). */
  unselect: () => void;
  setCooperate: (flag: boolean) => void;
  clear: () => void;
};

export const useVendor = create<VendorState>((set) => ({
  vendor: readSession<VendorData>(SESSION_KEYS.vendor),
  options: readSession<SupplierOption[]>(SESSION_KEYS.vendorOptions) ?? [],
  cooperate: readSession<boolean>(SESSION_KEYS.cooperate),
  setOptions: (options) => {
    writeSession(SESSION_KEYS.vendorOptions, options);
    set({ options });
  },
  select: (vendor) => {
    writeSession(SESSION_KEYS.vendor, vendor);
    set({ vendor });
  },
  unselect: () => {
    writeSession(SESSION_KEYS.vendor, null);
    writeSession(SESSION_KEYS.cooperate, null);
    set({ vendor: null, cooperate: null });
  },
  setCooperate: (cooperate) => {
    writeSession(SESSION_KEYS.cooperate, cooperate);
    set({ cooperate });
  },
  clear: () => set({ vendor: null, options: [], cooperate: null }),
}));

/** A key that changes when the supplier switches combination: pages refetch on it. */
export const vendorKey = (v: VendorCombination | null) => (v ? `${v.bu}/${v.venderId}/${v.partnerId}` : 'none');

/** The vendor headers of SPEC §7 of a combination (of an option, of the chosen vendor …). */
export const vendorHeadersOf = (v: VendorCombination): VendorCombination => ({
  venderId: v.venderId,
  bu: v.bu,
  partnerId: v.partnerId,
});

/** The vendor headers of SPEC §7 for the HTTP client: the chosen combination, or none. */
export function currentVendorHeaders(): VendorCombination | null {
  const v = useVendor.getState().vendor;
  return v ? vendorHeadersOf(v) : null;
}
