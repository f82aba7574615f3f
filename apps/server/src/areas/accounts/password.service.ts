import { Code } from '@gf/contracts';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import { assertNotThrottled, clearLoginFailures, recordLoginFailure, throttleKeys } from '../../platform/auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { endUserSessions } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { Visitor } from '../../platform/tenancy/context.js';
import { findWorkbayAccount } from './account.repository.js';
import { captchaRefused, takeCaptcha, verifyCaptcha } from './captcha.service.js';
import * as users from './user.repository.js';

/** fac/resetPsw: a forgotten password, proven by a RESET_PASSWORD code sent to the account's phone. */
export async function resetPasswordByPhone(
  db: Db,
  input: { phone: string; captcha: string; psw: string },
  visitor: Visitor,
): Promise<void> {
  const account = await users.findAccountByPhone(db, input.phone);
  if (!account) throw captchaRefused();
  const captchaId = await verifyCaptcha(db, { phone: input.phone, purpose: 'RESET_PASSWORD', captcha: input.captcha });
  if (!captchaId) throw captchaRefused();
  const passwordHash = await hashPassword(input.psw);
  await db.transaction().execute(async (trx) => {
    await takeCaptcha(trx, captchaId);
    await users.setPasswordHash(trx, account.id, passwordHash);
    // Every open tab of the account answers 1001 from now on.
    await endUserSessions(trx, account.id, 'PASSWORD_RESET');
    await writeOperationLog(trx, {
      unitId: null,
      userId: account.id,
      action: 'PASSWORD_RESET',
      targetType: 'user',
      targetId: account.id,
      visitor,
      detail: { by: 'phone' },
    });
  });
  // The owner proved who they are: a lock from someone else's guessing no longer applies.
  for (const name of [account.loginName, input.phone]) {
    for (const key of throttleKeys(name, visitor.ip).slice(0, 1)) await clearLoginFailures(db, key);
  }
}

/**
 * fac/resetWorkbayPsw: a workbay user changes its own password with the old one. Wrong old
 * passwords count against the same throttle as the workbay login; other sessions end.
 */
export async function changeWorkbayPassword(
  db: Db,
  input: { bossCode: string; loginName: string; oldPsw: string; newPsw: string },
  visitor: Visitor,
  currentSid: string | undefined,
): Promise<void> {
  const keys = throttleKeys(`${input.bossCode}-${input.loginName}`, visitor.ip);
  await assertNotThrottled(db, keys);
  const account = await findWorkbayAccount(db, input.bossCode, input.loginName);
  const ok = account ? await verifyPassword(account.passwordHash, input.oldPsw) : false;
  if (!account || !ok || !account.isEnabled) {
    for (const key of keys) await recordLoginFailure(db, key);
    await writeOperationLog(db, {
      unitId: null,
      userId: account?.id ?? null,
      action: 'PASSWORD_CHANGE_FAILED',
      visitor,
      detail: { loginName: `${input.bossCode}-${input.loginName}` },
    });
    throw new AppError(
      Code.loginFailed,
      { zh: '工号或原密码错误', en: 'Wrong workbay number or old password' },
      { errors: [{ field: 'oldPsw', message: 'wrong account or old password' }] },
    );
  }
  for (const key of keys) await clearLoginFailures(db, key);
  const passwordHash = await hashPassword(input.newPsw);
  await db.transaction().execute(async (trx) => {
    await users.setPasswordHash(trx, account.id, passwordHash);
    // The caller's own session is kept only when it really is this account's.
    const keep = currentSid ? await users.openSessionOf(trx, currentSid, account.id) : undefined;
    await endUserSessions(trx, account.id, 'PASSWORD_RESET', keep);
    await writeOperationLog(trx, {
      unitId: null,
      userId: account.id,
      action: 'PASSWORD_CHANGE',
      targetType: 'user',
      targetId: account.id,
      visitor,
      detail: { by: 'oldPassword' },
    });
  });
}
