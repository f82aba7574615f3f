import { Code, type Envelope } from '@gf/contracts';
import { browser, feedback } from '../feedback/feedback';
import { currentLanguage, t } from '../i18n';
import { clearSession, getSession } from '../session/session';
import { ApiError, ClientCode } from './api-error';
import { announceDataChanged, dataChangedHeader, isConflictCode } from './data-changed';
import { answerFields, deferToast, fieldLabelIn, readableAnswerText } from './field-text';
import { sessionHeaders } from './headers';
import { toQueryString, type QueryParams } from './query-string';

// The api client of SPEC sections 7 and 8: every call goes through `request`, which sends the
// session headers, enforces the 200 s timeout and turns the envelope's code into the agreed UX.

export const apiBase = '/v1/api';
export const timeoutMs = 200_000;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  /** Show a success notification titled "成功" when the answer is code 0 (true: "操作成功"). */
  successToast?: string | boolean;
  /** Do not toast business errors (the promise still rejects). 440, 1001 and 500 are always handled. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Another prefix the spec names, e.g. '/warehouse/api'. */
  base?: string;
}

// Once-only flags of SPEC section 8.
let sessionExpiredShown = false;
let sessionEndedShown = false;

/** For tests: forget that the 440 dialog and the 1001 warning were shown. */
export function resetClientState(): void {
  sessionExpiredShown = false;
  sessionEndedShown = false;
}

