import { expect } from 'vitest';
import type { Client, FactoryFixture } from '../../../test/harness.js';
import type { Db } from '../../platform/db/database.js';
import { sql } from 'kysely';

// Missions are made straight in the tables (another area's fixture is not importable); the reports through the calls.
let seq = 0;
const insertId = async (db: Db, q: ReturnType<typeof sql<{ id: string }>>) => String((await q.execute(db)).rows[0]!.id);

interface GoodsFixture {
  styleId: string;
  skuIds: string[];
  colorId: string;
  sizeIds: string[];
}
interface MissionFixture {
  missionId: string;
  nodeIds: string[];
}

async function makeGoods(db: Db, f: FactoryFixture, skus: number): Promise<GoodsFixture> {
  seq += 1;
  const [u, by, tag] = [f.unitId, f.boss.userId, `${seq}-${Date.now() % 100000}`];
  const color = await insertId(
    db,
    sql`insert into sku_attr (unit_id, type, name, created_by) values (${u}, 'COLOR', ${`黑${tag}`}, ${by}) returning id`,
  );
  const category = await insertId(db, sql`insert into size_category (unit_id, name) values (${u}, ${`码${tag}`}) returning id`);
  const styleId = await insertId(
    db,
    sql`insert into goods_style (unit_id, style_no, style_name, size_category_id, created_by)
        values (${u}, ${`CP-${tag}`}, ${`夹克${tag}`}, ${category}, ${by}) returning id`,
  );
  const skuIds: string[] = [];
  const sizeIds: string[] = [];
  for (let i = 0; i < skus; i++) {
    const size = await insertId(
      db,
      sql`insert into sku_attr (unit_id, type, name, created_by) values (${u}, 'SIZE', ${`M${tag}-${i}`}, ${by}) returning id`,
    );
    sizeIds.push(size);
    skuIds.push(
      await insertId(
        db,
        sql`insert into goods_sku (unit_id, goods_style_id, color_id, size_id) values (${u}, ${styleId}, ${color}, ${size}) returning id`,
      ),
    );
  }
  return { styleId, skuIds, colorId: color, sizeIds };
}

/** A mission of 100 per SKU with the nodes 裁剪 → 质检 (→ 包装 when asked; reports need no review). */
async function makeMission(
  db: Db,
  f: FactoryFixture,
  goods: GoodsFixture,
  downstream: boolean,
  cutting: 'actual_cutting' | 'actual_cutting_ligation' = 'actual_cutting',
): Promise<MissionFixture> {
  seq += 1;
  const [u, by, tag] = [f.unitId, f.boss.userId, `${seq}-${Date.now() % 1000000}`];
  const templateId = await insertId(
    db,
    sql`insert into prcd_template (unit_id, name, report_needs_review, created_by) values (${u}, ${`模板${tag}`}, false, ${by}) returning id`,
  );
  const total = goods.skuIds.length * 100;
  const missionId = await insertId(
    db,
    sql`insert into mission (unit_id, mission_no, placeorder_at, delivery_at, goods_style_id, prcd_template_id, total_num, created_by)
        values (${u}, ${`GD-CP${tag}`}, '2026-11-01', '2026-12-31', ${goods.styleId}, ${templateId}, ${total}, ${by}) returning id`,
  );
  for (const skuId of goods.skuIds)
    await sql`insert into mission_line (unit_id, mission_id, goods_sku_id, num) values (${u}, ${missionId}, ${skuId}, 100)`.execute(
      db,
    );
  const nodeIds: string[] = [];
  const types = [cutting, 'quality_checking', ...(downstream ? ['quantitative'] : [])] as const;
  const names: Record<string, string> = {
    actual_cutting: '裁剪',
    actual_cutting_ligation: '扎号裁床',
    quality_checking: '质检',
    quantitative: '包装',
  };
  for (const [i, typeCode] of types.entries()) {
    const prcd = await insertId(
      db,
      sql`insert into prcd_node (unit_id, name, type_code, created_by) values (${u}, ${`${typeCode}${tag}`}, ${typeCode}, ${by}) returning id`,
    );
    nodeIds.push(
      await insertId(
        db,
        sql`insert into mission_node (unit_id, mission_id, prcd_node_id, name, type_code, sort, upstream_mission_node_id, target_num)
            values (${u}, ${missionId}, ${prcd}, ${names[typeCode]}, ${typeCode}, ${i}, ${nodeIds[i - 1] ?? null}, ${total}) returning id`,
      ),
    );
  }
  return { missionId, nodeIds };
}

