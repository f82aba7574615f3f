import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/**
 * A unique code counts at a node while a REPORT movement of it names a report that stands (submitted, reviewed or
 * anti-review pending): an undo voids that report (the code's other pieces are reported again in a new bill).
 */
const LIVE_PIECE_REPORT = sql<boolean>`exists (select 1 from mission_node_report pr
  where pr.id = um.report_id and pr.status in (1, 2, 3) and not pr.is_deleted)`;

/** What the scan screen shows of a piece: its mission, style, colour and size. */
export async function pieceNames(db: Db, tenant: Tenant, missionId: string, goodsSkuId: string) {
  return db
    .selectFrom('mission as m')
    .innerJoin('goodsStyle as s', 's.id', 'm.goodsStyleId')
    .innerJoin('goodsSku as g', (j) => j.on('g.id', '=', goodsSkuId))
    .leftJoin('skuAttr as co', 'co.id', 'g.colorId')
    .leftJoin('skuAttr as si', 'si.id', 'g.sizeId')
    .select(['m.missionNo', 's.styleNo', 's.styleName', 'co.name as colorName', 'si.name as sizeName'])
    .where('m.unitId', 'in', readableUnits(tenant, 'mission'))
    .where('m.id', '=', missionId)
    .executeTakeFirstOrThrow();
}

/** The mission's nodes with whether the piece is reported there (a live report counts it). */
export async function missionNodesForPiece(db: Db, tenant: Tenant, missionId: string, uniqueCodeId: string) {
  return db
    .selectFrom('missionNode as n')
    .select([
      'n.id as missionNodeId',
      'n.name',
      'n.typeCode',
      sql<boolean>`exists (select 1 from unique_code_movement um where um.mission_node_id = n.id
        and um.unique_code_id = ${uniqueCodeId} and um.kind = 'REPORT' and ${LIVE_PIECE_REPORT})`.as('isScanned'),
    ])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.missionId', '=', missionId)
    .orderBy('n.sort')
    .execute();
}

/** Unique-code pieces counted at the node (the scan screen's running count adds them to the bundles' pieces). */
export async function nodePieceCount(db: Db, tenant: Tenant, missionNodeId: string): Promise<number> {
  const row = await db
    .selectFrom('uniqueCodeMovement as um')
    .select(sql<number>`count(distinct um.unique_code_id)::int`.as('n'))
    .where('um.unitId', 'in', readableUnits(tenant, 'uniqueCodeMovement'))
    .where('um.missionNodeId', '=', missionNodeId)
    .where('um.kind', '=', 'REPORT')
    .where(LIVE_PIECE_REPORT)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A report bill of the factory by its number: its id and status (a piece's scan answers them). */
export async function reportByNo(db: Db, tenant: Tenant, billNo: string) {
  return db
    .selectFrom('missionNodeReport')
    .select(['id', 'status'])
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('billNo', '=', billNo)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}
