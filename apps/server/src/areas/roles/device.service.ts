import { pageOf, type deviceBatchAuthorizeInput, type deviceInput, type devicePageInput } from '@gf/contracts';
import type { z } from 'zod';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import type { Db } from '../../platform/db/database.js';
import { duplicate, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './device.repository.js';

const deviceNotFound = () => notFound({ zh: '设备', en: 'Device' });
const deviceCode = { zh: '设备编码', en: 'Device code' };

export async function listDevicePage(db: Db, ctx: RequestContext, input: z.output<typeof devicePageInput>) {
  const { pageNo, pageSize, offset } = pageOf(input);
  return { ...(await repo.pageDevices(db, ctx.unitId, input, pageSize, offset)), pageNo, pageSize };
}

/** A device starts unauthorised: adding it records it, authorising it is a separate decision. */
export async function addDevice(db: Db, ctx: RequestContext, input: z.output<typeof deviceInput>): Promise<{ id: string }> {
  if (await repo.findDeviceByCode(db, ctx.unitId, input.deviceCode)) throw duplicate('deviceCode', deviceCode);
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await repo.insertDevice(trx, ctx.unitId, input);
      await writeOperationLog(trx, {
        unitId: ctx.unitId,
        userId: ctx.userId,
        action: 'DEVICE_ADD',
        targetType: 'device',
        targetId: id,
        visitor: ctx.visitor,
        detail: { deviceCode: input.deviceCode },
      });
      return { id };
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw duplicate('deviceCode', deviceCode);
    throw error;
  }
}

/** All or nothing: one id that is not this factory's refuses the whole batch. */
export async function authorizeDevices(
  db: Db,
  ctx: RequestContext,
  input: z.output<typeof deviceBatchAuthorizeInput>,
): Promise<{ count: number }> {
  const ids = [...new Set(input.ids)];
  return db.transaction().execute(async (trx) => {
    const changed = await repo.setAuthorized(trx, ctx.unitId, ids, input.isAuthorized);
    if (changed.length !== ids.length) throw deviceNotFound();
    await writeOperationLog(trx, {
      unitId: ctx.unitId,
      userId: ctx.userId,
      action: input.isAuthorized ? 'DEVICE_AUTHORIZE' : 'DEVICE_UNAUTHORIZE',
      targetType: 'device',
      targetId: ids.join(','),
      visitor: ctx.visitor,
    });
    return { count: changed.length };
  });
}

export async function modifyDeviceRemark(db: Db, ctx: RequestContext, id: string, remark: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.setRemark(trx, ctx.unitId, id, remark))) throw deviceNotFound();
    await writeOperationLog(trx, {
      unitId: ctx.unitId,
      userId: ctx.userId,
      action: 'DEVICE_REMARK',
      targetType: 'device',
      targetId: id,
      visitor: ctx.visitor,
    });
  });
}

export async function removeDevice(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await repo.deleteDevice(trx, ctx.unitId, id);
    if (!gone) throw deviceNotFound();
    await writeOperationLog(trx, {
      unitId: ctx.unitId,
      userId: ctx.userId,
      action: 'DEVICE_DELETE',
      targetType: 'device',
      targetId: id,
      visitor: ctx.visitor,
      detail: { deviceCode: gone.deviceCode },
    });
  });
}
