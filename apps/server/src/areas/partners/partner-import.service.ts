import {
  Code,
  pageOf,
  type CustomerRow,
  type ImportAcrossInput,
  type ImportAcrossListInput,
  type ImportAcrossResult,
  type ImportAcrossRow,
  type SupplierRow,
} from '@gf/contracts';
import { recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, pick, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { owningUnit } from '../../platform/tenancy/scope.js';
import { requireImportSource, type ImportSource } from '../accounts/index.js';
import * as groupRepo from './customer-group.repository.js';
import * as customerRepo from './customer.repository.js';
import { takenNames, type PartnerTable } from './partner-import.repository.js';
import { supplierBillType } from './supplier.bill-type.js';
import * as supplierRepo from './supplier.repository.js';
import { nextSupplierCode } from './supplier.service.js';

// Customers, suppliers and processing factories of another factory of the company, copied into the session's factory
// (ADR 0011: partners are the factory's own). A record whose name this factory has is skipped; names are unique per
// factory. See the area README, "Import from another factory".

/** One kind of partner record as the import handles it. */
export interface PartnerImportKind<R extends { id: string; name: string }> {
  table: PartnerTable;
  what: LocalText;
  page(
    db: Db,
    unitId: string,
    keyword: string | undefined,
    limit: number,
    offset: number,
  ): Promise<{ list: R[]; totalCount: number }>;
  find(db: Db, unitId: string, id: string): Promise<R | undefined>;
  describe(r: R): { code: string | null; summary: string | null };
  /** Writes the copy in the target inside the call's transaction; answers its id and what was left out or renamed. */
  copy(trx: Db, ctx: RequestContext, source: ImportSource, r: R): Promise<{ id: string; notes: LocalText[] }>;
}

const joinText = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

/** The source factory's records of one kind, each saying whether this factory already has its name. */
export async function listImportable<R extends { id: string; name: string }>(
  db: Db,
  ctx: RequestContext,
  kind: PartnerImportKind<R>,
  input: ImportAcrossListInput,
) {
  const source = await requireImportSource(db, ctx, input.sourceUnitId);
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await kind.page(db, source.unitId, input.keyword, pageSize, offset);
  const taken = await takenNames(
    db,
    kind.table,
    ctx.unitId,
    page.list.map((r) => r.name),
  );
  const list: ImportAcrossRow[] = page.list.map((r) => ({
    id: r.id,
    unitId: source.unitId,
    unitName: source.unitName,
    name: r.name,
    ...kind.describe(r),
    existsHere: taken.has(r.name),
  }));
  return { list, totalCount: page.totalCount, pageNo, pageSize };
}

/** Copies the chosen records of one source factory in one transaction; an unknown id refuses the call (40402 on ids.<i>). */
export async function importPartners<R extends { id: string; name: string }>(
  db: Db,
  ctx: RequestContext,
  kind: PartnerImportKind<R>,
  input: ImportAcrossInput,
): Promise<ImportAcrossResult> {
  const source = await requireImportSource(db, ctx, input.sourceUnitId);
  const records: R[] = [];
  for (const [i, id] of [...new Set(input.ids)].entries()) {
    const r = await kind.find(db, source.unitId, id);
    if (!r)
      throw new AppError(
        Code.notFound,
        { zh: `${kind.what.zh}不存在`, en: `${kind.what.en} not found` },
        { errors: [{ field: `ids.${i}`, message: 'not a record of the source factory' }] },
      );
    records.push(r);
  }
  return db.transaction().execute(async (trx) => {
    const result: ImportAcrossResult = { imported: [], skipped: [] };
    for (const r of records) {
      if ((await takenNames(trx, kind.table, ctx.unitId, [r.name])).size) {
        const reason = {
          zh: `本厂已有同名${kind.what.zh}`,
          en: `this factory already has a ${kind.what.en.toLowerCase()} of that name`,
        };
        result.skipped.push({ sourceId: r.id, name: r.name, reason: pick(reason, ctx.lang) });
        continue;
      }
      const { id, notes } = await kind.copy(trx, ctx, source, r);
      result.imported.push({ sourceId: r.id, id, name: r.name, notes: notes.map((n) => pick(n, ctx.lang)) });
    }
    return result;
  });
}

/** Customers: the record and its group (matched by name in this factory, created when missing). */
export const customerImportKind: PartnerImportKind<CustomerRow> = {
  table: 'customer',
  what: { zh: '客户', en: 'Customer' },
  page: (db, unitId, keyword, limit, offset) => customerRepo.pageCustomers(db, unitId, { keyword }, limit, offset),
  find: (db, unitId, id) => customerRepo.findCustomer(db, unitId, id),
  describe: (r) => ({ code: null, summary: joinText(r.groupName ? `[${r.groupName}]` : null, r.contacts, r.phone) }),
  async copy(trx, ctx, _source, r) {
    const owner = owningUnit(ctx, 'customer');
    let groupId: string | null = null;
    if (r.groupName)
      groupId =
        (await groupRepo.findGroupByName(trx, owningUnit(ctx, 'customerGroup'), r.groupName)) ??
        (await groupRepo.insertGroup(trx, owningUnit(ctx, 'customerGroup'), r.groupName)).groupId;
    const { id } = await customerRepo.insertCustomer(trx, owner, ctx.userId, {
      name: r.name,
      contacts: r.contacts,
      phone: r.phone,
      address: r.address,
      remark: r.remark,
      groupId,
    });
    return { id, notes: [] };
  },
};

/** A code of the source kept when this factory has none like it, else the next number (said in the notes). */
export async function keepOrRenumber(
  code: string,
  isTaken: (code: string) => Promise<boolean>,
  next: () => Promise<string>,
): Promise<{ code: string; notes: LocalText[] }> {
  if (!(await isTaken(code))) return { code, notes: [] };
  const renumbered = await next();
  return {
    code: renumbered,
    notes: [{ zh: `编号 ${code} 本厂已有，改为 ${renumbered}`, en: `code ${code} is taken here; numbered ${renumbered}` }],
  };
}

/**
 * Suppliers: the supplier record alone, as a draft of this factory (it goes through this factory's own review). Its
 * material links are not copied: they belong to the source factory's materials (an imported material links the
 * suppliers this factory has by name).
 */
export const supplierImportKind: PartnerImportKind<SupplierRow> = {
  table: 'supplier',
  what: { zh: '供应商', en: 'Supplier' },
  page: (db, unitId, keyword, limit, offset) => supplierRepo.pageSuppliers(db, unitId, { keyword }, limit, offset),
  find: (db, unitId, id) => supplierRepo.findSupplier(db, unitId, { id }),
  describe: (r) => ({ code: r.code, summary: joinText(r.contacts, r.mobilePhone ?? r.telephone) }),
  async copy(trx, ctx, _source, r) {
    const owner = owningUnit(ctx, 'supplier');
    const { code, notes } = await keepOrRenumber(
      r.code,
      async (c) => Boolean(await supplierRepo.findByCode(trx, owner, c)),
      () => nextSupplierCode(trx, ctx),
    );
    const { id } = await supplierRepo.insertSupplier(trx, owner, ctx.userId, {
      name: r.name,
      code,
      contacts: r.contacts,
      mobilePhone: r.mobilePhone,
      telephone: r.telephone,
      bankAccount: r.bankAccount,
      bankName: r.bankName,
      provinceId: r.provinceId,
      cityId: r.cityId,
      areaId: r.areaId,
      address: r.address,
      remark: r.remark,
    });
    await recordBillEvent(trx, ctx, supplierBillType, { id, billNo: code, status: 0 }, 'CREATE');
    return { id, notes };
  },
};
