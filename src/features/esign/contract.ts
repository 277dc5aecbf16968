import { codedValues, type Tone, type ValueOf } from '@/lib/codedValues';
import { CA_CERT_STATUS, CA_CERT_TYPE } from '@/lib/caCertificate';
export type { CodedValue, Tone } from '@/lib/codedValues';

/**
 * E-signature's contract (issue 37): what the screens and the mock backend (mocks/domains/esign) both
 * hold to, written once — the calls, the states of electronic seals (CA certificates) and picture
 * signatures with their labels' keys and tones, the action predicates, the picture's name limit and
 * the error codes with the client's message keys. Pure TypeScript: no React, no antd, no i18next.
 * What only a server knows (days left, a BU's support, the stored image's bytes) stays in the mock.
 * Signature records are contract bills: their states are the contracts domain's (shown here with
 * e-signature's labels), the signed PDF its call.
 */

// ------------------------------------------------------------------ calls (docs/API.md "E-signature")

export const ESIGN_BASE = '/api/fea-vsm/esign';

/** Each call's path under ESIGN_BASE. */
export const ESIGN_PATHS = {
  seals: 'seals',
  signatures: 'signatures',
  pictures: 'pictures/query',
  addPicture: 'pictures/add',
  pictureStatus: 'pictures/status',
  deletePicture: 'pictures/delete',
} as const;

export const esignUrl = (path: keyof typeof ESIGN_PATHS) => `${ESIGN_BASE}/${ESIGN_PATHS[path]}`;

// ------------------------------------------------------------------ states and coded values (SPEC §3, §4)

/** An electronic seal: a CA certificate (lib/caCertificate), valid, withdrawal applied, withdrawn. */
export const SEAL_CERT_STATUS = CA_CERT_STATUS;
/** USB key or soft sign. */
export const CERT_TYPE = CA_CERT_TYPE;
/** A picture signature (party A's seal image of a BU). */
export const PICTURE_STATUS = { disabled: '0', enabled: '1' } as const;
/** A signature record's party B sign status (the contract bill's). */
export const RECORD_SIGN_STATUS = { waiting: '0', signed: '1' } as const;

export type SealCertStatus = ValueOf<typeof SEAL_CERT_STATUS>;
export type CertType = ValueOf<typeof CERT_TYPE>;
export type PictureStatus = ValueOf<typeof PICTURE_STATUS>;
export type RecordSignStatus = ValueOf<typeof RECORD_SIGN_STATUS>;

export const SEAL_CERT_STATUSES = codedValues('esign:seals.status', Object.values(SEAL_CERT_STATUS));
export const SEAL_CERT_TONES: Record<SealCertStatus, Tone> = { '1': 'success', '2': 'warning', '3': 'default' };
export const CERT_TYPES = codedValues('esign:seals.certType', Object.values(CERT_TYPE));
export const YES_NO = codedValues('esign:seals.yesNo', ['true', 'false']);
export const EXPIRING_TONES: Record<string, Tone> = { true: 'warning', false: 'default' };
export const PICTURE_STATUSES = codedValues('esign:pictures.status', [PICTURE_STATUS.enabled, PICTURE_STATUS.disabled]);
export const PICTURE_TONES: Record<PictureStatus, Tone> = { '1': 'success', '0': 'default' };
export const RECORD_CONTRACT_TYPES = codedValues('esign:signatures.contractType', ['1', '2', '3']);
export const RECORD_SIGN_STATUSES = codedValues('esign:signatures.signStatus', Object.values(RECORD_SIGN_STATUS));
export const RECORD_SIGN_TONES: Record<RecordSignStatus, Tone> = { '0': 'warning', '1': 'success' };
export const RECORD_SEAL_STATUSES = codedValues('esign:signatures.sealStatus', ['1', '2', '3', '4', '5']);
export const RECORD_SIGN_BIZ_TYPES = codedValues('esign:signatures.signBizType', ['1', '2', '3']);

// ------------------------------------------------------------------ action predicates

/** A valid seal may be withdrawn (on /withdrawalCa). */
export const canWithdrawSeal = (s: { status: string }) => s.status === SEAL_CERT_STATUS.valid;
/** A disabled picture signature is enabled, and only a disabled one is deleted. */
export const canEnablePicture = (p: { status: string }) => p.status === PICTURE_STATUS.disabled;
export const canDeletePicture = canEnablePicture;
/** An enabled picture signature is disabled. */
export const canDisablePicture = (p: { status: string }) => p.status === PICTURE_STATUS.enabled;
/** The status a picture is set to may be set from its present one. */
export const canSetPictureStatus = (p: { status: string }, to: string) =>
  to === PICTURE_STATUS.enabled ? canEnablePicture(p) : canDisablePicture(p);
/** The signed PDF of a record exists once party B signed. */
export const hasSignedRecord = (r: { signStatus: string }) => r.signStatus === RECORD_SIGN_STATUS.signed;

// ------------------------------------------------------------------ validations

/** The longest name of a picture signature. */
export const PICTURE_NAME_MAX = 40;

// ------------------------------------------------------------------ errors (SPEC §8)

/** The error codes the mock answers, with the key of the client's own text where the screen refuses the same case. */
export const ESIGN_ERRORS = {
  refused: { code: 'B0400' },
  deleteEnabled: { code: 'B0437', messageKey: 'esign:pictures.deleteEnabled' },
  pictureType: { code: 'A0412', messageKey: 'esign:rule.pictureType' },
  pictureSize: { code: 'A0413' },
  pictureName: { code: 'A0410' },
  bu: { code: 'A0410' },
} as const;