export interface DefectFixture {
  goods: GoodsFixture;
  mission: MissionFixture;
  /** The QC node. */
  qcNodeId: string;
  /** One defect id per SKU reported defective. */
  defectIds: string[];
}

/**
 * A mission 裁剪 → 质检 (→ 包装 with `downstream`; direct mode) with 10 qualified and `defective` pieces per SKU
 * reported defective at QC (label `labelId` when given), and the open defects read back from defect management.
 */
export async function makeDefects(
  db: Db,
  f: FactoryFixture,
  boss: Client,
  defective: string[],
  labelId?: string,
  opts: { downstream?: boolean } = {},
): Promise<DefectFixture> {
  const goods = await makeGoods(db, f, defective.length);
  const mission = await makeMission(db, f, goods, opts.downstream ?? false);
  const skus = (nums: string[]) => nums.map((num, i) => ({ goodsSkuId: goods.skuIds[i], num }));
  const base = { actionType: 'REPORT', dateCompleted: '2026-11-20', finishUserId: f.boss.userId };
  const cut = await boss.call('POST', `fac-mission-prcd-nodes/${mission.nodeIds[0]}/actual-cutting`, {
    ...base,
    lathe: '1',
    skus: skus(defective.map(() => '100')),
  });
  expect(cut.code, cut.msg).toBe(0);
  const qc = await boss.call('POST', `fac-mission-prcd-nodes/${mission.nodeIds[1]}/quality-checking-report`, {
    ...base,
    qualifieds: skus(defective.map(() => '10')),
    defectiveds: defective.map((num, i) => ({ goodsSkuId: goods.skuIds[i], num, defectLabelIds: labelId ? [labelId] : [] })),
  });
  expect(qc.code, qc.msg).toBe(0);
  const list = await boss.call('POST', 'defectived/list', { missionId: mission.missionId, pageSize: 100 });
  expect(list.code, list.msg).toBe(0);
  const bySku = new Map<string, string>(list.data.list.map((r: { goodsSkuId: string; id: string }) => [r.goodsSkuId, r.id]));
  return { goods, mission, qcNodeId: mission.nodeIds[1]!, defectIds: goods.skuIds.map((id) => bySku.get(id)!) };
}

export interface BundleFixture {
  goods: GoodsFixture;
  mission: MissionFixture;
  qcNodeId: string;
  /** The bundles of lay 1 (10 plies, ratio 1 per size: one bundle of 10 per SKU), in ticket order. */
  bundles: { ligationId: string; ticketNo: string; goodsSkuId: string; num: string; remainingNum: string }[];
}

/** A mission 扎号裁床 → 质检 with `sizes` SKUs, lay 1 cut (one bundle of 10 per SKU), and the QC node's bundles. */
export async function makeBundles(db: Db, f: FactoryFixture, boss: Client, sizes = 2): Promise<BundleFixture> {
  const goods = await makeGoods(db, f, sizes);
  const mission = await makeMission(db, f, goods, false, 'actual_cutting_ligation');
  const lay = await boss.call('POST', `fac-mission-prcd-nodes/${mission.nodeIds[0]}/actual-cutting-ligation`, {
    actionType: 'REPORT',
    dateCompleted: '2026-11-20',
    finishUserId: f.boss.userId,
    lathe: '1',
    fabrics: [{ colorId: goods.colorId, plies: 10 }],
    ratios: goods.sizeIds.map((sizeId) => ({ sizeId, ratio: 1 })),
  });
  expect(lay.code, lay.msg).toBe(0);
  const qcNodeId = mission.nodeIds[1]!;
  const list = await boss.call('GET', 'fac-mission-prcd-nodes/batchReport/bundles', { missionNodeId: qcNodeId });
  expect(list.code, list.msg).toBe(0);
  return { goods, mission, qcNodeId, bundles: list.data };
}
