import { z } from 'zod';
import { idSchema, pagingInput } from '../platform/paging.js';
import { intInput } from '../platform/number-input.js';
import { workbayName, workbayNoRule, workbayPassword } from '../factory/workbay.js';

// Workbays across the company's factories (工位管理, /workermanager): facUser/* company-level calls.

const ids = (max: number) => z.array(idSchema).max(max);

/** One factory of a workbay with its roles and groups there (each must belong to that factory). */
export const workbayFacInfoInput = z.object({
  facId: idSchema,
  roleIds: ids(100).default([]),
  groupIds: ids(100).default([]),
});
export type WorkbayFacInfoInput = z.output<typeof workbayFacInfoInput>;

/**
 * The factories of a workbay: `facInfos` per factory with its roles and groups; the original client's `facIds` with
 * flat `groupIds` (and `roleIds`) are accepted too, each group and role going to the factory it belongs to. The
 * factories are those of facInfos and facIds together; none given: the session's factory.
 */
const workbayFactories = {
  facInfos: z.array(workbayFacInfoInput).max(100).optional(),
  facIds: ids(100).optional(),
  groupIds: ids(500).optional(),
  roleIds: ids(500).optional(),
};

export const companyWorkbayAddInput = z.object({
  loginName: workbayNoRule,
  userName: workbayName,
  password: workbayPassword,
  ...workbayFactories,
});

export const companyWorkbayUpdateInput = z.object({
  workbayId: idSchema,
  loginName: workbayNoRule,
  userName: workbayName,
  /** Absent or empty: the password stays. A new one ends every session of the workbay. */
  password: z.union([z.literal(''), workbayPassword]).optional(),
  ...workbayFactories,
});

export const companyWorkbayListInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  facIds: ids(100).optional(),
  groupIds: ids(100).optional(),
  includeDisabled: z.boolean().optional(),
});

export const companyWorkbayIdInput = z.object({ workbayId: idSchema });

/** facUser/workbays and facUser/getWorkbayListByFactoryId: the session's factory (a facId must name it). */
export const factoryWorkbaysInput = z.object({
  facId: idSchema.optional(),
  groupIds: ids(100).optional(),
  keyword: z.string().trim().max(50).optional(),
});

/** unit/querySysUnitAllUser: status 0 enabled, 1 banned (as facUser/banWorkbay's type). */
export const sysUnitAllUserInput = z.object({
  unitIds: ids(200).optional(),
  workbayIds: ids(2000).optional(),
  keyword: z.string().trim().max(50).optional(),
  status: intInput({ min: 0, max: 1 }).optional(),
});

export interface IdName {
  id: string;
  name: string;
}

/** A factory of a workbay (only factories the caller may enter are told). */
export interface WorkbayFacInfo {
  facId: string;
  facName: string;
  roles: IdName[];
  groups: IdName[];
}

export interface CompanyWorkbayRow {
  id: string;
  /** The workbay number (login name without the boss code). */
  loginName: string;
  userName: string;
  isEnabled: boolean;
  createdAt: string;
  facInfos: WorkbayFacInfo[];
}

export interface CompanyWorkbayPage {
  list: CompanyWorkbayRow[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
  /** False when the company's workbay quota is reached. */
  canCreate: boolean;
}

export interface CompanyWorkbayDetail extends CompanyWorkbayRow {
  bossCode: string | null;
  /** The original client's flag: true when banned. */
  disabled: boolean;
}

/** A group with its path from the root ("车间 / 车缝"). */
export interface WorkbayGroupOption extends IdName {
  path: string;
}

/** facUser/workbayFactoryOptions: a factory the caller may enter with its roles and groups, for the 工厂和分组 table. */
export interface WorkbayFactoryOption {
  facId: string;
  facName: string;
  roles: IdName[];
  groups: WorkbayGroupOption[];
}

export interface SysUnitUser {
  userId: string;
  userName: string;
  loginName: string;
  kind: 'BOSS' | 'STAFF' | 'WORKBAY';
  isEnabled: boolean;
  units: { unitId: string; unitName: string }[];
}
