import type { BatchConvertCheckRow, BatchConvertInput, BatchConvertResult, OrderLinkedMission } from '@gf/contracts';
import { api } from '../../../shared/api';

/** The missions server's calls for an order (关联工单, 一键转工单); server areas/missions. */
export const convertApi = {
  linked: (orderId: string) => api.get<OrderLinkedMission[]>('fac/mission/byOrder', { orderId }, { silent: true }),
  check: (orderId: string) => api.get<BatchConvertCheckRow[]>('fac/mission/batchConvertCheck', { orderId }),
  convert: (input: BatchConvertInput) => api.post<BatchConvertResult>('fac/mission/batchConvert', input),
};

/** 转工单 and 一键转工单 are offered on formal orders once reviewed (2, and 6 / 7 after it). */
export const canConvertOrder = (order: { type: number; status: number }) => order.type === 1 && [2, 6, 7].includes(order.status);
