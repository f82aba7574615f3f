import type {
  ChargeLimitRow,
  DeletedFactory,
  EasyFactorys,
  FactoryDetail,
  FactoryFormInput,
  LimitFactorys,
  SessionData,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import { saveSession } from '../../../shared/session/session';

/** What the factory form sends: the factory information and its top-level groups (an id keeps a group). */
export type FactoryForm = Omit<FactoryFormInput, 'groups'> & { groups: { id?: string; name: string }[] };

export const factoryApi = {
  /** The factories the caller may enter (the factory switcher). */
  easy: () => api.get<EasyFactorys>('fac/getEasyFactorys'),
  /** 工厂管理's rows and whether another may be added. */
  limited: () => api.get<LimitFactorys>('fac/getEasyLimitFactorys'),
  detail: (id?: string) => api.get<FactoryDetail>('fac/getFactoryDetail', id ? { id } : {}),
  checkName: (name: string, id?: string) => api.post<{ exists: boolean }>('unit/checkUnitName', { name, ...(id ? { id } : {}) }),
  add: (form: FactoryForm) => api.post<FactoryDetail>('fac/addFactory', form),
  edit: (id: string, form: FactoryForm) => api.post<FactoryDetail>('fac/editFacInfo', { ...form, id }),
  remove: (facId: string, password: string) => api.post<DeletedFactory>('fac/deleteFactory', { facId, password }),
};

export const chargeLimitApi = {
  detail: () => api.get<ChargeLimitRow>('unit/chargeManage/detail'),
  update: (limit: { maxFactories: number | string; maxWorkbays: number | string }) =>
    api.post<ChargeLimitRow>('unit/chargeManage/update', limit),
};

/** Reads the session again (after the factory it was in went away) and keeps it; answers its factory. */
export async function reloadSession(): Promise<SessionData> {
  const session = await api.post<SessionData>('login/session', {});
  saveSession(session);
  return session;
}
