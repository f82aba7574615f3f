import { randomInt, timingSafeEqual } from 'node:crypto';
import { Code, type CaptchaPurpose, type SendCaptchaAnswer } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { Visitor } from '../../platform/tenancy/context.js';
import * as repo from './captcha.repository.js';
import { findAccountByPhone } from './user.repository.js';

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const MAX_TRIES = 5;

/** Delivers a code to a phone. No SMS gateway is reachable here: the default one writes to the log. */
export interface CaptchaSender {
  send(phone: string, code: string, purpose: CaptchaPurpose): Promise<void>;
}

const senders = new WeakMap<FastifyInstance, CaptchaSender>();

/** Replaces the sender of one app (tests capture codes; production would plug a gateway in here). */
export function setCaptchaSender(app: FastifyInstance, sender: CaptchaSender): void {
  senders.set(app, sender);
}

export function captchaSenderOf(app: FastifyInstance): CaptchaSender {
  return (
    senders.get(app) ?? {
      send: async (phone, code) => {
        app.log.info(`captcha for ${phone}: ${code}`);
      },
    }
  );
}

// ---- pure rules ----

export function generateCaptchaCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Seconds the phone must still wait before another code may be sent (0: send now). */
export function resendWaitSeconds(lastSentAt: Date | undefined, now: Date): number {
  if (!lastSentAt) return 0;
  const left = lastSentAt.getTime() + RESEND_AFTER_MS - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** 'dead': no usable code (none, used, expired, or out of tries): only a new code helps. */
export function captchaState(
  row: Pick<repo.CaptchaRow, 'attempts' | 'expiresAt' | 'usedAt'> | undefined,
  now: Date,
): 'live' | 'dead' {
  if (!row || row.usedAt || row.expiresAt <= now || row.attempts >= MAX_TRIES) return 'dead';
  return 'live';
}

export function sameCode(expected: string, typed: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(typed);
  return a.length === b.length && timingSafeEqual(a, b);
}

// ---- use cases ----

const phoneTaken = () =>
  new AppError(
    Code.duplicate,
    { zh: '该手机号已注册', en: 'This phone number is already registered' },
    { errors: [{ field: 'phone', message: 'already registered' }] },
  );
const phoneUnknown = () =>
  new AppError(
    Code.notFound,
    { zh: '该手机号未注册', en: 'No account uses this phone number' },
    { errors: [{ field: 'phone', message: 'not registered' }] },
  );
export const captchaRefused = () =>
  new AppError(
    Code.captchaInvalid,
    { zh: '验证码错误或已失效', en: 'The verification code is wrong or no longer valid' },
    { errors: [{ field: 'captcha', message: 'wrong or expired' }] },
  );

/** register/sendMsg: one 6-digit code, valid 5 minutes, at most one send per phone per minute. */
export async function sendCaptcha(
  deps: { db: Db; sender: CaptchaSender },
  input: { phone: string; purpose: CaptchaPurpose },
  visitor: Visitor,
): Promise<SendCaptchaAnswer> {
  const { db, sender } = deps;
  const account = await findAccountByPhone(db, input.phone);
  if (input.purpose === 'REGISTER' && account) throw phoneTaken();
  if (input.purpose === 'RESET_PASSWORD' && !account) throw phoneUnknown();
  await db.transaction().execute(async (trx) => {
    await repo.lockPhone(trx, input.phone);
    const now = new Date();
    const wait = resendWaitSeconds(await repo.lastSentAt(trx, input.phone), now);
    if (wait > 0) {
      throw new AppError(
        Code.tooManyRequests,
        { zh: `验证码发送太频繁，请 ${wait} 秒后再试`, en: `A code was sent just now; try again in ${wait} seconds` },
        { retryAfterSeconds: wait },
      );
    }
    const code = generateCaptchaCode();
    await repo.insertCaptcha(trx, {
      phone: input.phone,
      purpose: input.purpose,
      code,
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    });
    await writeOperationLog(trx, {
      unitId: null,
      userId: account?.id ?? null,
      action: 'CAPTCHA_SENT',
      targetType: 'phone',
      targetId: input.phone,
      visitor,
      detail: { purpose: input.purpose },
    });
    // Sent inside the transaction: a gateway failure leaves no code behind to block the resend.
    await sender.send(input.phone, code, input.purpose);
  });
  return { sent: true, expiresInSeconds: CAPTCHA_TTL_MS / 1000, resendAfterSeconds: RESEND_AFTER_MS / 1000 };
}

/**
 * Checks a typed code against the newest one of the phone and purpose. A wrong answer uses up one
 * of MAX_TRIES; answers the code's id when right, null otherwise.
 */
export async function verifyCaptcha(
  db: Db,
  input: { phone: string; purpose: CaptchaPurpose; captcha: string },
): Promise<string | null> {
  const now = new Date();
  const row = await repo.latestCaptcha(db, input.phone, input.purpose);
  if (!row || captchaState(row, now) === 'dead') return null;
  if (!(await repo.reserveTry(db, row.id, MAX_TRIES, now))) return null;
  if (!sameCode(row.code, input.captcha)) return null;
  await repo.refundTry(db, row.id);
  return row.id;
}

/** Verifies and then takes the code inside the caller's transaction (it can be used once). */
export async function takeCaptcha(trx: Db, captchaId: string): Promise<void> {
  if (!(await repo.consumeCaptcha(trx, captchaId, new Date()))) throw captchaRefused();
}
