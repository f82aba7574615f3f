import { Code, type DeviceConfig } from '@gf/contracts';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import type { UnitEntry } from '../accounts/index.js';
import * as repo from './device.repository.js';

const noDeviceCode = {
  zh: '该工厂已启用设备授权登录，无法识别当前设备，请在已授权的设备上登录',
  en: 'This factory only accepts sign-ins from authorised devices and this device could not be identified; please sign in on an authorised device',
};
const notAuthorized = {
  zh: '设备未授权，已提交授权申请，请联系管理员',
  en: 'This device is not authorised. An authorisation request has been submitted; please contact your administrator',
};
/** The remark of a device recorded by a refused sign-in, so the manager sees where it came from. */
export const loginRequestRemark = '登录申请';

/**
 * The device rule of SPEC section 6, run at sign-in and at switchUnit: in a factory that requires
 * device authorisation, a staff or workbay account enters only from an authorised device. An unknown
 * device is recorded (unauthorised) as a request for the manager; every refusal is logged. Boss
 * accounts are never refused: the owner must always be able to get in and authorise devices.
 */
export async function checkDeviceOnEntry(db: Db, entry: UnitEntry): Promise<void> {
  if (entry.account.kind === 'BOSS') return;
  if (!(await repo.isDeviceAuthorizationRequired(db, entry.unitId))) return;
  const code = entry.device.code;
  const known = code ? await repo.findDeviceByCode(db, entry.unitId, code) : undefined;
  if (known?.isAuthorized) return;

  const reason = !code ? 'NO_DEVICE_CODE' : known ? 'DEVICE_NOT_AUTHORIZED' : 'DEVICE_REQUESTED';
  await db.transaction().execute(async (trx) => {
    const deviceId =
      known?.id ??
      (code
        ? await repo.insertDeviceRequest(trx, entry.unitId, {
            deviceCode: code,
            deviceName: entry.device.name?.slice(0, 50) ?? null,
            remark: loginRequestRemark,
          })
        : null);
    await writeOperationLog(trx, {
      unitId: entry.unitId,
      userId: entry.account.id,
      action: 'DEVICE_LOGIN_REFUSED',
      targetType: deviceId ? 'device' : null,
      targetId: deviceId,
      visitor: entry.visitor,
      detail: { deviceCode: code, reason, via: entry.via },
    });
  });
  throw new AppError(Code.deviceNotAuthorized, code ? notAuthorized : noDeviceCode, { deviceCode: code });
}

export async function getDeviceLoginConfig(db: Db, ctx: RequestContext): Promise<DeviceConfig> {
  return { enabled: await repo.isDeviceAuthorizationRequired(db, ctx.unitId) };
}

export async function setDeviceLoginConfig(db: Db, ctx: RequestContext, enabled: boolean): Promise<DeviceConfig> {
  await db.transaction().execute(async (trx) => {
    await repo.setDeviceAuthorizationRequired(trx, ctx.unitId, enabled);
    await writeOperationLog(trx, {
      unitId: ctx.unitId,
      userId: ctx.userId,
      action: 'DEVICE_CONFIG',
      targetType: 'unit',
      targetId: ctx.unitId,
      visitor: ctx.visitor,
      detail: { enabled },
    });
  });
  return { enabled };
}
