import type { GoodsStyleDetail, OrderDetail } from '@gf/contracts';
import type { ComponentType } from 'react';

/**
 * Tabs one area adds to another area's page (the BOM tab on 商品详情 belongs to areas/bom). Web areas never import
 * each other, so, like the route table and the record creators, app/routes.tsx registers each area's tabs here once
 * and the host page asks for the tabs of its slot; a component test without the registry simply shows none.
 */
export interface PageTabSlots {
  /** /baseGoodsInfo: the goods style shown. */
  goodsDetail: { goods: GoodsStyleDetail };
  /** /orderProductioDetail: the production order shown (物料需求 of areas/order-demand). */
  orderDetail: { order: OrderDetail };
  /** /missionNode: the node shown (mission-node-info's 节点信息 and 提醒 sections inside the node panel). */
  missionNode: { missionNodeId: string };
}

export interface PageTab<P> {
  key: string;
  /** i18n key of the tab's label. */
  titleKey: string;
  /** The code the tab needs; the tab is not offered without it. */
  permission?: string;
  component: ComponentType<P>;
  /**
   * The host page opened by this tab's own search param instead of the host's id (the desk opens a goods BOM at
   * /baseGoodsInfo?bomId=…): the host asks for its id, then shows this tab.
   */
  opener?: { param: string; hostId: (value: string) => Promise<string> };
}

const slots = new Map<keyof PageTabSlots, PageTab<never>[]>();

export function registerPageTabs<S extends keyof PageTabSlots>(slot: S, tabs: PageTab<PageTabSlots[S]>[]): void {
  const known = (slots.get(slot) ?? []) as PageTab<PageTabSlots[S]>[];
  const keys = new Set(tabs.map((tab) => tab.key));
  slots.set(slot, [...known.filter((tab) => !keys.has(tab.key)), ...tabs] as PageTab<never>[]);
}

/** The tabs registered for a slot, in registration order. */
export function pageTabs<S extends keyof PageTabSlots>(slot: S): PageTab<PageTabSlots[S]>[] {
  return (slots.get(slot) ?? []) as PageTab<PageTabSlots[S]>[];
}
