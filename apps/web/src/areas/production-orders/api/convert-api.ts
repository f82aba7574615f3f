import type { OrderLinkedMission } from '@gf/contracts';
import { api } from '../../../shared/api';

/**
 * The missions server's calls for an order (关联工单); server areas/missions. 一键转工单 waits for the server's batch
 * call: only 转工单 per goods (/CreateOrder?orderGoodsId=) is offered.
 */
export const convertApi = {
  linked: (orderId: string) => api.get<OrderLinkedMission[]>('fac/mission/byOrder', { orderId }, { silent: true }),
};

/** 转工单 is offered on formal orders once reviewed (2, and 6 / 7 after it). */
export const canConvertOrder = (order: { type: number; status: number }) => order.type === 1 && [2, 6, 7].includes(order.status);
