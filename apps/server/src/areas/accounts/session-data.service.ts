import { allPermissionCodes, type SessionData } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { loadPermissions } from '../../platform/permissions/load-permissions.js';
import { bossCodeOf, listAccessibleUnits, type AccountRow } from './account.repository.js';

const roleOfKind = { BOSS: 1, STAFF: 0, WORKBAY: 2 } as const;

/** SPEC section 3 "Session data": what the client keeps after login or a factory switch. */
export async function buildSessionData(db: Db, account: AccountRow, unitId: string | null, sid: string): Promise<SessionData> {
  const units = await listAccessibleUnits(db, account);
  const unit = units.find((u) => u.id === unitId) ?? null;
  const permissionList = !unit
    ? []
    : account.kind === 'BOSS'
      ? [...allPermissionCodes]
      : [...(await loadPermissions(db, account.id, unit.id))].sort();
  return {
    userId: account.id,
    unitId: unit?.id ?? null,
    bossUnitId: account.bossUnitId,
    facName: unit?.name ?? null,
    sid,
    permissionList,
    role: roleOfKind[account.kind],
    units,
    userInfo: {
      loginName: account.loginName,
      userName: account.userName,
      bossCode: await bossCodeOf(db, account.bossUnitId),
      lastLoginFactoryId: unit?.id ?? account.lastLoginUnitId,
      phone: account.phone,
      type: account.kind,
    },
  };
}

/** The factory a fresh session starts in: the last one used if still allowed, else the first. */
export async function chooseStartUnit(db: Db, account: AccountRow): Promise<string | null> {
  const units = await listAccessibleUnits(db, account);
  return units.find((u) => u.id === account.lastLoginUnitId)?.id ?? units[0]?.id ?? null;
}
