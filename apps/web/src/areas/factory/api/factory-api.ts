import type {
  DefectiveLabelRow,
  LibraryLevel,
  Detail360,
  FacGroupNode,
  FacGroupWithUsers,
  FacInfo,
  StorehouseKind,
  StorehouseOperableType,
  StorehouseRow,
  SysLabelRow,
  WorkbayDetail,
  WorkbayRow,
} from '@gf/contracts';
import { api } from '../../../shared/api';

export interface PageAnswer<R> {
  list: R[];
  totalCount: number;
}

export interface FacInfoForm {
  name: string;
  contacts?: string | null;
  areaCode?: string | null;
  telephone?: string | null;
  phone?: string | null;
  provinceId?: string | null;
  cityId?: string | null;
  areaId?: string | null;
  address?: string | null;
  logo?: string | null;
  storehouseIds?: string[];
  defaultStorehouseId?: string | null;
}

export interface StorehouseForm {
  name: string;
  kind: StorehouseKind;
  /** 物料出库数不允许超过库存数 */
  notAllowNegativeMaterial: boolean;
  /** 成衣出库数不允许超过库存数 */
  notAllowNegativeGoods: boolean;
  operableType: StorehouseOperableType[];
  isDefault?: boolean;
  remark?: string | null;
}

export interface WorkbayForm {
  no: string;
  name: string;
  password?: string;
  roleList: string[];
  groupList: string[];
}

export const facInfoApi = {
  get: () => api.get<FacInfo>('fac/getFacInfo'),
  save: (input: FacInfoForm) => api.post<FacInfo>('fac/updateFacInfo', input),
};

export const groupApi = {
  tree: () => api.post<{ groups: FacGroupNode[]; facGroupDTOS: FacGroupWithUsers[] }>('fac/queryFactoryGroupList', {}),
  add: (name: string, parentId?: string) => api.post<{ groupId: string }>('fac/addFacGroups', { name, parentId }),
  rename: (groupId: string, name: string) => api.post<null>('fac/updateFacGroups', { groupId, name }),
  remove: (groupId: string) => api.post<null>('fac/deleteFacGroups', { groupId }),
  sort: (ids: string[]) => api.post<null>('fac/updateFactoryGroupSort', { ids }),
};

export const workbayApi = {
  page: (input: { pageNo: number; pageSize: number; keyword?: string; groupsFilter?: string[] }) =>
    api.post<PageAnswer<WorkbayRow>>('fac/facWorkBay/listFacWorkBay', input),
  detail: (id: string) => api.get<WorkbayDetail>('fac/facWorkBay/getFacWorkBayDetail', { id }),
  add: (input: WorkbayForm) => api.post<{ id: string }>('fac/facWorkBay/addFacWorkBay', input),
  update: (input: WorkbayForm & { id: string }) => api.post<{ id: string }>('fac/facWorkBay/updateFacWorkBay', input),
  repeat: (workBayNo: string, workBayId?: string) =>
    api.get<{ exists: boolean }>('fac/facWorkBay/judgeRepeatWorkBay', { workBayNo, workBayId }, { silent: true }),
  ban: (workbayId: string, ban: boolean) =>
    api.post<{ id: string; isEnabled: boolean }>('facUser/banWorkbay', { workbayId, type: ban ? 1 : 0 }),
  resetPassword: (id: string, password: string) => api.post<null>('fac/facWorkBay/resetPassword', { id, password }),
  roles: () => api.get<{ id: string; name: string }[]>('role/list'),
};

export const storehouseApi = {
  page: (input: { pageNo: number; pageSize: number; keyword?: string }) =>
    api.post<PageAnswer<StorehouseRow>>('fac/storehouse/queryStorehousePage', input),
  all: () => api.get<(StorehouseRow & { isLinked: boolean })[]>('fac/storehouse/getStorehousesByUnitId'),
  add: (input: StorehouseForm) => api.post<{ id: string; name: string }>('fac/storehouse/addStorehouse', input),
  update: (input: StorehouseForm & { id: string }) => api.post<{ id: string }>('fac/storehouse/updateStorehouse', input),
  setDefault: (id: string) => api.post<null>('fac/storehouse/setDefault', { id }),
  remove: (id: string) => api.post<null>('fac/storehouse/deleteStorehouse', { id }),
};

/** Defective labels: a list without a level answers the company's first, then the factory's; changes say their level. */
export const labelApi = {
  defective: (level?: LibraryLevel) =>
    api.get<DefectiveLabelRow[]>('fac/defectiveLabel/facDefectiveLabels', level ? { level } : undefined),
  addDefective: (labelName: string, level: LibraryLevel = 'FACTORY') =>
    api.post<{ id: string }>('fac/defectiveLabel/addDefectiveLabel', { labelName, level }),
  renameDefective: (id: string, labelName: string, level: LibraryLevel = 'FACTORY') =>
    api.post<null>('fac/defectiveLabel/updateDefectiveLabel', { id, labelName, level }),
  removeDefective: (id: string, level: LibraryLevel = 'FACTORY') =>
    api.post<null>('fac/defectiveLabel/deleteDefectiveLabel', { id, level }),
  sortDefective: (ids: string[], level: LibraryLevel = 'FACTORY') => api.post<null>('fac/defectiveLabel/sort', { ids, level }),
  bill: (billType: string) => api.post<SysLabelRow[]>('sysLabel/list', { billType }),
  addBill: (input: { billType: string; name: string; colour?: string }) => api.post<SysLabelRow>('sysLabel/add', input),
  updateBill: (input: { id: string; name: string; colour?: string }) => api.post<SysLabelRow>('sysLabel/update', input),
  removeBill: (id: string) => api.post<null>('sysLabel/delete', { id }),
};

export const link360Api = {
  get: () => api.get<Detail360>('facUser/get360Detail'),
  save: (input: { urlOf360: string | null; settingUrl: string | null; loginNameOf360: string | null; passwordOf360?: string }) =>
    api.post<Detail360>('facUser/set360Url', input),
};
