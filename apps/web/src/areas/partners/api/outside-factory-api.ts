import type { NamedRef, OutsideFactoryInsert, OutsideFactoryRow, SettlementMethod, Webhook } from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select';
import type { PageAnswer } from './partners-api';

export const OUTSIDE_FACTORY_BILL_TYPE = 'OUTSIDE_FACTORY';

/** What the drawer form sends (the contract's input before defaults). */
export type OutsideFactoryForm = Partial<Omit<OutsideFactoryInsert, 'settlementMethod'>> & {
  name: string;
  settlementMethod?: SettlementMethod | null;
};

export interface OutsideFactoryPageQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
  factoryRateIds?: string[];
  attrIds?: string[];
  stopuse?: number;
  statuses?: number[];
}

export type TagKind = 'rate' | 'brand';

export const outsideFactoryApi = {
  page: (input: OutsideFactoryPageQuery) => api.post<PageAnswer<OutsideFactoryRow>>('outside/factory/page', input),
  viewById: (id: string) => api.get<OutsideFactoryRow>('outside/factory/view', { id }),
  viewByCode: (code: string) => api.get<OutsideFactoryRow>('outside/factory/view', { code }),
  insert: (input: OutsideFactoryForm, options?: { silent?: boolean }) =>
    api.post<{ id: string; code: string }>('outside/factory/insert', input, options),
  update: (input: OutsideFactoryForm & { id: string; version?: number }) =>
    api.post<{ id: string; code: string }>('outside/factory/update', input),
  remove: (id: string) => api.post<unknown>('outside/factory/delete', { id }),
  setStopUse: (id: string, stopuse: 0 | 1) =>
    api.post<unknown>('outside/factory/updateStopuse', { id, stopuse }, { successToast: true }),
  setExtNo: (id: string, extNo: string | null) =>
    api.post<unknown>('outside/factory/updateExtNo', { id, extNo }, { successToast: true }),
  setWebhooks: (id: string, webhooks: Webhook[]) =>
    api.post<unknown>('outside/factory/updateWebhooks', { id, webhooks }, { successToast: true }),
  repeatName: (name: string, id?: string) =>
    api.get<{ exists: boolean; id: string | null }>('outside/factory/queryRepeatName', { name, id }, { silent: true }),
  repeatCode: (code: string, id?: string) =>
    api.get<{ exists: boolean; id: string | null }>('outside/factory/queryRepeatCode', { code, id }, { silent: true }),
  tags: (kind: TagKind) => api.get<NamedRef[]>(`outside/factory/${kind}/list`),
  addTag: (kind: TagKind, name: string) => api.post<NamedRef>(`outside/factory/${kind}/add`, { name }),
};

/** Other processing factories to link (关联加工厂), stopped ones included. */
export const linkedFactoryLoader = pairLoader<{ id: string; name: string }>(
  'outside/factory/list',
  { value: 'id', label: 'name' },
  { method: 'GET', extra: { includeStopped: 'true' } },
);

/** The factory's storehouse (加工厂仓库): the storehouse dropdown call. */
export const storehouseLoader = pairLoader<{ id: string; name: string }>('commonDropDownList/getStroehouseByUnitId', {
  value: 'id',
  label: 'name',
});
