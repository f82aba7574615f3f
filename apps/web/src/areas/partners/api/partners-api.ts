import type { CustomerGroupRow, CustomerRow, SupplierInsert, SupplierRow } from '@gf/contracts';
import { api } from '../../../shared/api';

export interface PageAnswer<R> {
  list: R[];
  totalCount: number;
}

export interface RelatedMaterial {
  id?: string;
  materialId?: string;
  name?: string;
  materialName?: string;
  no?: string;
  commonMaterialsNo?: string;
  [key: string]: unknown;
}

export type SupplierForm = Omit<SupplierInsert, 'telephone'> & {
  telephone?: string | null;
};

export interface CustomerForm {
  name: string;
  contacts?: string | null;
  phone?: string | null;
  address?: string | null;
  remark?: string | null;
  groupId?: string | null;
}

export const SUPPLIER_BILL_TYPE = 'COMMON_MATERIEL_SUPPLIER';

export const supplierApi = {
  page: (input: { pageNo: number; pageSize: number; keyword?: string; statuses?: number[] }) =>
    api.post<PageAnswer<SupplierRow>>('supplier/page', input),
  viewById: (id: string) => api.get<SupplierRow>('supplier/view', { id }),
  viewByCode: (code: string) => api.get<SupplierRow>('supplier/view', { code }),
  insert: (input: SupplierForm, options?: { silent?: boolean }) =>
    api.post<{ id: string; code: string }>('supplier/insert', input, options),
  update: (input: SupplierForm & { id: string; version?: number }) => api.post<unknown>('supplier/update', input),
  remove: (id: string) => api.post<unknown>('supplier/delete', { id }),
  relatedMaterials: (supplierId: string) => api.get<PageAnswer<RelatedMaterial>>('supplier/getRelatedMaterials', { supplierId }),
  repeatName: (name: string, id?: string) =>
    api.get<{ exists: boolean; id: string | null }>('supplier/queryRepeatName', { name, id }, { silent: true }),
  repeatCode: (code: string, id?: string) =>
    api.get<{ exists: boolean; id: string | null }>('supplier/queryRepeatCode', { code, id }, { silent: true }),
};

export const customerApi = {
  page: (input: { pageNo: number; pageSize: number; keyword?: string; groupIds?: string[] }) =>
    api.post<PageAnswer<CustomerRow>>('fac/customer/show', input),
  add: (input: CustomerForm, options?: { silent?: boolean }) => api.post<{ id: string }>('fac/customer/add', input, options),
  edit: (input: CustomerForm & { id: string }) => api.post<unknown>('fac/customer/edit', input),
  remove: (id: string) => api.post<unknown>('fac/customer/delete', { id }),
  checkName: (name: string, id?: string) =>
    api.get<{ exists: boolean }>('fac/customer/checkName', { name, id }, { silent: true }),
};

export const customerGroupApi = {
  list: () => api.get<CustomerGroupRow[]>('fac/customer/getCustomerGroupLists'),
  add: (groupName: string) => api.post<{ groupId: string; groupName: string }>('fac/customer/addCustomerGroup', { groupName }),
  rename: (groupId: string, groupName: string) => api.post<unknown>('fac/customer/renameCustomerGroup', { groupId, groupName }),
  remove: (groupId: string) => api.post<unknown>('fac/customer/deleteCustomerGroup', { groupId }),
};
