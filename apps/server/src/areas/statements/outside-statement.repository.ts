import type { SettlementFigures } from '@gf/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { itemFiguresSql, itemLinesJoin } from '../payables/index.js';
import { likeContains } from '../../platform/db/keyword.js';

/*
 * Outside-factory settlement read from the journal: the processing factory's AP open items (one per reviewed node
 * report of an outside-settlement node, posted by node reports through the payables), each with the payables area's
 * five figures, grouped per mission (mission statement) or per factory (outside/factory/pay/list).
 */

export interface OutsideFilter {
  startDate?: string | undefined;
  endDate?: string | undefined;
  outsideFactoryIds?: string[] | undefined;
  keyword?: string | undefined;
  debt?: boolean | undefined;
  missionNo?: string | undefined;
}

const sums = sql`sum(p.owed) as owed, sum(p.paid) as paid, sum(p."offset") as "offset", sum(p.adjusted) as adjusted,
  sum(p.open) as open`;

/** The factory's AP items in the period, each with its figures (CTE `per_item`). */
function perItem(unitId: string, f: OutsideFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [
    sql`i.unit_id = ${unitId}`,
    sql`i.ledger = 'AP'`,
    sql`i.partner_type = 'OUTSIDE_FACTORY'`,
  ];
  if (f.outsideFactoryIds?.length) parts.push(sql`i.partner_id in (${sql.join(f.outsideFactoryIds)})`);
  if (f.startDate) parts.push(sql`i.first_date >= ${f.startDate}::date`);
  if (f.endDate) parts.push(sql`i.first_date <= ${f.endDate}::date`);
  if (f.keyword)
    parts.push(
      sql`exists (select 1 from outside_factory o where o.id = i.partner_id and o.name ilike ${likeContains(f.keyword)})`,
    );
  return sql`per_item as (
    select i.partner_id, i.item_type, i.item_id, i.first_date, ${itemFiguresSql}
      from journal_item i ${itemLinesJoin}
     where ${sql.join(parts, sql` and `)}
     group by i.id)`;
}

/** Per factory and mission: the node reports' items joined to their report and summed (CTE `grouped`). */
function perMission(unitId: string, f: OutsideFilter): RawBuilder<unknown> {
  return sql`with ${perItem(unitId, f)}, grouped as (
    select p.partner_id, r.mission_id, count(*) as bills, min(p.first_date) as first_date, ${sums}
      from per_item p
      join mission_node_report r on r.unit_id = ${unitId} and r.id = p.item_id and r.bill_type = p.item_type
      join mission m on m.id = r.mission_id
     ${f.missionNo ? sql`where m.mission_no ilike ${likeContains(f.missionNo)}` : sql``}
     group by p.partner_id, r.mission_id
    ${f.debt ? sql`having sum(p.open) <> 0` : sql``})`;
}

export interface MissionRow extends SettlementFigures {
  outsideFactoryId: string;
  outsideFactoryName: string;
  missionId: string;
  missionNo: string;
  productionOrderNo: string | null;
  bills: string;
  firstDate: string;
  balance: string;
}

/** One page of the mission statement, factories by name, missions by first report; the running open per factory. */
export async function missionRows(db: Db, unitId: string, f: OutsideFilter, limit: number, offset: number) {
  const [page, totals] = await Promise.all([
    sql<MissionRow>`${perMission(unitId, f)}
      select g.partner_id as "outsideFactoryId", o.name as "outsideFactoryName", g.mission_id as "missionId",
             m.mission_no as "missionNo", po.order_no as "productionOrderNo", g.bills,
             to_char(g.first_date, 'YYYY-MM-DD') as "firstDate", g.owed, g.paid, g."offset", g.adjusted, g.open,
             sum(g.open) over (partition by g.partner_id order by g.first_date, g.mission_id) as balance
        from grouped g
        join outside_factory o on o.id = g.partner_id
        join mission m on m.id = g.mission_id
        left join production_order po on po.id = m.production_order_id
       order by o.name, g.partner_id, g.first_date, g.mission_id
       limit ${limit} offset ${offset}`.execute(db),
    sql<SettlementFigures & { n: string }>`${perMission(unitId, f)}
      select count(*) as n, ${sums} from grouped p`.execute(db),
  ]);
  return { rows: page.rows, totals: totals.rows[0]! };
}

export interface FactoryRow extends SettlementFigures {
  outsideFactoryId: string;
  outsideFactoryName: string;
  bills: string;
  prepaid: string;
}

/** Per factory: every AP item of the period summed, with what was paid ahead and not used (PREPAID). */
function perFactory(unitId: string, f: OutsideFilter): RawBuilder<unknown> {
  return sql`with ${perItem(unitId, f)}, grouped as (
    select p.partner_id, count(*) as bills, ${sums},
           (select coalesce(sum(b.debit - b.credit), 0) from journal_line b
             where b.unit_id = ${unitId} and b.ledger = 'PREPAID' and b.partner_type = 'OUTSIDE_FACTORY'
               and b.partner_id = p.partner_id) as prepaid
      from per_item p
     group by p.partner_id
    ${f.debt ? sql`having sum(p.open) <> 0` : sql``})`;
}

/** One page of the outside-factory settlement list, factories by name, and the totals over every factory. */
export async function factoryRows(db: Db, unitId: string, f: OutsideFilter, limit: number, offset: number) {
  const [page, totals] = await Promise.all([
    sql<FactoryRow>`${perFactory(unitId, f)}
      select g.partner_id as "outsideFactoryId", o.name as "outsideFactoryName", g.bills, g.owed, g.paid, g."offset",
             g.adjusted, g.open, g.prepaid
        from grouped g join outside_factory o on o.id = g.partner_id
       order by o.name, g.partner_id
       limit ${limit} offset ${offset}`.execute(db),
    sql<SettlementFigures & { n: string; prepaid: string }>`${perFactory(unitId, f)}
      select count(*) as n, ${sums}, sum(p.prepaid) as prepaid from grouped p`.execute(db),
  ]);
  return { rows: page.rows, totals: totals.rows[0]! };
}
