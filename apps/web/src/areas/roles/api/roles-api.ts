import type { DeviceConfig, DeviceRow, PermissionGroup, RoleDetail, RoleRow } from '@gf/contracts';
import { api } from '../../../shared/api';

export interface PageAnswer<R> {
  list: R[];
  totalCount: number;
}

export interface RoleSave {
  roleName: string;
  remark: string | null;
  permissionCodes: string[];
  userIds: string[];
}

/** A permission group as role/permissionDetails answers it; codes may carry their own labels. */
export interface PermissionGroupAnswer extends Omit<PermissionGroup, 'codes'> {
  codes: readonly (string | { code: string; zh?: string; en?: string; name?: string })[];
}

export const roleApi = {
  page: (input: { pageNo: number; pageSize: number; keyword?: string }) => api.post<PageAnswer<RoleRow>>('role/page', input),
  detail: (id: string) => api.get<RoleDetail>('role/detail', { id }),
  add: (input: RoleSave) => api.post<{ id: string }>('role/add', input),
  update: (input: RoleSave & { id: string }) => api.post<unknown>('role/update', input),
  setValid: (id: string, isValid: boolean) => api.post<unknown>('role/valid', { id, isValid }),
  remove: (id: string) => api.post<unknown>('role/delete', { id }),
  permissionDetails: () => api.get<PermissionGroupAnswer[]>('role/permissionDetails'),
};

export const deviceApi = {
  page: (input: { pageNo: number; pageSize: number; keyword?: string }) => api.post<PageAnswer<DeviceRow>>('device/page', input),
  add: (input: { deviceCode: string; deviceName?: string | null; remark?: string | null }) =>
    api.post<{ id: string }>('device/add', input),
  batchAuthorize: (ids: string[], isAuthorized: boolean) =>
    api.post<unknown>('device/batchAuthorize', { ids, isAuthorized }, { successToast: true }),
  modifyRemark: (id: string, remark: string | null) => api.post<unknown>('device/modifyRemark', { id, remark }),
  remove: (id: string) => api.post<unknown>('device/delete', { id }),
  config: () => api.get<DeviceConfig>('device/config'),
  setConfig: (enabled: boolean) => api.post<DeviceConfig>('device/config', { enabled }, { successToast: true }),
};
