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

/**
 * A call's refusal the client has already shown (toast or dialog) needs no second word: when a page lets such a
 * promise go unhandled (a button's `void save()`), the browser would log "Uncaught (in promise)". The guard marks
 * those as handled; any other rejection still reaches the console as a real error.
 */
export function installShownRefusalGuard(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (event.reason instanceof ApiError && event.reason.notified) event.preventDefault();
  });
}
