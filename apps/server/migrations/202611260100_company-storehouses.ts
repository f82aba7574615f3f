import { sql, type Kysely } from 'kysely';

/**
 * Storehouses and the stock ledger become the company's (docs/adr/0011-company-and-factory-scope.md).
 *
 * - `storehouse.unit_id` moves from the factory to its BOSS unit. `owner_kind` tells the company's own storehouses
 *   (自用仓库, OWN) from those kept at a processing factory (加工厂仓库, PROCESSING).
 * - `storehouse_factory_link` says which factories use a storehouse: DEFAULT (默认仓, at most one per factory) or
 *   SHARED (共用仓); no row = not linked. A factory reads and posts only into storehouses linked to it.
 * - Links from the old flags. Every storehouse was its factory's own, so each is linked to that factory: DEFAULT where
 *   `is_default`, else SHARED where `is_linked`. `is_linked` only chose what the forms' dropdowns offered; the stock
 *   pages listed and posted into every storehouse of the factory. So a storehouse that was not linked but already
 *   holds ledger rows is linked SHARED too, or its stock would vanish from the factory that put it there. The other
 *   unlinked storehouses stay unlinked (the company sees them on /home/repertory and may link them).
 * - `is_default` and `is_linked` are dropped: the links are now the one answer to "which storehouses does a factory
 *   use", and a second copy on the storehouse row could only disagree with them once a storehouse is shared.
 * - The ledger (`stock_item`, `stock_balance`, `stock_movement`, `stock_reservation`) moves to the BOSS unit too, so
 *   a shared storehouse holds one balance whichever factory looks. `stock_movement.fac_unit_id` keeps the factory
 *   that posted each row (backfilled with the row's old unit).
 * - The view `stock_lot` answers one row per lot and factory linked to its storehouse, with `unit_id` = that factory:
 *   the areas reading lots (deliveries, rolls) keep filtering on the session's factory and see exactly the lots of
 *   the storehouses linked to it.
 * Each company had exactly one factory until now, so no two rows of one company collide on a unique index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table storehouse add column owner_kind text not null default 'OWN' check (owner_kind in ('OWN', 'PROCESSING'));

    create table storehouse_factory_link (
      storehouse_id bigint not null references storehouse(id),
      unit_id bigint not null references unit(id),
      link_kind text not null check (link_kind in ('DEFAULT', 'SHARED')),
      created_at timestamptz not null default now(),
      primary key (storehouse_id, unit_id)
    );
    create unique index storehouse_factory_link_default_key on storehouse_factory_link (unit_id) where link_kind = 'DEFAULT';
    create index storehouse_factory_link_unit_idx on storehouse_factory_link (unit_id, storehouse_id);

    insert into storehouse_factory_link (storehouse_id, unit_id, link_kind)
    select s.id, s.unit_id, case when s.is_default then 'DEFAULT' else 'SHARED' end
    from storehouse s
    where not s.is_deleted
      and (s.is_default or s.is_linked or exists (select 1 from stock_item i where i.storehouse_id = s.id));

    drop index storehouse_unit_default_key;
    alter table storehouse drop column is_default;
    alter table storehouse drop column is_linked;

    update storehouse s set unit_id = u.boss_unit_id from unit u
    where u.id = s.unit_id and u.kind = 'FACTORY' and u.boss_unit_id is not null;

    alter table stock_movement add column fac_unit_id bigint references unit(id);
    update stock_movement set fac_unit_id = unit_id;
    alter table stock_movement alter column fac_unit_id set not null;
    create index stock_movement_fac_idx on stock_movement (fac_unit_id, id);

    update stock_item t set unit_id = u.boss_unit_id from unit u
    where u.id = t.unit_id and u.kind = 'FACTORY' and u.boss_unit_id is not null;
    update stock_balance t set unit_id = u.boss_unit_id from unit u
    where u.id = t.unit_id and u.kind = 'FACTORY' and u.boss_unit_id is not null;
    update stock_movement t set unit_id = u.boss_unit_id from unit u
    where u.id = t.unit_id and u.kind = 'FACTORY' and u.boss_unit_id is not null;
    update stock_reservation t set unit_id = u.boss_unit_id from unit u
    where u.id = t.unit_id and u.kind = 'FACTORY' and u.boss_unit_id is not null;

    drop view stock_lot;
    create view stock_lot as
    select b.id, l.unit_id, i.storehouse_id, i.sku_kind, i.sku_id, b.roll_id, b.vat_no, b.quantity
    from stock_balance b
    join stock_item i on i.id = b.stock_item_id
    join storehouse_factory_link l on l.storehouse_id = i.storehouse_id;
  `.execute(db);
}

/**
 * Back to one owner per storehouse: each goes to the factory it is the default of, else the first factory linked to
 * it, else the company's first factory; the ledger follows its storehouse. Links between a storehouse and a second
 * factory are lost (the old model cannot hold them).
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop view stock_lot;
    alter table storehouse add column is_default boolean not null default false;
    alter table storehouse add column is_linked boolean not null default true;

    update storehouse s set unit_id = coalesce(
      (select l.unit_id from storehouse_factory_link l where l.storehouse_id = s.id
        order by l.link_kind = 'DEFAULT' desc, l.unit_id limit 1),
      (select f.id from unit f where f.boss_unit_id = s.unit_id and f.kind = 'FACTORY' order by f.id limit 1),
      s.unit_id);
    update storehouse s set
      is_linked = exists (select 1 from storehouse_factory_link l where l.storehouse_id = s.id and l.unit_id = s.unit_id),
      is_default = exists (select 1 from storehouse_factory_link l
                           where l.storehouse_id = s.id and l.unit_id = s.unit_id and l.link_kind = 'DEFAULT');
    create unique index storehouse_unit_default_key on storehouse (unit_id) where is_default and not is_deleted;

    update stock_item t set unit_id = s.unit_id from storehouse s where s.id = t.storehouse_id;
    update stock_balance t set unit_id = i.unit_id from stock_item i where i.id = t.stock_item_id;
    update stock_movement t set unit_id = i.unit_id from stock_item i where i.id = t.stock_item_id;
    update stock_reservation t set unit_id = i.unit_id from stock_item i where i.id = t.stock_item_id;
    drop index stock_movement_fac_idx;
    alter table stock_movement drop column fac_unit_id;

    drop table storehouse_factory_link;
    alter table storehouse drop column owner_kind;

    create view stock_lot as
    select b.id, b.unit_id, i.storehouse_id, i.sku_kind, i.sku_id, b.roll_id, b.vat_no, b.quantity
    from stock_balance b join stock_item i on i.id = b.stock_item_id;
  `.execute(db);
}
