import { Code, type DeletedFactory } from '@gf/contracts';
import { confirmOwnPassword, leaveUnit } from '../accounts/index.js';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import type { Db } from '../../platform/db/database.js';
import { asDatabaseError } from '../../platform/db/database-errors.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryNotFound } from '../factory/index.js';
import { deleteFactorySetup, factoryData } from './factory-data.repository.js';
import * as repo from './factory.repository.js';
import { enterableFactoryIds } from './factory.service.js';

const holdsData = (held: unknown, what: { zh: string; en: string }) => new AppError(Code.inUse, what, { held });

/**
 * Refuses (40903, `data.held` naming the tables and counts) a factory that holds data: any row of its own in a
 * FACTORY or COMPANY_AND_FACTORY table beyond the set-up it was born with, or an account other than the boss's.
 */
export async function assertHoldsNoData(db: Db, unitId: string, what: { zh: string; en: string }): Promise<void> {
  const held = await factoryData(db, unitId);
  if (held.length) throw holdsData(held, what);
}

const cannotDelete = {
  zh: '该工厂已有业务数据（单据、物料、员工等），不能删除',
  en: 'The factory holds data (bills, materials, employees ...) and cannot be deleted',
};

/**
 * fac/deleteFactory: the caller's password first (a wrong one answers 40001 and counts against the login throttle),
 * then, under the company lock, a factory of the company the caller may enter that holds no data and is not the
 * company's last. Its set-up goes with it; the accounts' sessions in it move to another factory (the caller's too:
 * the answer says where). A row written meanwhile by someone else makes the delete fail on its foreign key: 40903.
 */
export async function deleteFactory(
  db: Db,
  ctx: RequestContext,
  input: { facId: string; password: string },
): Promise<DeletedFactory> {
  await confirmOwnPassword(db, ctx, input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      await repo.lockCompany(trx, ctx.bossUnitId);
      const factory = await repo.findCompanyFactory(trx, ctx.bossUnitId, input.facId);
      if (!factory || !(await enterableFactoryIds(trx, ctx)).includes(factory.id)) throw factoryNotFound();
      if ((await repo.countFactories(trx, ctx.bossUnitId)) <= 1)
        throw new AppError(Code.inUse, {
          zh: '这是公司的最后一个工厂，不能删除',
          en: "This is the company's last factory and cannot be deleted",
        });
      await assertHoldsNoData(trx, factory.id, cannotDelete);
      const moved = await leaveUnit(trx, factory.id, { forget: true });
      await deleteFactorySetup(trx, factory.id);
      await repo.deleteFactoryUnit(trx, factory.id);
      const sessionUnitId = moved.has(ctx.sessionId) ? (moved.get(ctx.sessionId) ?? null) : ctx.unitId || null;
      await writeOperationLog(trx, {
        unitId: sessionUnitId,
        userId: ctx.userId,
        action: 'FACTORY_DELETE',
        targetType: 'unit',
        targetId: factory.id,
        visitor: ctx.visitor,
        detail: { name: factory.name },
      });
      return { id: factory.id, sessionUnitId };
    });
  } catch (error) {
    // 23503: a row referencing the factory appeared after the check (written at the same moment).
    if (asDatabaseError(error)?.code === '23503') throw holdsData([], cannotDelete);
    throw error;
  }
}
