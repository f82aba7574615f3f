import { z } from 'zod';
import { facInfoInput } from '../factory/info.js';
import { idSchema } from '../platform/paging.js';

/** Workbay groups a factory starts with or is edited with (chips): top-level groups, `id` for an existing one. */
export const FACTORY_GROUP_MAX = 50;
const groupChip = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1, '请输入分组名称|group name is required').max(30),
});

/** The factory form of /addfactory and /editFacInfo: the factory information and its top-level workbay groups. */
export const factoryFormInput = facInfoInput
  .extend({ groups: z.array(groupChip).max(FACTORY_GROUP_MAX).optional() })
  .refine((v) => new Set((v.groups ?? []).map((g) => g.name)).size === (v.groups ?? []).length, {
    message: '分组名称不能重复|group names must differ',
    path: ['groups'],
  });
export type FactoryFormInput = z.infer<typeof factoryFormInput>;

/** fac/addFactory. */
export const addFactoryInput = factoryFormInput;
/** fac/editFacInfo: `id` is the factory edited (any factory of the company the caller may enter). */
export const editFactoryInput = factoryFormInput.extend({ id: idSchema });
export type EditFactoryInput = z.infer<typeof editFactoryInput>;

/** fac/getFactoryDetail: without `id`, a blank factory (the add form) with the company's storehouses to link. */
export const factoryDetailInput = z.object({ id: idSchema.optional() });

/** fac/deleteFactory: the caller's own password confirms (counted by the login throttle when wrong). */
export const deleteFactoryInput = z.object({
  facId: idSchema,
  password: z.string().min(1, '请输入密码|password is required').max(64),
});

/** unit/checkUnitName: is a factory name taken in the company (`id`: the factory being edited keeps its name). */
export const checkUnitNameInput = z.object({
  name: z.string().trim().min(1, '请输入工厂名称|factory name is required').max(30),
  id: idSchema.optional(),
});

/** fac/getUnitListByUserId: the factories the caller may enter, filtered by name. */
export const unitListInput = z.object({ keyword: z.string().trim().max(30).optional() });

/** A row of 工厂管理 (/factoryMangement). */
export interface FactoryRow {
  id: string;
  name: string;
  contacts: string | null;
  areaCode: string | null;
  telephone: string | null;
  phone: string | null;
  provinceId: string | null;
  cityId: string | null;
  areaId: string | null;
  address: string | null;
  logo: string | null;
  /** The factory the caller's session is in. */
  isCurrent: boolean;
  createdAt: string;
}

/** fac/getEasyLimitFactorys: the factories the caller may enter and whether the quota allows another. */
export interface LimitFactorys {
  factorys: FactoryRow[];
  canCreate: boolean;
  factoryCount: number;
  maxFactories: number;
}

/** fac/getEasyFactorys (the factory switcher). */
export interface EasyFactorys {
  factorys: { id: string; name: string; logo: string | null }[];
  lastLoginFactoryId: string | null;
}

/** The form's data: the factory (blank for a new one), its storehouse links and its top-level workbay groups. */
export interface FactoryDetail {
  id: string | null;
  name: string;
  contacts: string | null;
  areaCode: string | null;
  telephone: string | null;
  phone: string | null;
  provinceId: string | null;
  cityId: string | null;
  areaId: string | null;
  address: string | null;
  logo: string | null;
  bossCode: string | null;
  defaultStorehouseId: string | null;
  storehouses: { id: string; name: string; isDefault: boolean; isLinked: boolean }[];
  groups: { id: string; name: string; memberCount: number; childCount: number }[];
}

/** fac/deleteFactory: where the caller's session is now (it moves when the deleted factory was its own). */
export interface DeletedFactory {
  id: string;
  sessionUnitId: string | null;
}
