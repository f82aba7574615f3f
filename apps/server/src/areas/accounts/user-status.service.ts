import { Code } from '@gf/contracts';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import { endUserSessions } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findAccountById } from './account.repository.js';
import { setAccountEnabled } from './user.repository.js';

const userNotFound = () => notFound({ zh: '用户', en: 'User' });

/**
 * Disables or re-enables an account of the caller's company. Disabling ends every session of the
 * account at once (its tabs answer 1001); a boss account and one's own account cannot be disabled.
 */
export async function setUserEnabled(db: Db, ctx: RequestContext, userId: string, isEnabled: boolean): Promise<void> {
  const account = await findAccountById(db, userId);
  if (!account || account.bossUnitId !== ctx.bossUnitId) throw userNotFound();
  if (!isEnabled && account.id === ctx.userId)
    throw new AppError(Code.badState, { zh: '不能停用自己的账号', en: 'You cannot disable your own account' });
  if (!isEnabled && account.kind === 'BOSS')
    throw new AppError(Code.badState, { zh: '不能停用老板账号', en: 'A boss account cannot be disabled' });
  await db.transaction().execute(async (trx) => {
    if (!(await setAccountEnabled(trx, ctx.bossUnitId, userId, isEnabled))) throw userNotFound();
    if (!isEnabled) await endUserSessions(trx, userId, 'USER_DISABLED');
    await writeOperationLog(trx, {
      unitId: ctx.unitId,
      userId: ctx.userId,
      action: isEnabled ? 'USER_ENABLE' : 'USER_DISABLE',
      targetType: 'user',
      targetId: userId,
      visitor: ctx.visitor,
    });
  });
}

export const disableUser = (db: Db, ctx: RequestContext, userId: string) => setUserEnabled(db, ctx, userId, false);
export const enableUser = (db: Db, ctx: RequestContext, userId: string) => setUserEnabled(db, ctx, userId, true);
