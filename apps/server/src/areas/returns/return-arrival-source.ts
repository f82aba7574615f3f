import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';

/** What a return needs of one line of a REVIEWED arrival (quantities in the stock unit). */
export interface ArrivalLineForReturn {
  arriveLineId: string;
  arriveBillId: string;
  /** The arrival's bill type code (MATERIALS_ARRIVE or SAMPLE_ARRIVE): the return's lineage names it. */
  arriveBillType: string;
  arriveNo: string;
  dateArrive: string;
  supplierId: string;
  materialSkuId: string;
  /** 到料转化率 (stock units per purchase unit). */
  conversionRate: string;
  /** 到料单价 per purchase unit. */
  unitPrice: string;
  taxRate: string | null;
  orderNo: string | null;
  goodsStyleNo: string | null;
  /** 本单到料: what the line received, stock unit. */
  arrivedQuantity: string;
}

/**
 * The arrivals area answers arrival lines for returns through this port (it registers its finder from its
 * own wiring call, as materials registers its supplier-usage checker with partners): returns never import
 * arrivals, and arrivals may import returns (createReturnFromArrival) without a cycle.
 */
export interface ArrivalLineSource {
  /** Lines of reviewed arrivals: by line ids (any supplier), else a supplier's lines filtered by keyword. */
  find(
    db: Db,
    ctx: RequestContext,
    by: { ids?: readonly string[]; supplierId?: string; keyword?: string },
  ): Promise<ArrivalLineForReturn[]>;
}

let source: ArrivalLineSource | null = null;

/** Called once by the arrivals area's wiring; a later call replaces the finder (one per process). */
export function registerArrivalLineSource(finder: ArrivalLineSource): void {
  source = finder;
}

/** The registered finder, or null while no arrivals area answers (returns by arrival are then refused). */
export function arrivalLineSource(): ArrivalLineSource | null {
  return source;
}
