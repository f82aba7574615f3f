import { sql } from 'kysely';
import type { FactoryFixture } from '../../../test/harness.js';
import type { Db } from '../../platform/db/database.js';
import type { NodeTypeCode } from '../../schema/missions.js';

/**
 * Missions with SKU lines and node instances written straight into the tables (the missions area owns the calls
 * that make them), for the node reports' integration, race and invariant tests.
 */
let seq = 0;

async function insertId(db: Db, query: ReturnType<typeof sql<{ id: string }>>): Promise<string> {
  const res = await query.execute(db);
  return String(res.rows[0]!.id);
}

export interface GoodsFixture {
  styleId: string;
  skuIds: string[];
  customerId: string;
}

/** A goods style with `skus` SKUs (one colour, sizes S, M, L ...) and a customer, in the factory. */
export async function makeGoods(db: Db, f: FactoryFixture, skus = 3): Promise<GoodsFixture> {
  seq += 1;
  const by = f.boss.userId;
  const u = f.unitId;
  const color = await insertId(
    db,
    sql`insert into sku_attr (unit_id, type, name, created_by) values (${u}, 'COLOR', ${`红${seq}`}, ${by}) returning id`,
  );
  const category = await insertId(db, sql`insert into size_category (unit_id, name) values (${u}, ${`码组${seq}`}) returning id`);
  const styleId = await insertId(
    db,
    sql`insert into goods_style (unit_id, style_no, style_name, size_category_id, created_by)
        values (${u}, ${`NR-${seq}-${Date.now() % 100000}`}, ${`衬衫${seq}`}, ${category}, ${by}) returning id`,
  );
  const skuIds: string[] = [];
  for (let i = 0; i < skus; i++) {
    const size = await insertId(
      db,
      sql`insert into sku_attr (unit_id, type, name, created_by) values (${u}, 'SIZE', ${`S${seq}-${i}`}, ${by}) returning id`,
    );
    skuIds.push(
      await insertId(
        db,
        sql`insert into goods_sku (unit_id, goods_style_id, color_id, size_id) values (${u}, ${styleId}, ${color}, ${size}) returning id`,
      ),
    );
  }
  const customerId = await insertId(
    db,
    sql`insert into customer (unit_id, name, created_by) values (${u}, ${`客户${seq}-${u}`}, ${by}) returning id`,
  );
  return { styleId, skuIds, customerId };
}

export async function makeOutsideFactory(db: Db, f: FactoryFixture): Promise<string> {
  seq += 1;
  return insertId(
    db,
    sql`insert into outside_factory (unit_id, code, name, created_by)
        values (${f.unitId}, ${`WF${seq}${Date.now() % 100000}`}, ${`加工厂${seq}`}, ${f.boss.userId}) returning id`,
  );
}

export interface NodeSpec {
  typeCode: NodeTypeCode;
  name?: string;
  /** Index of the upstream node in the list. */
  upstream?: number;
  doac?: boolean;
  excessPercent?: string;
  allowAdjust?: boolean;
  chargerIds?: string[];
  labourCost?: string;
  outsideSettlement?: boolean;
  isShipment?: boolean;
  /** Factories the node is sent to, with their prices. */
  outside?: { factoryId: string; unitPrice: string }[];
}

export interface MissionFixture {
  missionId: string;
  nodeIds: string[];
  templateId: string;
}

/** A mission of the goods with `num` ordered per SKU and the nodes in order (a template asking review or not). */
export async function makeMission(
  db: Db,
  f: FactoryFixture,
  goods: GoodsFixture,
  spec: {
    num?: string | string[];
    needsReview?: boolean;
    nodes: NodeSpec[];
    outsideFactoryId?: string;
    machiningUnitPrice?: string;
  },
): Promise<MissionFixture> {
  seq += 1;
  const by = f.boss.userId;
  const u = f.unitId;
  const templateId = await insertId(
    db,
    sql`insert into prcd_template (unit_id, name, report_needs_review, created_by)
        values (${u}, ${`模板${seq}-${Date.now() % 100000}`}, ${spec.needsReview ?? false}, ${by}) returning id`,
  );
  const nums = goods.skuIds.map((_, i) => (Array.isArray(spec.num) ? spec.num[i]! : (spec.num ?? '100')));
  const total = nums.reduce((t, n) => t + Number(n), 0);
  const missionId = await insertId(
    db,
    sql`insert into mission (unit_id, mission_no, placeorder_at, delivery_at, goods_style_id, prcd_template_id, is_outside,
          outside_factory_id, machining_unit_price, total_num, created_by)
        values (${u}, ${`GD${seq}-${Date.now() % 1000000}`}, '2026-11-01', '2026-12-31', ${goods.styleId}, ${templateId},
          ${Boolean(spec.outsideFactoryId)}, ${spec.outsideFactoryId ?? null}, ${spec.machiningUnitPrice ?? null}, ${total}, ${by})
        returning id`,
  );
  for (const [i, skuId] of goods.skuIds.entries())
    await sql`insert into mission_line (unit_id, mission_id, goods_sku_id, num) values (${u}, ${missionId}, ${skuId}, ${nums[i]})`.execute(
      db,
    );
  const nodeIds: string[] = [];
  for (const [i, n] of spec.nodes.entries()) {
    const prcd = await insertId(
      db,
      sql`insert into prcd_node (unit_id, name, type_code, doac, allow_complete_excess, complete_excess_percent, allow_adjust_num, created_by)
          values (${u}, ${`${n.name ?? n.typeCode}${seq}-${i}`}, ${n.typeCode}, ${n.doac ?? false}, ${Boolean(n.excessPercent)},
            ${n.excessPercent ?? null}, ${n.allowAdjust ?? true}, ${by}) returning id`,
    );
    const id = await insertId(
      db,
      sql`insert into mission_node (unit_id, mission_id, prcd_node_id, name, type_code, sort, charger_ids, labour_cost,
            outside_settlement, is_shipment, upstream_mission_node_id, target_num)
          values (${u}, ${missionId}, ${prcd}, ${n.name ?? n.typeCode}, ${n.typeCode}, ${i}, ${JSON.stringify(n.chargerIds ?? [])},
            ${n.labourCost ?? null}, ${n.outsideSettlement ?? false}, ${n.isShipment ?? false},
            ${n.upstream === undefined ? null : nodeIds[n.upstream]!}, ${n.doac ? 0 : total}) returning id`,
    );
    for (const o of n.outside ?? [])
      await sql`insert into mission_node_outside_factory (unit_id, mission_node_id, outside_factory_id, unit_price)
                values (${u}, ${id}, ${o.factoryId}, ${o.unitPrice})`.execute(db);
    nodeIds.push(id);
  }
  return { missionId, nodeIds, templateId };
}
