import type { LineageLink } from '../bills/workflow.js';
import type { UnitTotal } from '../decimal/index.js';
import type { GoodsSku } from '../goods/goods-style.js';
import type { OrderListRow } from './order-list.js';
import type { OrderGoodsPrice } from './order-price.js';

/** A matrix cell as the detail answers it. */
export interface OrderSkuQuantity {
  id: string;
  goodsSkuId: string;
  colorId: string;
  sizeId: string;
  standardId: string | null;
  num: string;
}

export interface OrderColorQuantity {
  id: string;
  colorId: string;
  colorName: string;
  num: string;
}

export interface OrderCustomerBlock {
  id: string;
  customerId: string;
  customerName: string;
  totalNum: string;
  facPrdOrderGoodsDetailList: OrderSkuQuantity[];
}

export interface OrderGoodsDetail extends OrderGoodsPrice {
  id: string;
  styleId: string;
  styleNo: string;
  styleName: string;
  mainPictureUrl: string | null;
  deliveryAt: string;
  bomId: string | null;
  fillType: 0 | 1;
  remark: string | null;
  totalNum: string;
  /** The style's SKUs (the matrix's rows and columns), stopped ones included so old orders stay readable. */
  skuList: GoodsSku[];
  /** fillType 0: the one matrix; fillType 1: the sum over customers (per SKU). */
  facPrdOrderGoodsDetailList: OrderSkuQuantity[];
  facPrdOrderGoodsCustomerList: OrderCustomerBlock[];
  /** Pre-orders: per colour. */
  facPrdOrderGoodsAdvanceDetailList: OrderColorQuantity[];
  /** 转工单数量 (0 until the missions issue). */
  toMissionNum: string;
  /** Goods-information values the configuration chose to show (code → text). */
  goodsInfo: Record<string, string | null>;
}

export interface OrderAttachment {
  id: string;
  fileName: string;
  url: string;
}

export interface OrderDetail {
  id: string;
  orderNo: string;
  type: 0 | 1;
  status: number;
  displayStatus: number;
  placeorderAt: string;
  placeOrderTypeId: string | null;
  placeOrderType: string | null;
  buyNo: string | null;
  chargerIds: string[];
  chargerName: string;
  isOutsideFac: boolean;
  commonOutsideFactoryId: string | null;
  commonOutsideFactoryName: string | null;
  remark: string | null;
  attachments: OrderAttachment[];
  isFirstOrder: boolean;
  advanceOrderId: string | null;
  advanceOrderNo: string | null;
  /** The formal order a pre-order was turned into. */
  turnedOrderId: string | null;
  turnedOrderNo: string | null;
  createBy: string;
  createByName: string;
  createdAt: string;
  version: number;
  goods: OrderGoodsDetail[];
  /** 订货合计: "N款 M件". */
  summary: {
    styleCount: number;
    totals: UnitTotal[];
    noTaxAmount: string;
    taxAmount: string;
    amount: string;
    processAmount: string;
  };
  /** 历史单据列表: the order and the pre-order it came from, as list rows. */
  history: OrderListRow[];
  /**
   * The documents linked to the order through the engine's lineage, with number and status: downstream its adjustment
   * and price-adjustment bills (and the formal order a pre-order became), upstream the pre-order.
   */
  relatedBills: LineageLink[];
}

/** facPrdOrder/facPrdOrderDetail answers { facPrdOrder }. */
export interface OrderDetailAnswer {
  facPrdOrder: OrderDetail;
}

/** What the demand job explodes: an order's goods blocks with their BOM and SKU quantities. */
export interface OrderForDemand {
  id: string;
  orderNo: string;
  status: number;
  goods: {
    id: string;
    styleId: string;
    styleNo: string;
    bomId: string | null;
    deliveryAt: string;
    /** Summed over customers, per SKU; zero cells left out. */
    skus: { goodsSkuId: string; colorId: string; sizeId: string; standardId: string | null; num: string }[];
  }[];
}
