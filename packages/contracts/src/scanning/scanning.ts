import { z } from 'zod';
import { idSchema, optionalText } from '../platform/paging.js';

/**
 * Scanning at the nodes and where each bundle is (issue 12 parts 4 and 5, apps/server/src/areas/scanning).
 * A code is what a scanner types before Enter: a bundle ticket number (工单号-床次-序号) or a unique piece code (唯一码,
 * `W` + 9 digits).
 */
export const scanCode = z
  .string()
  .trim()
  .min(1, '请扫描或输入编码|scan or type a code')
  .max(80, '编码最多 80 个字符|at most 80 characters');

/** Path of GET|POST fac-mission-prcd-node-reports/barcode/{barcode}. */
export const barcodeParams = z.object({ barcode: scanCode });

/** POST fac-mission-prcd-node-reports/barcode/{barcode}: the node chosen once for the scan session. */
export const scanInput = z.object({
  missionNodeId: idSchema,
  /** 完成工厂: the outside factory that did the work (default: the mission's whole-order factory, if any). */
  outsideFactoryId: idSchema.nullish(),
  /** 入库仓库 of a QC node that stores what passes (a scan there reports the pieces qualified). */
  storehouseId: idSchema.nullish(),
});
export type ScanInput = z.infer<typeof scanInput>;

/** POST scanning/handover: a bundle handed to a workbay or an outside factory at a node (no quantity reported). */
export const handoverInput = z
  .object({
    barcode: scanCode,
    missionNodeId: idSchema,
    outsideFactoryId: idSchema.nullish(),
    workbayUserId: idSchema.nullish(),
    remark: optionalText(50),
  })
  .superRefine((v, ctx) => {
    if (!v.outsideFactoryId && !v.workbayUserId)
      ctx.addIssue({
        code: 'custom',
        path: ['outsideFactoryId'],
        message: '请选择交接的外发厂或工位|choose the outside factory or workbay it goes to',
      });
  });
export type HandoverInput = z.infer<typeof handoverInput>;

/**
 * POST scanning/handover/batch: several bundles handed over at one node to an outside factory and/or a workbay, all or
 * none. A ticket twice in one batch names its second place.
 */
export const handoverBatchInput = z
  .object({
    barcodes: z
      .array(scanCode)
      .min(1, '请扫描或输入至少一个扎号|scan or type at least one ticket')
      .max(200, '一次最多交接 200 扎|at most 200 tickets at once'),
    missionNodeId: idSchema,
    outsideFactoryId: idSchema.nullish(),
    workbayUserId: idSchema.nullish(),
    remark: optionalText(50),
  })
  .superRefine((v, ctx) => {
    if (!v.outsideFactoryId && !v.workbayUserId)
      ctx.addIssue({
        code: 'custom',
        path: ['outsideFactoryId'],
        message: '请选择交接的外发厂或工位|choose the outside factory or workbay it goes to',
      });
    const seen = new Set<string>();
    v.barcodes.forEach((code, i) => {
      if (seen.has(code))
        ctx.addIssue({ code: 'custom', path: ['barcodes', i], message: `扎号 ${code} 重复|ticket ${code} is listed twice` });
      seen.add(code);
    });
  });
export type HandoverBatchInput = z.infer<typeof handoverBatchInput>;

/** One bundle handed over by a batch. */
export interface HandedBundle {
  ticketNo: string;
  styleNo: string;
  colorName: string | null;
  sizeName: string | null;
  num: string;
}

export interface HandoverBatchResult {
  nodeName: string;
  outsideFactoryName: string | null;
  workbayUserName: string | null;
  bundles: HandedBundle[];
  totalNum: string;
}

/** GET scanning/nodes: the scan screen's node picker (mission or style number search). */
export const scanNodesInput = z.object({ searchParam: optionalText(50) });

/** POST scanning/wip: bundles and pieces at each node, or at each outside factory (one mission, or all live ones). */
export const wipInput = z.object({
  by: z.enum(['node', 'factory'], { message: '请选择按节点或按外发厂|choose by node or by factory' }),
  missionId: idSchema.nullish(),
});
export type WipInput = z.infer<typeof wipInput>;

/** What a movement records: scanned (reported) at a node, handed to a workbay / outside factory, or inspected by batch QC. */
export const MOVEMENT_KINDS = ['SCAN', 'HANDOVER', 'QC'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/**
 * What a scanned code is: a bundle (BUNDLE: `bundleId`, `ticketNo` its ticket number) or one piece with a unique code
 * (PIECE: `uniqueCodeId`, `ticketNo` the code, `num` 1).
 */
export interface ScannedBundle {
  kind: 'BUNDLE' | 'PIECE';
  bundleId: string | null;
  uniqueCodeId: string | null;
  ticketNo: string;
  missionId: string;
  missionNo: string;
  styleNo: string;
  styleName: string | null;
  colorName: string | null;
  sizeName: string | null;
  lathe: string;
  num: string;
}

/** GET …/barcode/{barcode}: the code, the mission's nodes and where the bundle was scanned. */
export interface BarcodeInfo extends ScannedBundle {
  nodes: { missionNodeId: string; name: string; typeCode: string; isScanned: boolean; isCutting: boolean }[];
}

export interface NodeScanCount {
  /** Bundles scanned at the node (live scans). */
  bundles: number;
  /** Their pieces plus the unique-code pieces reported at the node. */
  pieces: string;
  /** Unique-code pieces reported at the node. */
  codes: number;
}

/** POST …/barcode/{barcode}: what was scanned, the report it posted and the node's running count. */
export interface ScanResult extends ScannedBundle {
  missionNodeId: string;
  nodeName: string;
  reportBillId: string;
  reportBillNo: string;
  /** The report's status: 2 posted at once, 1 waiting for review. */
  reportStatus: number;
  count: NodeScanCount;
}

export interface ScanNodeOption {
  missionNodeId: string;
  name: string;
  typeCode: string;
  missionId: string;
  missionNo: string;
  styleNo: string;
  allowOutOfOrder: boolean;
}

export interface NodeScanRow {
  id: string;
  ticketNo: string;
  colorName: string | null;
  sizeName: string | null;
  num: string;
  userName: string | null;
  createdAt: string;
}

/** GET scanning/nodes/{id}/scans: the node's running count and its latest scans. */
export interface NodeScans {
  missionNodeId: string;
  nodeName: string;
  missionNo: string;
  count: NodeScanCount;
  list: NodeScanRow[];
}

export interface MovementRow {
  id: string;
  kind: MovementKind;
  nodeName: string | null;
  outsideFactoryName: string | null;
  workbayUserName: string | null;
  userName: string | null;
  num: string;
  reportBillNo: string | null;
  remark: string | null;
  createdAt: string;
  /** A scan whose report was undone (voided): kept in the history, no longer counted, the ticket may be scanned again. */
  isUndone: boolean;
}

/** GET scanning/bundles/{barcode}/history: the bundle, its cut and every movement in order. */
export interface BundleHistory extends ScannedBundle {
  cutNodeName: string | null;
  cutDate: string;
  /** Where it is now: the last movement's node (else the cutting node) and factory or workbay. */
  locationNodeName: string | null;
  locationFactoryName: string | null;
  movements: MovementRow[];
}

export interface WipRow {
  key: string;
  name: string;
  missionNo: string | null;
  bundles: number;
  pieces: string;
}

/** POST scanning/wip (a report query: dataList). */
export interface WipAnswer {
  dataList: WipRow[];
  totalBundles: number;
  totalPieces: string;
}
