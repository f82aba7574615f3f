import type { CompanyWorkbayDetail, CompanyWorkbayPage, EmployeeKind, EmployeeRow, WorkbayFactoryOption } from '@gf/contracts';
import { api } from '../../../shared/api';

/** A row of the 工厂和分组 table as the form holds it and the server takes it. */
export interface FacInfoForm {
  facId?: string;
  roleIds?: string[];
  groupIds?: string[];
}

export interface CompanyWorkbayForm {
  loginName: string;
  userName: string;
  password?: string;
  facInfos: { facId: string; roleIds: string[]; groupIds: string[] }[];
}

export const companyWorkbayApi = {
  page: (input: { pageNo: number; pageSize: number; keyword?: string; facIds?: string[]; groupIds?: string[] }) =>
    api.post<CompanyWorkbayPage>('facUser/getWorkbayList', input),
  detail: (workbayId: string) => api.post<CompanyWorkbayDetail>('facUser/getOneWorkbay', { workbayId }),
  factoryOptions: () => api.post<WorkbayFactoryOption[]>('facUser/workbayFactoryOptions', {}),
  add: (input: CompanyWorkbayForm) => api.post<{ id: string }>('facUser/addWorkbay', input),
  update: (input: CompanyWorkbayForm & { workbayId: string }) => api.post<{ id: string }>('facUser/updateWorkbay', input),
  exists: (loginName: string) => api.post<{ exists: boolean }>('facUser/checkWorkbay', { loginName }, { silent: true }),
  ban: (workbayId: string, ban: boolean) => api.post<unknown>('facUser/banWorkbay', { workbayId, type: ban ? 1 : 0 }),
};

export const employeeApi = {
  page: (input: { pageNo: number; pageSize: number; keyword?: string; facIds?: string[]; kind?: EmployeeKind }) =>
    api.post<{ list: EmployeeRow[]; totalCount: number }>('facUser/getEmployeeList', input),
  setFactories: (userId: string, facIds: string[]) =>
    api.post<{ userId: string; factories: EmployeeRow['factories'] }>('facUser/updateEmployeeFactories', { userId, facIds }),
};
