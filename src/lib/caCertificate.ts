/**
 * A CA certificate's stored codes (SPEC §3 electronic seal): the supplier applies for one on /ca
 * (features/sealApplication) and finds it among its seals on the e-signature screens (features/esign).
 */

/** As stored: valid, withdrawal applied, withdrawn. */
export const CA_CERT_STATUS = { valid: '1', withdrawalApplied: '2', withdrawn: '3' } as const;
/** Its medium: USB key or soft sign. */
export const CA_CERT_TYPE = { usbKey: '1', softSign: '3' } as const;
