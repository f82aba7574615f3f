import { Code, type LibraryLevel } from '@gf/contracts';
import type { Db } from '../db/database.js';
import { AppError, duplicate, NO_PERMISSION, notFound, type LocalText } from '../http/errors.js';
import { can, type RequestContext } from './context.js';
import { isCompanyRow, owningUnit, readableUnits, type ScopedTable, type Tenant } from './scope.js';
import { bossUnitOf, companyUnitIds, lockCompanyLibraries, unitName } from './library-level.repository.js';

/**
 * The rules shared by the company-and-factory libraries (ADR 0011): sku_attr, color_category (areas/attributes),
 * material_spec (materials), defective_label (factory) and custom_field (platform/custom-fields). A call says its level (COMPANY from the company-level
 * screens, FACTORY by default); a factory reads the company's rows beside its own and never changes them; a name
 * is unique across the company and that factory, and a company name across the company and all its factories.
 */

/** What a read sees: the units whose rows it lists, and the company's unit (to mark rows COMPANY). */
export interface LibraryView {
  units: string[];
  bossUnitId: string;
}

/** Rows of `table` at one level, or (no level) both: the company's and the factory's own. */
export function viewOf(tenant: Tenant, table: ScopedTable, level?: LibraryLevel): LibraryView {
  const units = level ? [owningUnit(tenant, table, level)] : readableUnits(tenant, table);
  return { units, bossUnitId: tenant.bossUnitId };
}

export function levelOf(view: { bossUnitId: string }, ownerUnitId: string): LibraryLevel {
  return isCompanyRow({ unitId: '', bossUnitId: view.bossUnitId }, ownerUnitId) ? 'COMPANY' : 'FACTORY';
}

/** Other areas may hold only a factory id: its company is looked up. */
export async function tenantOf(db: Db, tenant: Tenant | string): Promise<Tenant> {
  return typeof tenant === 'string' ? { unitId: tenant, bossUnitId: await bossUnitOf(db, tenant) } : tenant;
}

/** The code a call needs at its level (the route declares none: the input chooses). */
export function requireLevelPermission(ctx: RequestContext, level: LibraryLevel, codes: Record<LibraryLevel, string>): void {
  if (!can(ctx, codes[level])) throw new AppError(Code.noPermission, NO_PERMISSION);
}

/** The company-level screen most libraries are changed on (/publicSet). */
const companySettings: LocalText = { zh: '多厂通用设置', en: 'the company settings' };

/**
 * A row may be changed only at its own level: a company row from a factory's screen is refused (40302, naming the
 * company screen `where` it is changed), and a factory's row is not seen from the company's screen (40402).
 */
export function assertWritableAt(
  level: LibraryLevel,
  rowLevel: LibraryLevel,
  what: LocalText,
  where: LocalText = companySettings,
): void {
  if (rowLevel === level) return;
  if (rowLevel === 'COMPANY')
    throw new AppError(Code.wrongUnit, {
      zh: `集团的${what.zh}只能在${where.zh}中修改，本厂只能查看和使用`,
      en: `A company ${what.en.toLowerCase()} is changed only in ${where.en}; a factory reads and uses it`,
    });
  throw notFound(what);
}

/**
 * The units a new or renamed value must not clash with: at factory level the company's and the factory's own; at
 * company level the company's and every factory's of it. Takes the company's lock first (inside `trx`).
 */
export async function uniquenessUnits(trx: Db, ctx: RequestContext, table: ScopedTable, level: LibraryLevel): Promise<string[]> {
  await lockCompanyLibraries(trx, ctx.bossUnitId);
  return level === 'COMPANY' ? companyUnitIds(trx, ctx.bossUnitId) : readableUnits(ctx, table);
}

/**
 * The refusal for a name or code already held by `clashUnitId`: "色名已存在" at the same level, "集团已有该色名"
 * for a factory adding the company's, "工厂「X」已有该色名" for the company adding a factory's (naming it).
 */
export async function clashError(
  db: Db,
  ctx: RequestContext,
  table: ScopedTable,
  level: LibraryLevel,
  clashUnitId: string,
  field: string,
  label: LocalText,
): Promise<AppError> {
  if (clashUnitId === owningUnit(ctx, table, level)) return duplicate(field, label);
  const text: LocalText =
    clashUnitId === ctx.bossUnitId
      ? { zh: `集团已有该${label.zh}`, en: `The company already has this ${label.en.toLowerCase()}` }
      : await factoryHas(db, clashUnitId, label);
  return new AppError(Code.duplicate, text, { errors: [{ field, message: text.en }] });
}

async function factoryHas(db: Db, unitId: string, label: LocalText): Promise<LocalText> {
  const name = await unitName(db, unitId);
  return { zh: `工厂「${name}」已有该${label.zh}`, en: `Factory "${name}" already has this ${label.en.toLowerCase()}` };
}
