import { Code, type SessionData, type registerInput } from '@gf/contracts';
import type { z } from 'zod';
import type { AppConfig } from '../../config.js';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { createSession } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate } from '../../platform/http/errors.js';
import type { Visitor } from '../../platform/tenancy/context.js';
import { findAccountById } from './account.repository.js';
import { captchaRefused, takeCaptcha, verifyCaptcha } from './captcha.service.js';
import { buildSessionData } from './session-data.service.js';
import * as users from './user.repository.js';

type RegisterInput = z.output<typeof registerInput>;

const what = { bossCode: { zh: '老板代码', en: 'Boss code' }, phone: { zh: '手机号', en: 'Phone number' } };

/** A unique index said no while another registration raced us: the same answer as the pre-check. */
function duplicateFromIndex(error: unknown): AppError | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  return where.includes('phone') ? duplicate('phone', what.phone) : duplicate('loginName', what.bossCode);
}

/**
 * register/doRegister: a new company. Creates the BOSS unit (code = the boss code), its boss
 * account and, when a factory name is given, the first factory; then signs the account in.
 * All of it in one transaction: a failure leaves no half-registered company behind.
 */
export async function registerCompany(
  deps: { db: Db; config: AppConfig },
  input: RegisterInput,
  visitor: Visitor,
): Promise<SessionData> {
  const { db, config } = deps;
  const bossCode = input.loginName;
  // Uniqueness first: a taken name must not cost one of the captcha's tries.
  if (await users.isLoginNameTaken(db, bossCode)) throw duplicate('loginName', what.bossCode);
  if (await users.phoneOwner(db, input.phone)) throw duplicate('phone', what.phone);
  const captchaId = await verifyCaptcha(db, { phone: input.phone, purpose: 'REGISTER', captcha: input.captcha });
  if (!captchaId) throw captchaRefused();
  const passwordHash = await hashPassword(input.password);

  try {
    return await db.transaction().execute(async (trx) => {
      await takeCaptcha(trx, captchaId);
      const bossUnitId = await users.insertBossUnit(trx, { code: bossCode, name: input.userName, mobilePhone: input.phone });
      const factoryId = input.factoryName
        ? await users.insertFactoryUnit(trx, {
            bossUnitId,
            name: input.factoryName,
            contactName: input.userName,
            mobilePhone: input.phone,
          })
        : null;
      const userId = await users.insertAccount(trx, {
        bossUnitId,
        kind: 'BOSS',
        loginName: bossCode,
        phone: input.phone,
        userName: input.userName,
        passwordHash,
        lastLoginUnitId: factoryId,
      });
      if (factoryId) await users.addUserToUnit(trx, userId, factoryId);
      const sid = await createSession(trx, { userId, unitId: factoryId, ttlMs: config.sessionTtlMs, ip: visitor.ip });
      await writeOperationLog(trx, {
        unitId: factoryId,
        userId,
        action: 'REGISTER',
        targetType: 'unit',
        targetId: bossUnitId,
        visitor,
        detail: { bossCode, factoryName: input.factoryName ?? null },
      });
      const account = await findAccountById(trx, userId);
      if (!account) throw new AppError(Code.serverError, { zh: '注册失败', en: 'Registration failed' });
      return buildSessionData(trx, account, factoryId, sid);
    });
  } catch (error) {
    throw duplicateFromIndex(error) ?? error;
  }
}

/** login/checkLoginName: is this name taken (as a boss code or a login name)? */
export async function loginNameExists(db: Db, loginName: string): Promise<{ exists: boolean }> {
  return { exists: await users.isLoginNameTaken(db, loginName) };
}

/** login/checkPhone: does an account use this phone number? */
export async function phoneExists(db: Db, phone: string): Promise<{ exists: boolean }> {
  return { exists: Boolean(await users.phoneOwner(db, phone)) };
}
