import { z } from 'zod';
import { Dec } from '../decimal/decimal.js';
import { optionalDecimal } from '../materials/decimal.js';
import { optionalIntInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { DEFAULT_MEASURE_UNITS } from './defaults.js';

/**
 * 单位字典: a factory's units of measure (米, 码, 公斤, 个 …). Materials (and later BOMs) choose from it; bills keep
 * the unit's name as it was when the line was made.
 */

export const MEASURE_UNIT_NAME_MAX = 10;
/** numeric(18, 6): how many base units make one of this unit. */
export const MEASURE_UNIT_RATIO_SCALE = 6;

const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

export const measureUnitName = z.string().trim().min(1, '请输入单位名称|unit name is required').max(MEASURE_UNIT_NAME_MAX);

export const measureUnitInput = z
  .object({
    id: idSchema.optional(),
    name: measureUnitName,
    /** Counted in whole pieces (个, 件, 套 …). */
    isPiece: flag.default(false),
    /** The unit this one converts to by a fixed ratio (码 → 米); none for a unit without a fixed conversion. */
    baseUnitId: idSchema.nullish().transform((v) => v ?? null),
    /** How many base units make one of this unit (码: 0.9144 米). */
    baseRatio: optionalDecimal({ scale: MEASURE_UNIT_RATIO_SCALE, positive: true }),
    /** Order in the lists; left out, a new unit goes last and an edited one keeps its place. */
    sort: optionalIntInput({ min: 0, max: 100000 }),
    remark: optionalText(50),
  })
  .superRefine((u, ctx) => {
    if (u.baseUnitId && !u.baseRatio)
      ctx.addIssue({ code: 'custom', path: ['baseRatio'], message: '请填写换算比例|enter the ratio to the base unit' });
    if (!u.baseUnitId && u.baseRatio)
      ctx.addIssue({ code: 'custom', path: ['baseUnitId'], message: '请选择换算的基准单位|choose the base unit' });
    if (u.id && u.baseUnitId === u.id)
      ctx.addIssue({ code: 'custom', path: ['baseUnitId'], message: '不能以自身为基准|a unit cannot be its own base' });
  });
export type MeasureUnitInput = z.infer<typeof measureUnitInput>;

export const measureUnitPageInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  /** Also the disabled ones (the settings page); the dropdown leaves it out. */
  includeDisabled: flag.optional(),
});

export const measureUnitOptionsInput = z.object({
  keyword: z.string().trim().max(50).optional(),
  /** Also these ids when disabled (a record keeps showing the unit it already has). */
  withIds: z
    .union([z.array(idSchema).max(100), z.string().transform((s) => s.split(',').filter(Boolean))])
    .pipe(z.array(z.string().regex(/^\d{1,18}$/, '请输入正确的编号|must be a numeric id')).max(100))
    .optional(),
});

export const measureUnitStopUseInput = z.object({ id: idSchema, isDisabled: flag });

/** addStockUnit of the reference (GET ?name=): a new unit by name alone. */
export const addStockUnitInput = z.object({ name: measureUnitName });

export interface MeasureUnitRow {
  id: string;
  name: string;
  isPiece: boolean;
  baseUnitId: string | null;
  baseUnitName: string | null;
  baseRatio: string | null;
  sort: number;
  remark: string | null;
  isDisabled: boolean;
  /** Material SKUs naming it (its stock or purchase unit); a unit in use is not deleted. */
  useCount: number;
}

/** Names compare trimmed and ignoring case ("KG" is "kg"), as the dictionary's unique index does. */
export function sameUnitName(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}

const defaultPieceNames = new Set(DEFAULT_MEASURE_UNITS.filter((u) => u.isPiece).map((u) => u.name));

/**
 * Whether a unit is counted in whole pieces (个, 件, 套, 包, 条, 颗 …): such materials have no length to check
 * (no cloth check or shrinkage). The factory's dictionary decides when given (its 按件计 flag); otherwise the
 * common piece units of DEFAULT_MEASURE_UNITS.
 */
export function isPieceUnit(
  unit: string | null | undefined,
  dictionary?: readonly Pick<MeasureUnitRow, 'name' | 'isPiece'>[],
): boolean {
  const name = (unit ?? '').trim();
  if (!name) return false;
  const row = dictionary?.find((u) => sameUnitName(u.name, name));
  return row ? row.isPiece : defaultPieceNames.has(name);
}

type Convertible = Pick<MeasureUnitRow, 'id' | 'baseUnitId' | 'baseRatio'>;

/**
 * The fixed 参考转化率 between two units of the dictionary: how many `to` units make one `from` unit (a material's
 * rate is stock units per purchase unit, so from = purchase, to = stock). 1 for the same unit; null when the units
 * share no base (卷 → 米 depends on the roll: the clerk enters it). Rounded half-up to `scale` decimals.
 */
export function fixedConversionRate(
  fromId: string | null | undefined,
  toId: string | null | undefined,
  units: readonly Convertible[],
  scale = 4,
): string | null {
  if (!fromId || !toId) return null;
  if (fromId === toId) return '1';
  const byId = new Map(units.map((u) => [u.id, u]));
  const from = byId.get(fromId);
  const to = byId.get(toId);
  if (!from || !to) return null;
  const root = (u: Convertible) => (u.baseUnitId && u.baseRatio ? u.baseUnitId : u.id);
  const factor = (u: Convertible) => (u.baseUnitId && u.baseRatio ? u.baseRatio : '1');
  if (root(from) !== root(to)) return null;
  const rate = Dec.of(factor(from)).div(factor(to)).round(scale);
  return rate.isZero() ? null : rate.toString();
}
