import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Json, UpdatedAt } from './common.js';

export interface UnitTable {
  id: Id;
  bossUnitId: string | null;
  kind: 'BOSS' | 'FACTORY';
  code: string | null;
  name: string;
  contactName: string | null;
  mobilePhone: string | null;
  telephone: string | null;
  address: string | null;
  isEnabled: Generated<boolean>;
  /** Staff and workbay sign-ins only from authorised devices (device_authorization). */
  requireDeviceAuthorization: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface AppUserTable {
  id: Id;
  bossUnitId: string;
  kind: 'BOSS' | 'STAFF' | 'WORKBAY';
  loginName: string;
  phone: string | null;
  userName: string;
  passwordHash: string;
  isEnabled: Generated<boolean>;
  lastLoginUnitId: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface UserUnitTable {
  userId: string;
  unitId: string;
}

export interface RoleTable {
  id: Id;
  unitId: string;
  name: string;
  remark: string | null;
  isValid: Generated<boolean>;
  isSystem: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface RolePermissionTable {
  roleId: string;
  code: string;
}

export interface UserRoleTable {
  userId: string;
  roleId: string;
}

export interface SessionTable {
  id: string;
  userId: string;
  unitId: string | null;
  createdAt: CreatedAt;
  expiresAt: Date;
  endedAt: Date | null;
  endReason: string | null;
  ip: string | null;
}

export interface LoginFailureTable {
  key: string;
  failures: number;
  lastFailedAt: Date;
  lockedUntil: Date | null;
}

export interface PhoneCaptchaTable {
  id: Id;
  phone: string;
  purpose: string;
  code: string;
  attempts: Generated<number>;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
}

export interface DeviceAuthorizationTable {
  id: Id;
  unitId: string;
  deviceCode: string;
  deviceName: string | null;
  remark: string | null;
  isAuthorized: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface OperationLogTable {
  id: Id;
  unitId: string | null;
  userId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  ipArea: string | null;
  logSource: string | null;
  detail: Json<Record<string, unknown>> | null;
  createdAt: CreatedAt;
}

export interface LastOperateTable {
  unitId: string;
  userId: string;
  businessKey: string;
  value: Json<unknown>;
  updatedAt: UpdatedAt;
}

export interface NumberRuleTable {
  id: Id;
  unitId: string;
  billType: string;
  segments: Json<unknown[]>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface NumberCounterTable {
  unitId: string;
  billType: string;
  periodKey: string;
  lastValue: ColumnType<string, string | number, string | number>;
}

export interface ColumnSettingTable {
  unitId: string;
  userId: string;
  listKey: string;
  columns: Json<unknown>;
  updatedAt: UpdatedAt;
}

export interface PlatformTables {
  unit: UnitTable;
  appUser: AppUserTable;
  userUnit: UserUnitTable;
  role: RoleTable;
  rolePermission: RolePermissionTable;
  userRole: UserRoleTable;
  session: SessionTable;
  loginFailure: LoginFailureTable;
  phoneCaptcha: PhoneCaptchaTable;
  deviceAuthorization: DeviceAuthorizationTable;
  operationLog: OperationLogTable;
  lastOperate: LastOperateTable;
  numberRule: NumberRuleTable;
  numberCounter: NumberCounterTable;
  columnSetting: ColumnSettingTable;
}
