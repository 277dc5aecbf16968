/** The answer envelope of SPEC §7. Success is returncode '00000'; failures keep HTTP 200. */
export type Envelope<T = unknown> = { returncode: string; message: string; data: T | null };

export const SUCCESS_CODE = '00000';

export function ok<T>(data: T): Envelope<T> {
  return { returncode: SUCCESS_CODE, message: 'success', data };
}

export function fail(returncode: string, message: string): Envelope<null> {
  return { returncode, message, data: null };
}

/**
 * A business failure raised by a service. The route wrapper turns it into
 * `{ returncode: code, message, data: null }` with HTTP 200.
 */
export class ApiError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}
