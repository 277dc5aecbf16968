/** Vendor rules of SPEC §4 and §9. */

/** Vendor statuses meaning the supplier code is disabled. */
export const DISABLED_VENDOR_STATUSES = ['97', '99'] as const;
/** BUs whose vendor codes decide the cooperate-vendor flag. */
export const COOPERATE_CHECK_BUS = ['12', '13', '16', '17', '18', '19', '27', '31', '32', '88'] as const;
/** Statuses of those codes that make the supplier not cooperating. */
export const INACTIVE_VENDOR_STATUSES = ['0', '1', '98'] as const;

const among = (list: readonly string[], value: unknown) =>
  value !== undefined && value !== null && list.includes(String(value).trim());

export function isDisabledVendorStatus(status: unknown): boolean {
  return among(DISABLED_VENDOR_STATUSES, status);
}

/** False when any vendor code in a cooperate-check BU has status 0, 1 or 98. */
export function isCooperateVendor(vendors: readonly { bu: unknown; status: unknown }[]): boolean {
  return !vendors.some((v) => among(COOPERATE_CHECK_BUS, v.bu) && among(INACTIVE_VENDOR_STATUSES, v.status));
}
