import type { MissionListInput, MissionSort } from '@gf/contracts';
import { missionSorts } from '@gf/contracts';
import type { TFunction } from 'i18next';
import type { FilterField, FilterValues, ListQuery } from '../../../shared/list-page';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { customerLoader, orderNoLoader, outsideFactoryLoader, styleLoader } from '../api/missions-api';
import { nodeLoader, templateLoader } from '../../../shared/process/process-loaders';

/** Kept among the list's filters (in the URL) under keys the panel does not have. */
export const VIEW = 'view';
export const SORT = 'sort';
export const SORT_DESC = 'desc';
export const MINE = 'mine';
export { missionSorts };

/** The reference's filter panel (03 §2 "Filter panel"): mission fields, then the node section. */
export function missionFilterFields(t: TFunction): FilterField[] {
  const f = (k: string) => t(`missions.field.${k}`);
  const yesNo = [
    { value: 1, label: t('missions.option.yes') },
    { value: 0, label: t('missions.option.no') },
  ];
  const nodeStatus = [0, 1, 2].map((s) => ({ value: s, label: t(`missions.nodeStatus.${s}`) }));
  return [
    { name: 'styleIds', label: f('style'), type: 'searchSelect', loader: styleLoader },
    { name: 'customerIds', label: f('customer'), type: 'searchSelect', loader: customerLoader },
    { name: 'leaderIds', label: f('leaders'), type: 'searchSelect', loader: unitUserLoader },
    { name: 'placeorderAt', label: f('placeorderAt'), type: 'dateRange' },
    { name: 'deliveryAt', label: f('deliveryAt'), type: 'dateRange' },
    { name: 'outsideFactoryIds', label: f('outsideFactory'), type: 'searchSelect', loader: outsideFactoryLoader },
    {
      name: 'noOutsideFactory',
      label: `${f('outsideFactory')}：${t('missions.option.none')}`,
      type: 'select',
      single: true,
      options: yesNo,
    },
    { name: 'productionOrderIds', label: f('linkedOrder'), type: 'searchSelect', loader: orderNoLoader },
    { name: 'templateIds', label: f('template'), type: 'searchSelect', loader: templateLoader },
    { name: 'isFirstOrder', label: f('isFirstOrder'), type: 'select', single: true, options: yesNo },
    { name: 'isDeliveryChanged', label: f('isDeliveryChanged'), type: 'select', single: true, options: yesNo },
    { name: 'isDelayed', label: f('isDelayed'), type: 'select', single: true, options: yesNo },
    {
      name: 'priorities',
      label: f('priority'),
      type: 'select',
      options: [0, 1, 2].map((p) => ({ value: p, label: t(`missions.priority.${p}`) })),
    },
    {
      name: 'statuses',
      label: f('status'),
      type: 'select',
      options: [0, 1, 2].map((s) => ({ value: s, label: t(`missions.status.${s}`) })),
    },
    { name: 'nodeIds', label: f('nodes'), type: 'searchSelect', loader: nodeLoader },
    { name: 'nodeChargerIds', label: f('nodeCharger'), type: 'searchSelect', loader: unitUserLoader },
    { name: 'nodeOutsideFactoryIds', label: f('nodeOutsideFactory'), type: 'searchSelect', loader: outsideFactoryLoader },
    { name: 'nodeEndAt', label: f('nodeEndAt'), type: 'dateRange' },
    { name: 'nodeStatuses', label: f('nodeStatus'), type: 'select', options: nodeStatus },
  ];
}

const list = (v: unknown) => (Array.isArray(v) && v.length ? v.map(String) : undefined);
const numbers = (v: unknown) => (Array.isArray(v) && v.length ? v.map(Number) : undefined);
const range = (v: unknown): [string, string] | undefined =>
  Array.isArray(v) && v.length === 2 ? [String(v[0]), String(v[1])] : undefined;
const oneOf = (v: unknown) => (v === 0 || v === 1 ? v === 1 : undefined);

export function sortOf(filters: FilterValues): { sort: MissionSort; sortDesc: boolean } {
  const sort = (missionSorts as readonly unknown[]).includes(filters[SORT]) ? (filters[SORT] as MissionSort) : 'default';
  return { sort, sortDesc: filters[SORT_DESC] !== 0 };
}

/** The list's state (keyword, panel, sort, 待我处理) as queryFacMissionList takes it. */
export function toMissionListBody(q: ListQuery): Partial<MissionListInput> {
  const f = q.filters;
  const placed = range(f.placeorderAt);
  const delivery = range(f.deliveryAt);
  const nodeEnd = range(f.nodeEndAt);
  const body: Partial<MissionListInput> = {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    keyword: q.keyword || undefined,
    styleIds: list(f.styleIds),
    customerIds: list(f.customerIds),
    leaderIds: list(f.leaderIds),
    placeorderFrom: placed?.[0],
    placeorderTo: placed?.[1],
    deliveryFrom: delivery?.[0],
    deliveryTo: delivery?.[1],
    outsideFactoryIds: list(f.outsideFactoryIds),
    noOutsideFactory: oneOf(f.noOutsideFactory),
    productionOrderIds: list(f.productionOrderIds),
    templateIds: list(f.templateIds),
    isFirstOrder: oneOf(f.isFirstOrder),
    isDeliveryChanged: oneOf(f.isDeliveryChanged),
    isDelayed: oneOf(f.isDelayed),
    priorities: numbers(f.priorities),
    statuses: numbers(f.statuses),
    nodeIds: list(f.nodeIds),
    nodeChargerIds: list(f.nodeChargerIds),
    nodeOutsideFactoryIds: list(f.nodeOutsideFactoryIds),
    nodeEndFrom: nodeEnd?.[0],
    nodeEndTo: nodeEnd?.[1],
    nodeStatuses: numbers(f.nodeStatuses),
    waitingForMe: f[MINE] === 1 ? true : undefined,
    ...sortOf(f),
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<MissionListInput>;
}
