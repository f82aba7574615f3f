import { sql } from 'kysely';
import type { FactoryFixture } from '../../../test/harness.js';
import type { Db } from '../../platform/db/database.js';

/**
 * A mission of one style in two colours × two sizes (50 each) with a unique-code cutting node, a sewing node and a QC
 * node linked to unique codes (以实裁数为准), and a packing node that is not; written straight into the tables (the
 * missions and process-nodes areas own the calls that make them).
 */
let seq = 0;

async function id(db: Db, query: ReturnType<typeof sql<{ id: string }>>): Promise<string> {
  return String((await query.execute(db)).rows[0]!.id);
}

export interface WymWorld {
  missionId: string;
  missionNo: string;
  cutNodeId: string;
  sewNodeId: string;
  qcNodeId: string;
  packNodeId: string;
  /** SKU ids: red S, red M, blue S, blue M. */
  skus: [string, string, string, string];
}

export async function makeWymWorld(db: Db, f: FactoryFixture, opts: { chargerIds?: string[] } = {}): Promise<WymWorld> {
  seq += 1;
  const u = f.unitId;
  const by = f.boss.userId;
  const tag = `${seq}-${Date.now() % 100000}`;
  const attr = (type: 'COLOR' | 'SIZE', name: string) =>
    id(
      db,
      sql`insert into sku_attr (unit_id, type, name, created_by) values (${u}, ${type}, ${`${name}${tag}`}, ${by}) returning id`,
    );
  const colors = [await attr('COLOR', '红'), await attr('COLOR', '蓝')];
  const sizes = [await attr('SIZE', 'S'), await attr('SIZE', 'M')];
  const category = await id(db, sql`insert into size_category (unit_id, name) values (${u}, ${`码组${tag}`}) returning id`);
  const styleId = await id(
    db,
    sql`insert into goods_style (unit_id, style_no, style_name, size_category_id, created_by)
        values (${u}, ${`WYM-${tag}`}, ${`衬衫${tag}`}, ${category}, ${by}) returning id`,
  );
  const template = await id(
    db,
    sql`insert into prcd_template (unit_id, name, report_needs_review, created_by) values (${u}, ${`唯一码模板${tag}`}, false, ${by}) returning id`,
  );
  const missionNo = `GW${tag}`;
  const missionId = await id(
    db,
    sql`insert into mission (unit_id, mission_no, placeorder_at, delivery_at, goods_style_id, prcd_template_id, total_num, created_by)
        values (${u}, ${missionNo}, '2026-11-01', '2026-12-31', ${styleId}, ${template}, 200, ${by}) returning id`,
  );
  const skus: string[] = [];
  for (const c of colors)
    for (const s of sizes) {
      const skuId = await id(
        db,
        sql`insert into goods_sku (unit_id, goods_style_id, color_id, size_id) values (${u}, ${styleId}, ${c}, ${s}) returning id`,
      );
      skus.push(skuId);
      await sql`insert into mission_line (unit_id, mission_id, goods_sku_id, num) values (${u}, ${missionId}, ${skuId}, 50)`.execute(
        db,
      );
    }
  const node = async (name: string, typeCode: string, sort: number, wym: boolean) => {
    const prcd = await id(
      db,
      sql`insert into prcd_node (unit_id, name, type_code, doac, associate_wym, created_by)
          values (${u}, ${`${name}${tag}`}, ${typeCode}, ${sort > 0}, ${wym}, ${by}) returning id`,
    );
    return id(
      db,
      sql`insert into mission_node (unit_id, mission_id, prcd_node_id, name, type_code, sort, charger_ids, target_num)
          values (${u}, ${missionId}, ${prcd}, ${name}, ${typeCode}, ${sort}, ${JSON.stringify(opts.chargerIds ?? [])}, 200)
          returning id`,
    );
  };
  const cutNodeId = await node('唯一码裁床', 'actual_cutting_wym', 0, false);
  const sewNodeId = await node('车缝', 'quantitative', 1, true);
  const qcNodeId = await node('质检', 'quality_checking', 2, true);
  const packNodeId = await node('包装', 'quantitative', 3, false);
  return { missionId, missionNo, cutNodeId, sewNodeId, qcNodeId, packNodeId, skus: skus as WymWorld['skus'] };
}
