import { Code, type SessionData, type UnitUser, type UnitUsers, type updateMyInfoInput } from '@gf/contracts';
import type { z } from 'zod';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import { clearLoginFailures, recordLoginFailure } from '../../platform/auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { endUserSessions } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findAccountById, listAccessibleUnits } from './account.repository.js';
import { accountThrottleKeys, currentSessionData } from './login.service.js';
import { assertNotThrottled } from '../../platform/auth/login-throttle.js';
import * as users from './user.repository.js';

type UpdateMyInfo = z.output<typeof updateMyInfoInput>;

const sessionGone = () =>
  new AppError(Code.sessionExpired, { zh: '登录超时，请重新登录', en: 'Login timed out, please log in again' });

/**
 * facUser/updateMyInfo: the signed-in account edits its own name, phone and password. A new
 * password needs the old one (throttled like a login) and ends the account's other sessions.
 */
export async function updateMyInfo(db: Db, ctx: RequestContext, input: UpdateMyInfo): Promise<SessionData> {
  const account = await findAccountById(db, ctx.userId);
  if (!account) throw sessionGone();
  const fields: { userName?: string; phone?: string } = {};
  if (input.userName !== undefined && input.userName !== account.userName) fields.userName = input.userName;
  if (input.phone !== undefined && input.phone !== account.phone) {
    const owner = await users.phoneOwner(db, input.phone);
    if (owner && owner !== account.id) throw duplicate('phone', { zh: '手机号', en: 'Phone number' });
    fields.phone = input.phone;
  }
  let passwordHash: string | undefined;
  if (input.newPassword !== undefined) {
    if (!input.oldPassword)
      throw invalid('oldPassword', { zh: '修改密码需要输入原密码', en: 'the old password is required to set a new one' });
    const keys = await accountThrottleKeys(db, account, ctx.visitor.ip);
    await assertNotThrottled(db, keys);
    if (!(await verifyPassword(account.passwordHash, input.oldPassword))) {
      for (const key of keys) await recordLoginFailure(db, key);
      throw invalid('oldPassword', { zh: '原密码错误', en: 'the old password is wrong' });
    }
    for (const key of keys) await clearLoginFailures(db, key);
    passwordHash = await hashPassword(input.newPassword);
  }
  if (Object.keys(fields).length === 0 && !passwordHash) return currentSessionData(db, ctx);

  try {
    await db.transaction().execute(async (trx) => {
      if (Object.keys(fields).length) await users.updateProfile(trx, account.id, fields);
      if (passwordHash) {
        await users.setPasswordHash(trx, account.id, passwordHash);
        await endUserSessions(trx, account.id, 'PASSWORD_RESET', ctx.sessionId);
      }
      await writeOperationLog(trx, {
        unitId: ctx.unitId,
        userId: ctx.userId,
        action: 'UPDATE_MY_INFO',
        targetType: 'user',
        targetId: account.id,
        visitor: ctx.visitor,
        detail: { fields: [...Object.keys(fields), ...(passwordHash ? ['password'] : [])] },
      });
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw duplicate('phone', { zh: '手机号', en: 'Phone number' });
    throw error;
  }
  return currentSessionData(db, ctx);
}

/** facUser/getUnitUser: the enabled users of the current factory, boss accounts included. */
export async function unitUsers(db: Db, ctx: RequestContext, keyword?: string): Promise<UnitUser[]> {
  return users.listUnitUsers(db, { unitId: ctx.unitId, bossUnitId: ctx.bossUnitId }, { keyword });
}

/** facUser/getUnitsUsers: the same per factory, for the factories the caller may enter (others ignored). */
export async function unitsUsers(
  db: Db,
  ctx: RequestContext,
  input: { unitIds?: string[] | undefined; keyword?: string | undefined },
): Promise<UnitUsers[]> {
  const account = await findAccountById(db, ctx.userId);
  if (!account) throw sessionGone();
  const wanted = input.unitIds ? new Set(input.unitIds) : null;
  const units = (await listAccessibleUnits(db, account)).filter((u) => !wanted || wanted.has(u.id));
  const groups: UnitUsers[] = [];
  for (const unit of units) {
    const list = await users.listUnitUsers(db, { unitId: unit.id, bossUnitId: ctx.bossUnitId }, { keyword: input.keyword });
    groups.push({ unitId: unit.id, unitName: unit.name, users: list });
  }
  return groups;
}
