/** Mail limits of SPEC §5, the same numbers as the server's (mocks/services/mail.ts). */

/** SPEC §5 'attachment max {limit}M' for mail attachments. */
export const ATTACHMENT_MAX_MB = 10;
/** Recipient ids (supplier codes, staff accounts) are at most this long. */
export const RECIPIENT_ID_MAX = 20;
export const TITLE_MAX = 100;
export const SENDER_NAME_MAX = 32;
export const GROUP_NAME_MAX = 32;
/** Batch mail is sent this many rows per call (the progress steps). */
export const BATCH_STEP = 20;
/** How long typing pauses before the draft is written to localStorage. */
export const DRAFT_SAVE_DELAY_MS = 400;
