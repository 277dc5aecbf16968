import { getDataPermission, searchPartnerBlack, searchPartnerVender, venderLogin } from '@/api/auth';
import type { SessionUser, SupplierOption, VendorCombination } from '@/api/types';
import { isCooperateVendor, isDisabledVendorStatus } from '@/lib/vendorRules';
import { useVendor, vendorHeadersOf } from '@/stores/vendor';

export type VendorOutcome = 'ok' | 'disabled' | 'blacklisted';

export const selectableOptions = (options: SupplierOption[]) => options.filter((o) => !o.disabled);

export const sameCombination = (a: VendorCombination, b: VendorCombination) =>
  a.bu === b.bu && a.venderId === b.venderId && a.partnerId === b.partnerId;

export async function loadVendorOptions(user: SessionUser): Promise<SupplierOption[]> {
  const options = await getDataPermission({ entId: user.entId });
  useVendor.getState().setOptions(options);
  return options;
}

/**
 * Makes a combination the working one and runs the supplier checks of SPEC §4: vendor status
 * 97/99 disables the code; partner blacklist status 1 disables the supplier; the cooperate flag
 * is computed over the partner's vendor codes. A refused combination is not kept.
 */
export async function activateVendor(option: SupplierOption, user: SessionUser): Promise<VendorOutcome> {
  const previous = useVendor.getState().vendor;
  const combination = vendorHeadersOf(option);
  // The partner checks need only the partner, not the login's answer: one round trip instead of two.
  const [vendor, black, vendors] = await Promise.all([
    venderLogin(combination),
    searchPartnerBlack({ partnerId: option.partnerId, entId: user.entId }),
    searchPartnerVender({ partnerId: option.partnerId }),
  ]);
  if (isDisabledVendorStatus(vendor.status)) return 'disabled';
  if (Number(black.status) === 1) {
    if (previous) useVendor.getState().select(previous);
    return 'blacklisted';
  }
  useVendor.getState().select({ ...combination, status: vendor.status, entId: option.entId });
  useVendor.getState().setCooperate(isCooperateVendor(vendors));
  return 'ok';
}

/** True when the stored combination is among the selectable ones (it passed its checks this session). */
export function storedVendorSelectable(): boolean {
  const { vendor, options } = useVendor.getState();
  return !!vendor && selectableOptions(options).some((o) => sameCombination(o, vendor));
}

/** The auto-selection started during sign-in, until the shell's vendor flow takes its outcome. */
let initialActivation: { option: SupplierOption; outcome: Promise<VendorOutcome> } | null = null;

/**
 * SPEC §4 auto-select, started as soon as the combinations are known (during sign-in, while the
 * menu and texts load and the shell renders) instead of after the shell's first render: the
 * combination and the outcome of its checks. The outcome is 'ok' at once when the stored
 * combination is still selectable; null when the user must choose. The outcome is taken by
 * useVendorFlow (`takeInitialActivation`), which shows any warning.
 */
export function beginInitialVendor(options: SupplierOption[], user: SessionUser): { vendor: VendorCombination; outcome: Promise<VendorOutcome> } | null {
  const stored = useVendor.getState().vendor;
  if (stored && storedVendorSelectable()) return { vendor: vendorHeadersOf(stored), outcome: Promise.resolve('ok') };
  const selectable = selectableOptions(options);
  if (selectable.length !== 1) return null;
  const outcome = activateVendor(selectable[0], user);
  outcome.catch(() => undefined); // the taker sees the failure; nobody else must
  initialActivation = { option: selectable[0], outcome };
  return { vendor: vendorHeadersOf(selectable[0]), outcome };
}

export function forgetInitialVendor() {
  initialActivation = null;
}

/** The outcome of the activation `beginInitialVendor` started for this combination, once. */
export function takeInitialActivation(option: SupplierOption): Promise<VendorOutcome> | null {
  if (!initialActivation || !sameCombination(initialActivation.option, option)) return null;
  const { outcome } = initialActivation;
  initialActivation = null;
  return outcome;
}
