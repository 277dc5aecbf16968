import { getDataPermission, searchPartnerBlack, searchPartnerVender, venderLogin } from '@/api/auth';
import type { SessionUser, SupplierOption, VendorCombination } from '@/api/types';
import {
  isCooperateVendor,
  isDisabledVendorStatus,
  isPartnerDisabled,
  isSelectableCombination,
  sameCombination,
} from '@/api/platformContract';
import { useVendor, vendorHeadersOf } from '@/stores/vendor';

export type VendorOutcome = 'ok' | 'disabled' | 'blacklisted';

export const selectableOptions = (options: SupplierOption[]) => options.filter(isSelectableCombination);

export { sameCombination };

export async function loadVendorOptions(user: SessionUser): Promise<SupplierOption[]> {
  const options = await getDataPermission({ entId: user.entId });
  useVendor.getState().setOptions(options);
  return options;
}

/** The combination whose checks passed in this page load (a stored one is checked again on every load). */
let checked: VendorCombination | null = null;

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
    searchPartnerVender({ partnerId: option.partnerId, buId: option.bu }),
  ]);
  const refused = isDisabledVendorStatus(vendor.status) ? 'disabled' : isPartnerDisabled(black) ? 'blacklisted' : null;
  if (refused) {
    // A stored combination refused since the last visit is dropped; a switch keeps the one in use.
    if (previous && sameCombination(previous, option)) useVendor.getState().unselect();
    return refused;
  }
  useVendor.getState().select({ ...combination, status: vendor.status, entId: option.entId });
  useVendor.getState().setCooperate(isCooperateVendor(vendors));
  checked = combination;
  return 'ok';
}

/** True when the stored combination is among the selectable ones and passed its checks in this page load. */
export function storedVendorSelectable(): boolean {
  const { vendor, options } = useVendor.getState();
  return (
    !!vendor &&
    !!checked &&
    sameCombination(checked, vendor) &&
    selectableOptions(options).some((o) => sameCombination(o, vendor))
  );
}

/** The selectable option of the stored combination, if it is still offered. */
function storedOption(options: SupplierOption[]): SupplierOption | undefined {
  const { vendor } = useVendor.getState();
  return vendor ? selectableOptions(options).find((o) => sameCombination(o, vendor)) : undefined;
}

/** The auto-selection started during sign-in, until the shell's vendor flow takes its outcome. */
let initialActivation: { option: SupplierOption; outcome: Promise<VendorOutcome> } | null = null;

/**
 * SPEC §4 auto-select, started as soon as the combinations are known (during sign-in, while the
 * menu and texts load and the shell renders) instead of after the shell's first render: the
 * combination and the outcome of its checks. The stored combination, when it is still offered
 * (a reload, a new tab of the session), is checked again like a fresh one: a code disabled or a
 * partner blacklisted since the last load is caught now. Null when the user must choose. The
 * outcome is taken by useVendorFlow (`takeInitialActivation`), which shows any warning.
 */
export function beginInitialVendor(
  options: SupplierOption[],
  user: SessionUser,
): { vendor: VendorCombination; outcome: Promise<VendorOutcome> } | null {
  const option = initialOption(options);
  if (!option) return null;
  const outcome = activateVendor(option, user);
  outcome.catch(() => undefined); // the taker sees the failure; nobody else must
  initialActivation = { option, outcome };
  return { vendor: vendorHeadersOf(option), outcome };
}

export function forgetInitialVendor() {
  initialActivation = null;
  checked = null;
}

/** The activation `beginInitialVendor` started, once, if its combination is still selectable. */
export function takeInitialActivation(
  options: SupplierOption[],
): { option: SupplierOption; outcome: Promise<VendorOutcome> } | null {
  const started = initialActivation;
  initialActivation = null;
  return started && selectableOptions(options).some((o) => sameCombination(o, started.option)) ? started : null;
}

/** The combination to check without asking: the stored one if still offered, else the only one. */
export function initialOption(options: SupplierOption[]): SupplierOption | undefined {
  const selectable = selectableOptions(options);
  return storedOption(options) ?? (selectable.length === 1 ? selectable[0] : undefined);
}
