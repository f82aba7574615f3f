import type { BatchConvertCheckRow, BatchConvertInput, BatchConvertResult, OrderLinkedMission } from '@gf/contracts';
import { api } from '../../../shared/api';

/** The missions server's calls for an order (关联工单, 一键转工单); server areas/missions. */
export const convertApi = {
  linked: (orderId: string) => api.get<OrderLinkedMission[]>('fac/mission/byOrder', { orderId }, { silent: true }),
  check: (orderId: string) => api.get<BatchConvertCheckRow[]>('fac/mission/batchConvertCheck', { orderId }),
  convert: (input: BatchConvertInput) => api.post<BatchConvertResult>('fac/mission/batchConvert', input),
};

/**
 * 转工单 and 一键转工单 are offered on formal orders once reviewed: 2, and 6 不可反审 (a reviewed order its missions or
 * purchases keep from un-review, stored as 2: the server converts it, mission-batch-convert.int.test.ts). The
 * reference's 7 已结束 is no status of this product (nothing ends an order), so the server never sees one.
 */
export const canConvertOrder = (order: { type: number; status: number }) => order.type === 1 && [2, 6].includes(order.status);
