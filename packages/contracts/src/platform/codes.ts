/**
 * Answer codes of the envelope { code, msg, data } (ARCHITECTURE section 4, SPEC section 8).
 * 0 success; 440 no session or expired; 1001 session ended from elsewhere; 500 unexpected.
 * The other codes are stable business codes: the first three digits are the HTTP status class.
 */
export const Code = {
  ok: 0,
  sessionExpired: 440,
  sessionEnded: 1001,
  serverError: 500,
  invalidInput: 40001,
  captchaInvalid: 40003,
  loginFailed: 40101,
  loginLocked: 40102,
  noPermission: 40301,
  wrongUnit: 40302,
  /** A call that changes data came from another site (request forgery): Sec-Fetch-Site, Origin or Referer. */
  crossSiteRefused: 40303,
  /** The factory requires device authorisation and this device is not (yet) authorised. */
  deviceNotAuthorized: 40304,
  unknownCall: 40401,
  notFound: 40402,
  duplicate: 40901,
  tooManyRequests: 42901,
  badState: 40902,
  inUse: 40903,
  /** Not enough stock for an out-movement in a storehouse that forbids negative stock. */
  insufficientStock: 40904,
  /** Another user changed the same data at the same moment (deadlock or serialization failure, retried): try again. */
  concurrentChange: 40905,
  /** The reference's answer of facPrdOrder/checkAttachment: goods records miss fields required before conversion. */
  attachmentsMissing: 5007001,
} as const;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface Page<T> {
  list: T[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
}
