import { z } from 'zod';
import { dateText } from '../platform/bounds.js';
import { idSchema, pagingInput } from '../platform/paging.js';

/**
 * Material nodes (issue 11 part 3): a mission's BOM demand per material SKU, what reviewed deliveries naming the mission
 * sent, and what is left (待送料). Quantities are exact decimal strings in the material's stock unit.
 */

/** fac/mission/material/byMission (按工单添加): the mission and, optionally, its material node. */
export const missionMaterialByMissionInput = z.object({
  missionId: idSchema,
  missionNodeId: idSchema.optional(),
});
export type MissionMaterialByMissionInput = z.infer<typeof missionMaterialByMissionInput>;

/** One material of a mission: BOM demand (mission quantity × usage × (1 + loss)), delivered, left (never below 0). */
export interface MissionMaterialLine {
  materialSkuId: string;
  materialsNo: string;
  materialsName: string;
  colorName: string;
  specNoName: string;
  stockUnit: string;
  /** 用料货品数: the mission's pieces whose BOM row takes this material. */
  pieces: string;
  demand: string;
  delivered: string;
  left: string;
}

export interface MissionMaterialOfMission {
  missionId: string;
  missionNo: string;
  outsideFactoryId: string | null;
  outsideFactoryName: string | null;
  /** The mission's material nodes (a delivery may name one). */
  nodes: { id: string; name: string }[];
  lines: MissionMaterialLine[];
}

/** fac/mission/material/board (待送料看板): live missions (未开始 / 进行中) that have a material node. */
export const missionMaterialBoardInput = pagingInput.extend({
  /** Mission number, style number or name. */
  searchParam: z.string().trim().max(60).optional(),
  outsideFactoryIds: z.array(idSchema).max(100).optional(),
  /** Only the materials with something left to deliver; missions with none drop out (over all missions, then paged). */
  onlyLeft: z.boolean().optional(),
  /** The missions' delivery date (交货日期) from / to, inclusive. */
  deliveryFrom: dateText.optional(),
  deliveryTo: dateText.optional(),
  /** Material number or name: only those materials; missions without one drop out. */
  materialSearch: z.string().trim().max(60).optional(),
});
export type MissionMaterialBoardInput = z.infer<typeof missionMaterialBoardInput>;

export interface MissionMaterialBoardRow extends MissionMaterialLine {
  missionId: string;
  missionNo: string;
  missionStatus: number;
  deliveryAt: string;
  styleNo: string;
  styleName: string;
  outsideFactoryName: string | null;
  /** 库存: on hand in the factory's storehouses, and what is free of reservations (可用库存). */
  onHand: string;
  available: string;
  /** 在途: what reviewed purchases still wait to receive, in the stock unit. */
  inTransit: string;
}

export interface MissionMaterialBoardPage {
  list: MissionMaterialBoardRow[];
  /** Missions matching the filters (the page is by mission: each brings all its materials). */
  totalCount: number;
  pageNo: number;
  pageSize: number;
}

/** fac/mission/material/actualUsage (实裁单耗): per material, (delivered − returned remnant) / pieces cut that take it. */
export interface MissionActualUsageLine extends MissionMaterialLine {
  /** BOM usage per piece with loss: demand / the pieces that take the material. */
  bomUsage: string | null;
  returned: string;
  /** Pieces cut (the lines' actual cut quantities) of the goods SKUs that take the material. */
  cutPieces: string;
  /** Actual usage per cut piece: (delivered − returned) / cutPieces; null until something is cut. */
  actualUsage: string | null;
  /** 参考用料: the pieces cut exploded through the BOM (usage × (1 + loss)). */
  referenceUsage: string;
  /** 生产参考余料: delivered − returned − referenceUsage, never below 0. */
  referenceRemnant: string;
}

export interface MissionActualUsage {
  missionId: string;
  missionNo: string;
  totalNum: string;
  actualCutNum: string;
  lines: MissionActualUsageLine[];
}
