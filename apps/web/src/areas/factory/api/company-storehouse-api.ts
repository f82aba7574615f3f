import type { BossStorehousePage, StorehouseLinkChoice, StorehouseOwnerKind, StorehouseUnitLinkRow } from '@gf/contracts';
import { api } from '../../../shared/api';
import type { StorehouseForm } from './factory-api';

/** One storehouse's link per factory, as setUpStorehouseUnit takes it. */
export interface StorehouseUnitLink {
  unitId: string;
  linkKind: StorehouseLinkChoice;
}

/** The company's storehouses (集团设置 · 自用仓库 / 加工厂仓库) and each factory's link to them. */
export const companyStorehouseApi = {
  page: (input: { pageNo: number; pageSize: number; keyword?: string; ownerKind: StorehouseOwnerKind }) =>
    api.post<BossStorehousePage>('fac/storehouse/getBossStorehouses', input),
  links: (storehouseId: string) =>
    api.post<{ storehouseId: string; name: string; units: StorehouseUnitLinkRow[] }>('fac/storehouse/queryStorehouseUnitDetail', {
      storehouseId,
    }),
  setLinks: (storehouseId: string, links: StorehouseUnitLink[]) =>
    api.post<{ units: StorehouseUnitLinkRow[] }>('fac/storehouse/setUpStorehouseUnit', {
      storehouseId,
      setUpStorehouseUnit: links,
    }),
  add: (input: StorehouseForm & { ownerKind: StorehouseOwnerKind; setUpStorehouseUnit?: StorehouseUnitLink[] }) =>
    api.post<{ id: string; name: string }>('fac/storehouse/addBossStorehouse', input),
  update: (input: StorehouseForm & { id: string }) => api.post<{ id: string }>('fac/storehouse/updateBossStorehouse', input),
  remove: (id: string) => api.post<null>('fac/storehouse/deleteBossStorehouse', { id }),
};
