import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** A node instance with the mission it belongs to, as the report bills need it (locked). */
export interface LockedMissionNode {
  id: string;
  missionId: string;
  prcdNodeId: string;
  name: string;
  typeCode: string;
  sort: number;
  status: number;
  chargerIds: string[];
  labourCost: string | null;
  planEndAt: string | null;
  diffMin: string | null;
  diffMax: string | null;
  outsideSettlement: boolean;
  isShipment: boolean;
  upstreamMissionNodeId: string | null;
  targetNum: string;
  completedNum: string;
  adjustNum: string;
  defectiveNum: string;
  wasteNum: string;
  mission: {
    id: string;
    missionNo: string;
    status: number;
    goodsStyleId: string;
    customerId: string | null;
    prcdTemplateId: string | null;
    isOutside: boolean;
    outsideFactoryId: string | null;
    machiningUnitPrice: string | null;
    totalNum: string;
    actualCutNum: string;
    leaderIds: string[];
  };
}

/**
 * The node row and its mission, both locked `for update` (node first, then mission, always in that order), within the
 * session's factory; undefined when not found or deleted.
 */
export async function lockMissionNodeRow(trx: Db, tenant: Tenant, missionNodeId: string): Promise<LockedMissionNode | undefined> {
  const node = await trx
    .selectFrom('missionNode')
    .select([
      'id',
      'missionId',
      'prcdNodeId',
      'name',
      'typeCode',
      'sort',
      'status',
      'chargerIds',
      'labourCost',
      sql<string | null>`to_char(plan_end_at, 'YYYY-MM-DD')`.as('planEndAt'),
      'diffMin',
      'diffMax',
      'outsideSettlement',
      'isShipment',
      'upstreamMissionNodeId',
      'targetNum',
      'completedNum',
      'adjustNum',
      'defectiveNum',
      'wasteNum',
    ])
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('id', '=', missionNodeId)
    .forUpdate()
    .executeTakeFirst();
  if (!node) return undefined;
  const mission = await trx
    .selectFrom('mission')
    .select([
      'id',
      'missionNo',
      'status',
      'goodsStyleId',
      'customerId',
      'prcdTemplateId',
      'isOutside',
      'outsideFactoryId',
      'machiningUnitPrice',
      'totalNum',
      'actualCutNum',
      'leaderIds',
    ])
    .where('unitId', 'in', readableUnits(tenant, 'mission'))
    .where('isDeleted', '=', false)
    .where('id', '=', node.missionId)
    .forUpdate()
    .executeTakeFirst();
  if (!mission) return undefined;
  return { ...node, mission };
}

export interface MissionLineDetail {
  id: string;
  goodsSkuId: string;
  colorId: string;
  colorName: string | null;
  sizeId: string;
  sizeName: string | null;
  standardName: string | null;
  customerId: string | null;
  customerName: string | null;
  num: string;
  actualCutNum: string;
}

/** The mission's SKU lines with colour, size and customer names, in entry order. */
export async function listMissionLines(db: Db, tenant: Tenant, missionId: string): Promise<MissionLineDetail[]> {
  return db
    .selectFrom('missionLine as l')
    .innerJoin('goodsSku as s', 's.id', 'l.goodsSkuId')
    .leftJoin('skuAttr as co', 'co.id', 's.colorId')
    .leftJoin('skuAttr as si', 'si.id', 's.sizeId')
    .leftJoin('skuAttr as st', 'st.id', 's.standardId')
    .leftJoin('customer as cu', 'cu.id', 'l.customerId')
    .select([
      'l.id',
      'l.goodsSkuId',
      's.colorId',
      'co.name as colorName',
      's.sizeId',
      'si.name as sizeName',
      'st.name as standardName',
      'l.customerId',
      'cu.name as customerName',
      'l.num',
      'l.actualCutNum',
    ])
    .where('l.unitId', 'in', readableUnits(tenant, 'missionLine'))
    .where('l.missionId', '=', missionId)
    .orderBy('l.id')
    .execute();
}
