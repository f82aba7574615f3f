import { z } from 'zod';
import { idSchema, optionalText } from '../platform/paging.js';

/**
 * The lot an outgoing material line takes from (送料 / 退料): a roll (卷号) or a dye lot (缸号) of the line's SKU
 * in the bill's storehouse. Neither = whatever lots hold the SKU (untracked first, then oldest rolls).
 */
export const materialLotFields = {
  rollId: idSchema.nullish().transform((v) => v ?? null),
  /** As arrivals take it (any text up to 50): a lot's vat number must be matched exactly. */
  vatNo: optionalText(50),
};

/** The lot picker: the rolls and dye lots of one SKU holding stock in one storehouse. */
export const materialLotQuery = z.object({ materialSkuId: idSchema, storehouseId: idSchema });
export type MaterialLotQuery = z.infer<typeof materialLotQuery>;

export interface MaterialLotRow {
  /** null = a dye lot without a roll. */
  rollId: string | null;
  rollNo: string | null;
  vatNo: string | null;
  /** On hand of this lot in the storehouse, stock unit. */
  quantity: string;
}

/** The picker's answer: whether the SKU's kind is tracked by roll (卷号 select shown), and its lots in the storehouse. */
export interface MaterialLotsAnswer {
  enableRoll: boolean;
  list: MaterialLotRow[];
}

/** What a saved line answers about its lot (detail pages: 卷号, 缸号). */
export interface MaterialLotOfLine {
  rollId: string | null;
  rollNo: string | null;
  vatNo: string | null;
}
