import type { OutsideFactoryRow } from '@gf/contracts';
import { recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import type { LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { owningUnit } from '../../platform/tenancy/scope.js';
import { findStorehouse } from '../factory/index.js';
import { outsideFactoryBillType, OUTSIDE_FACTORY_BILL_TYPE } from './outside-factory.bill-type.js';
import * as repo from './outside-factory.repository.js';
import { nextFreeCode } from './partner-code.service.js';
import { keepOrRenumber, type PartnerImportKind } from './partner-import.service.js';

/** This factory's ratings or brands with the names of the source's (matched by name, created when missing). */
async function copyTags(trx: Db, table: repo.TagTable, sourceUnitId: string, targetUnitId: string, ids: string[]) {
  if (!ids.length) return [];
  const names = new Map((await repo.listTags(trx, table, sourceUnitId)).map((t) => [t.id, t.name]));
  const out: string[] = [];
  for (const id of ids) {
    const name = names.get(id);
    if (!name) continue;
    out.push(
      (await repo.findTagByName(trx, table, targetUnitId, name)) ?? (await repo.insertTag(trx, table, targetUnitId, name)).id,
    );
  }
  return out;
}

/**
 * Processing factories (outside/factory/importOutsideFactory): the record as a draft of this factory, its ratings and
 * brands matched by name (created when missing), its linked factories where this factory has one of the same name, its
 * storehouse when this factory sees it. Stop-use, external number and webhooks are this factory's settings: not copied.
 */
export const outsideFactoryImportKind: PartnerImportKind<OutsideFactoryRow> = {
  table: 'outsideFactory',
  what: { zh: '加工厂商', en: 'Processing factory' },
  page: (db, unitId, keyword, limit, offset) => repo.pageOutsideFactories(db, unitId, { keyword }, limit, offset),
  find: (db, unitId, id) => repo.findOutsideFactory(db, unitId, { id }),
  describe: (r) => ({ code: r.code, summary: [r.contacts, r.mobilePhone ?? r.telephone].filter(Boolean).join(' ') || null }),
  async copy(trx: Db, ctx: RequestContext, source, r) {
    const owner = owningUnit(ctx, 'outsideFactory');
    const numbered = await keepOrRenumber(
      r.code,
      async (c) => Boolean(await repo.findByCode(trx, owner, c)),
      () => nextFreeCode(trx, owner, OUTSIDE_FACTORY_BILL_TYPE, async (c) => Boolean(await repo.findByCode(trx, owner, c))),
    );
    const notes: LocalText[] = [...numbered.notes];
    const linked: string[] = [];
    for (const id of r.outsideFactoryIds) {
      const other = await repo.findOutsideFactory(trx, source.unitId, { id });
      const here = other ? await repo.findByName(trx, owner, other.name) : undefined;
      if (here) linked.push(here);
      else if (other)
        notes.push({ zh: `本厂没有关联工厂「${other.name}」，未带入`, en: `no linked factory ${other.name} here; left out` });
    }
    let storehouseId = r.commonStorehouseId;
    if (storehouseId && !(await findStorehouse(trx, ctx.unitId, storehouseId))) {
      storehouseId = null;
      notes.push({ zh: '本厂看不到该加工厂仓库，未带入', en: 'the storehouse is not linked to this factory; left out' });
    }
    const { id } = await repo.insertOutsideFactory(trx, owner, ctx.userId, {
      code: numbered.code,
      name: r.name,
      factoryRateIds: await copyTags(trx, 'outsideFactoryRate', source.unitId, owner, r.factoryRateIds),
      attrIds: await copyTags(trx, 'outsideFactoryBrand', source.unitId, owner, r.attrIds),
      outsideFactoryIds: linked,
      contacts: r.contacts,
      telephone: r.telephone,
      mobilePhone: r.mobilePhone,
      provinceId: r.provinceId,
      cityId: r.cityId,
      areaId: r.areaId,
      address: r.address,
      commonStorehouseId: storehouseId,
      settlementMethod: r.settlementMethod,
      taxRate: r.taxRate,
      bankAccount: r.bankAccount,
      bankName: r.bankName,
      remark: r.remark,
    });
    await recordBillEvent(trx, ctx, outsideFactoryBillType, { id, billNo: numbered.code, status: 0 }, 'CREATE');
    return { id, notes };
  },
};
