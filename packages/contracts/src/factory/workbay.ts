import { z } from 'zod';
import { idSchema, pagingInput } from '../platform/paging.js';
import { intInput } from '../platform/number-input.js';

/** Workbay number (工位号): letters, digits and hyphens, 1-31 characters; unique in the company. */
export const workbayNoRule = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,31}$/, '工位号为1-31位字母、数字或短横线|1-31 letters, digits or hyphens');
export const workbayName = z.string().trim().min(1, '请输入工位姓名|name is required').max(30);
export const workbayPassword = z
  .string()
  .min(6, '密码至少6位|at least 6 characters')
  .max(20, '密码最多20位|at most 20 characters');

const workbayFields = {
  no: workbayNoRule,
  name: workbayName,
  /** Roles of the current factory. */
  roleList: z.array(idSchema).max(100).default([]),
  /** Groups of the current factory. */
  groupList: z.array(idSchema).max(100).default([]),
};

export const addWorkbayInput = z.object({ ...workbayFields, password: workbayPassword });
export const updateWorkbayInput = z.object({ id: idSchema, ...workbayFields, password: workbayPassword.optional() });

export const listWorkbayInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  groupsFilter: z.array(idSchema).max(100).optional(),
  includeDisabled: z.boolean().optional(),
});

export const workbayIdInput = z.object({ id: idSchema });
export const judgeRepeatWorkbayInput = z.object({ workBayNo: z.string().trim().min(1).max(31), workBayId: idSchema.optional() });
export const checkWorkbayInput = z.object({
  loginName: z.string().trim().min(1).max(31),
  bossCode: z.string().trim().max(12).optional(),
});
/** type 1 bans (disables) the workbay, 0 lifts the ban. */
export const banWorkbayInput = z.object({ workbayId: idSchema, type: intInput({ min: 0, max: 1 }) });
export const adminResetWorkbayPasswordInput = z.object({ id: idSchema, password: workbayPassword });

export interface WorkbayRow {
  id: string;
  no: string;
  name: string;
  loginName: string;
  isEnabled: boolean;
  roles: { id: string; name: string }[];
  groups: { id: string; name: string }[];
  createdAt: string;
}

export interface WorkbayDetail extends WorkbayRow {
  bossCode: string | null;
  roleList: string[];
  groupList: string[];
  factories: { facId: string; facName: string }[];
}
