import { sql, type Kysely } from 'kysely';

/**
 * Document lineage (ARCHITECTURE 6): one row per link from a source document (and line) to a target document
 * (and line) that was made from it, settles it or draws on it. A row exists only while its target is live: the
 * engine removes a target's rows when the target is voided or deleted, and the owner of a document that ends
 * outside the engine (a refund undone, a cloth check removed) removes them through the same engine call. So
 * "live documents point at this bill" is one indexed lookup, for any bill type.
 *
 * An arrival's cloth checks are one document (CLOTH_CHECK, the arrival's id; each check row is a target line).
 *
 * follows_source marks a target the source generated and takes down with it (the delivery an arrival sends
 * straight to a processing factory): it shows as downstream but does not block the source's un-review.
 *
 * The links that existed before this table are written from the references the areas kept, and the cross-document
 * references get foreign keys (NOT VALID: enforced for every new row; rows orphaned before are left as they are).
 * A line's removal clears the references that soft-deleted or voided documents still hold (on delete set null); a
 * live document's reference never meets it, since lineage refuses the edit that would remove its line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bill_link (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      source_type text not null,
      source_bill_id bigint not null,
      source_line_id bigint,
      target_type text not null,
      target_bill_id bigint not null,
      target_line_id bigint,
      target_no text,
      quantity numeric(18, 4),
      amount numeric(18, 2),
      follows_source boolean not null default false,
      created_at timestamptz not null default now()
    );
    create index bill_link_source_idx on bill_link (unit_id, source_type, source_bill_id);
    create index bill_link_target_idx on bill_link (unit_id, target_type, target_bill_id);

    insert into bill_link (unit_id, source_type, source_bill_id, source_line_id, target_type, target_bill_id, target_line_id,
                           target_no, quantity)
    select al.unit_id, case when pb.is_sample then 'SAMPLE_PURCHASE' else 'MATERIALS_PURCHASE' end, pl.purchase_bill_id, pl.id,
           case when a.is_sample then 'SAMPLE_ARRIVE' else 'MATERIALS_ARRIVE' end, a.id, al.id, a.no, al.quantity
    from arrival_line al
    join arrival a on a.id = al.arrival_id and not a.is_deleted and a.status <> 5
    join purchase_line pl on pl.id = al.purchase_line_id
    join purchase_bill pb on pb.id = pl.purchase_bill_id;

    insert into bill_link (unit_id, source_type, source_bill_id, target_type, target_bill_id, target_no)
    select a.unit_id, 'MATERIALS_ARRIVE_NOTIFY', a.arrival_notice_id,
           case when a.is_sample then 'SAMPLE_ARRIVE' else 'MATERIALS_ARRIVE' end, a.id, a.no
    from arrival a
    join arrival_notice n on n.id = a.arrival_notice_id
    where not a.is_deleted and a.status <> 5;

    insert into bill_link (unit_id, source_type, source_bill_id, source_line_id, target_type, target_bill_id, target_line_id,
                           target_no, quantity)
    select rl.unit_id, case when a.is_sample then 'SAMPLE_ARRIVE' else 'MATERIALS_ARRIVE' end, a.id, al.id,
           'MATERIALS_RETURN', r.id, rl.id, r.no, rl.quantity
    from material_return_line rl
    join material_return r on r.id = rl.material_return_id and not r.is_deleted and r.status <> 5
    join arrival_line al on al.id = rl.arrive_line_id
    join arrival a on a.id = al.arrival_id;

    insert into bill_link (unit_id, source_type, source_bill_id, source_line_id, target_type, target_bill_id, target_line_id,
                           target_no)
    select c.unit_id, case when a.is_sample then 'SAMPLE_ARRIVE' else 'MATERIALS_ARRIVE' end, a.id, c.arrive_line_id,
           'CLOTH_CHECK', a.id, c.id, a.no
    from cloth_check c
    join arrival a on a.id = c.arrive_id;

    insert into bill_link (unit_id, source_type, source_bill_id, target_type, target_bill_id, target_no, amount)
    select k.unit_id, 'MATERIALS_RETURN', k.material_return_id, 'RETURN_REFUND', f.id, f.no, k.amount
    from return_refund_link k
    join return_refund f on f.id = k.return_refund_id and not f.is_undone;

    insert into bill_link (unit_id, source_type, source_bill_id, target_type, target_bill_id, target_no)
    select d.unit_id, 'MATERIALS_DELIVERY', d.notify_id, 'MATERIALS_DELIVERY', d.id, d.bill_no
    from material_delivery d
    where d.notify_id is not null and not d.is_deleted and d.status <> 5;

    insert into bill_link (unit_id, source_type, source_bill_id, target_type, target_bill_id, target_no, follows_source)
    select d.unit_id, case when a.is_sample then 'SAMPLE_ARRIVE' else 'MATERIALS_ARRIVE' end, a.id,
           'MATERIALS_DELIVERY', d.id, d.bill_no, true
    from material_delivery d
    join arrival a on a.id = d.arrival_id
    where not d.is_deleted and d.status <> 5;

    insert into bill_link (unit_id, source_type, source_bill_id, target_type, target_bill_id, target_no)
    select q.unit_id, case when pb.is_sample then 'SAMPLE_PURCHASE' else 'MATERIALS_PURCHASE' end, pb.id,
           'QUALITY_CHECK', q.id, q.bill_no
    from quality_check q join purchase_bill pb on pb.id = q.source_id
    where q.source_type = 'PURCHASE' and not q.is_deleted and q.status <> 5;

    insert into bill_link (unit_id, source_type, source_bill_id, target_type, target_bill_id, target_no)
    select q.unit_id, case when a.is_sample then 'SAMPLE_ARRIVE' else 'MATERIALS_ARRIVE' end, a.id,
           'QUALITY_CHECK', q.id, q.bill_no
    from quality_check q join arrival a on a.id = q.source_id
    where q.source_type = 'ARRIVE' and not q.is_deleted and q.status <> 5;

    insert into bill_link (unit_id, source_type, source_bill_id, target_type, target_bill_id, target_no)
    select q.unit_id, 'MATERIALS_ARRIVE_NOTIFY', n.id, 'QUALITY_CHECK', q.id, q.bill_no
    from quality_check q join arrival_notice n on n.id = q.source_id
    where q.source_type = 'ARRIVE_NOTIFY' and not q.is_deleted and q.status <> 5;

    alter table arrival_line add constraint arrival_line_purchase_line_fk
      foreign key (purchase_line_id) references purchase_line(id) on delete set null not valid;
    alter table material_return_line add constraint material_return_line_arrive_line_fk
      foreign key (arrive_line_id) references arrival_line(id) on delete set null not valid;
    alter table cloth_check add constraint cloth_check_arrive_line_fk
      foreign key (arrive_line_id) references arrival_line(id) on delete cascade not valid;
    alter table material_delivery add constraint material_delivery_arrival_fk
      foreign key (arrival_id) references arrival(id) not valid;
    alter table material_return_line add constraint material_return_line_arrive_bill_fk
      foreign key (arrive_bill_id) references arrival(id) not valid;
    alter table arrival_line add constraint arrival_line_purchase_line_demand_fk
      foreign key (purchase_line_demand_id) references purchase_line_demand(id) on delete set null not valid;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table arrival_line drop constraint arrival_line_purchase_line_demand_fk;
    alter table material_return_line drop constraint material_return_line_arrive_bill_fk;
    alter table material_delivery drop constraint material_delivery_arrival_fk;
    alter table cloth_check drop constraint cloth_check_arrive_line_fk;
    alter table material_return_line drop constraint material_return_line_arrive_line_fk;
    alter table arrival_line drop constraint arrival_line_purchase_line_fk;
    drop table bill_link;
  `.execute(db);
}
