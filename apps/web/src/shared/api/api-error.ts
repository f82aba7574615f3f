/** A non-zero answer (or a failed call) as the caller sees it. */
export class ApiError<T = unknown> extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: T;
  /** True when the client has already told the user (toast or dialog). */
  readonly notified: boolean;

  constructor(code: number, msg: string, data: T, notified = true) {
    super(msg || `code ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
    this.notified = notified;
  }
}

/** Client-side failure codes (no answer from the server). */
export const ClientCode = {
  network: -1,
  timeout: -2,
  badAnswer: -3,
} as const;
