/** The answer envelope of SPEC §7: `{ returncode | code, message, data }`. */
export type Envelope<T = unknown> = {
  returncode?: string | number;
  code?: string | number;
  message?: string;
  data?: T;
};

export type Unwrapped<T> =
  | { ok: true; data: T }
  | { ok: false; malformed: false; code: string; message: string }
  | { ok: false; malformed: true };

const SUCCESS_CODES = ['0', '00000'];

const has = (body: object, key: string) => Object.prototype.hasOwnProperty.call(body, key);

export function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' && body !== null && !Array.isArray(body) && (has(body, 'returncode') || has(body, 'code'))
  );
}

/** `returncode`, or `code` when returncode is missing, as a string. */
export function envelopeCode(body: Envelope): string {
  const code = body.returncode ?? body.code;
  return code === undefined || code === null ? '' : String(code);
}

export function isSuccessCode(code: string | number | undefined): boolean {
  return code !== undefined && SUCCESS_CODES.includes(String(code));
}

/**
 * Unwraps a JSON answer. A string (an unparsable or empty body) or null is malformed; a JSON
 * value that is not an envelope (e.g. a static file) is passed through as the data itself.
 */
export function unwrap<T>(body: unknown): Unwrapped<T> {
  if (body === null || body === undefined || typeof body === 'string') return { ok: false, malformed: true };
  if (!isEnvelope(body)) return { ok: true, data: body as T };
  const code = envelopeCode(body);
  if (isSuccessCode(code)) return { ok: true, data: body.data as T };
  return { ok: false, malformed: false, code, message: typeof body.message === 'string' ? body.message : '' };
}

/** Parses a JSON text into an envelope, or null when it is not one. */
export function parseEnvelope(text: string): Envelope | null {
  try {
    const body: unknown = JSON.parse(text);
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}
