import { z } from 'zod';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

export const roleInput = z.object({
  roleName: z.string().trim().min(1, '请输入角色名称|role name is required').max(12),
  remark: optionalText(50),
  permissionCodes: z.array(z.string().max(100)).max(1000).default([]),
  /** Members of the role (user ids of this factory). */
  userIds: z.array(idSchema).max(2000).optional(),
});
export const roleUpdateInput = roleInput.extend({ id: idSchema });
export const rolePageInput = pagingInput.extend({ keyword: z.string().trim().max(50).optional() });
export const roleIdInput = z.object({ id: idSchema });
export const roleValidInput = z.object({ id: idSchema, isValid: z.boolean() });

export interface RoleRow {
  id: string;
  roleName: string;
  remark: string | null;
  isValid: boolean;
  isSystem: boolean;
  memberCount: number;
  createdAt: string;
}

export interface RoleDetail extends RoleRow {
  permissionCodes: string[];
  members: { userId: string; userName: string; loginName: string }[];
}

export const deviceInput = z.object({
  deviceCode: z.string().trim().min(1).max(64),
  deviceName: optionalText(50),
  remark: optionalText(100),
});
export const deviceBatchAuthorizeInput = z.object({
  ids: z.array(idSchema).min(1).max(500),
  isAuthorized: z.boolean().default(true),
});
export const deviceRemarkInput = z.object({ id: idSchema, remark: optionalText(100) });

export interface DeviceRow {
  id: string;
  deviceCode: string;
  deviceName: string | null;
  remark: string | null;
  isAuthorized: boolean;
  createdAt: string;
}

export const devicePageInput = pagingInput.extend({
  keyword: z.string().trim().max(64).optional(),
  isAuthorized: z.boolean().optional(),
});
export const deviceIdInput = z.object({ id: idSchema });

/** device/config: whether the factory admits staff and workbay sign-ins only from authorised devices. */
export const deviceConfigInput = z.object({ enabled: z.boolean() });
export interface DeviceConfig {
  enabled: boolean;
}

/** role/list: the valid roles of the factory as option pairs. */
export interface RoleOption {
  id: string;
  name: string;
}

/** role/permissionDetails: the catalogue grouped by area, labels in both languages. */
export interface PermissionGroupView {
  key: string;
  zh: string;
  en: string;
  codes: string[];
}