function buildUrl(path: string, base = apiBase, params?: QueryParams): string {
  const clean = path.replace(/^\/+/, '');
  return `${base}/${clean}${toQueryString(params)}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function buildBody(method: Method, body: unknown): BodyInit | undefined {
  if (method === 'GET' || body === undefined) {
    // PUT always carries userId, even without a body of its own.
    if (method === 'PUT') return JSON.stringify({ userId: getSession()?.userId ?? null });
    return undefined;
  }
  if (body instanceof FormData || body instanceof Blob) return body;
  if (method === 'PUT' && isPlainObject(body) && body.userId === undefined) {
    return JSON.stringify({ ...body, userId: getSession()?.userId ?? null });
  }
  return JSON.stringify(body);
}

/** fetch with credentials, session headers and the 200 s timeout. */
async function send(method: Method, url: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  const payload = buildBody(method, body);
  const headers: Record<string, string> = { Accept: 'application/json', ...sessionHeaders() };
  if (payload !== undefined && !(payload instanceof FormData) && !(payload instanceof Blob)) {
    headers['Content-Type'] = 'application/json';
  }
  try {
    return await fetch(url, { method, credentials: 'include', headers, body: payload, signal: controller.signal });
  } catch (error) {
    if (timedOut) {
      feedback.message.error(t('api.timeout'));
      throw new ApiError(ClientCode.timeout, t('api.timeout'), null);
    }
    if (signal?.aborted) throw new ApiError(ClientCode.network, 'aborted', null, false);
    feedback.message.error(t('api.requestFailed'));
    throw new ApiError(ClientCode.network, error instanceof Error ? error.message : String(error), null);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  if (!isPlainObject(parsed) || typeof parsed.code !== 'number') {
    feedback.message.error(t('api.requestFailed'));
    throw new ApiError(ClientCode.badAnswer, `HTTP ${response.status}`, parsed ?? null);
  }
  return parsed as unknown as Envelope<T>;
}

function answerText(answer: Envelope<unknown>): string {
  const legacy = (answer as unknown as { message?: unknown }).message;
  const text = answer.msg || (typeof legacy === 'string' ? legacy : '') || '';
  if (answer.code !== Code.invalidInput) return text;
  // Field paths left in the text put in the user's words (contracts' field labels, 第N行).
  const labelOf = fieldLabelIn(currentLanguage() === 'en' ? 'en' : 'zh');
  return readableAnswerText(text, answerFields(answer.data), labelOf, (n) => t('api.row', { n }));
}

/** Applies SPEC section 8 to one answer: resolves for 0 and 500, rejects otherwise. */
export function handleAnswer<T>(answer: Envelope<T>, options: Pick<RequestOptions, 'successToast' | 'silent'> = {}): Envelope<T> {
  const text = answerText(answer);
  if (answer.code !== Code.sessionEnded && answer.code !== Code.sessionExpired) sessionEndedShown = false;

  if (answer.code === Code.ok) {
    if (options.successToast) {
      const description = typeof options.successToast === 'string' ? options.successToast : t('common.operationSuccess');
      // bottom right: the top right is where detail pages keep their action buttons
      feedback.notification.success({ title: t('api.successTitle'), description, placement: 'bottomRight', duration: 2.5 });
    }
    return answer;
  }
  if (answer.code === Code.sessionExpired) {
    // No session in this tab (an answer arriving after 退出登录): nothing expired that the user should hear about.
    if (!sessionExpiredShown && getSession()) {
      sessionExpiredShown = true;
      feedback.modal.warning({
        title: t('api.sessionExpiredTitle'),
        content: t('api.sessionExpiredText'),
        okText: t('common.ok'),
        onOk: () => {
          clearSession();
          browser.reload();
        },
      });
    }
    throw new ApiError(answer.code, text, answer.data);
  }
  if (answer.code === Code.sessionEnded) {
    if (!sessionEndedShown) {
      sessionEndedShown = true;
      feedback.message.warning(text || t('api.requestFailed'));
      clearSession();
      browser.reload();
    }
    throw new ApiError(answer.code, text, answer.data);
  }
  if (answer.code === Code.serverError) {
    // The dialog (antd) loads when first needed: the sign-in screens use this client without antd (ADR 0007).
    void import('../server-error-dialog/show-server-error').then(({ showServerError }) => showServerError(answer));
    return answer;
  }
  const error = new ApiError(answer.code, text, answer.data, !options.silent);
  const toast = () => feedback.message.error(text || t('api.requestFailed'));
  // Bad input naming fields: a form showing them under its fields claims the error, and no toast repeats them.
  if (!options.silent && answer.code === Code.invalidInput && answerFields(answer.data).length) deferToast(error, toast);
  else if (!options.silent) toast();
  throw error;
}

/** One call; resolves the whole envelope for code 0 and 500, rejects with ApiError otherwise. */
export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const url = buildUrl(path, options.base, options.params);
  const response = await send(method, url, options.body, options.signal);
  const answer = await readEnvelope<T>(response);
  // The server says when a call wrote (header) and the web never guesses from the method: many reads are POSTs.
  if (response.headers.get(dataChangedHeader)) announceDataChanged('saved');
  else if (isConflictCode(answer.code)) announceDataChanged('conflict');
  return handleAnswer(answer, options);
}

/** `request` reduced to the data: a 500 answer (already shown in its dialog) rejects here. */
async function call<T>(method: Method, path: string, options: RequestOptions): Promise<T> {
  const answer = await request<T>(method, path, options);
  if (answer.code !== Code.ok) throw new ApiError(answer.code, answerText(answer), answer.data as unknown);
  return answer.data;
}

type CallOptions = Omit<RequestOptions, 'body' | 'params'>;

export const api = {
  get: <T>(path: string, params?: QueryParams, options: CallOptions = {}) => call<T>('GET', path, { ...options, params }),
  post: <T>(path: string, body?: unknown, options: CallOptions = {}) => call<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options: CallOptions = {}) => call<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options: CallOptions = {}) => call<T>('DELETE', path, { ...options, body }),
};

function fileNameFrom(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads a blob (exports): a JSON answer instead of a file is handled like any other answer. */
export async function download(
  path: string,
  options: RequestOptions & { method?: Method; fileName?: string } = {},
): Promise<void> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.base, options.params);
  const response = await send(method, url, options.body, options.signal);
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const answer = await readEnvelope<unknown>(response);
    handleAnswer(answer, options);
    if (answer.code !== Code.ok) throw new ApiError(answer.code, answerText(answer), answer.data);
    return;
  }
  const blob = await response.blob();
  saveBlob(blob, options.fileName ?? fileNameFrom(response) ?? 'download');
}
