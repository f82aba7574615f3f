/**
 * The units a factory starts with (the migration 202611250400 and a trigger seed them into every factory's
 * dictionary): the common garment units, their fixed conversions, and which are counted in whole pieces.
 * A conversion names a base unit that has no base itself (one level), and how many base units make one of this.
 */
export interface DefaultMeasureUnit {
  name: string;
  /** Counted in whole pieces (个, 件 …): no lengths, no cloth check. */
  isPiece: boolean;
  base?: { name: string; ratio: string };
}

export const DEFAULT_MEASURE_UNITS: readonly DefaultMeasureUnit[] = [
  { name: '米', isPiece: false },
  { name: '厘米', isPiece: false, base: { name: '米', ratio: '0.01' } },
  { name: '码', isPiece: false, base: { name: '米', ratio: '0.9144' } },
  { name: '英寸', isPiece: false, base: { name: '米', ratio: '0.0254' } },
  { name: '克', isPiece: false },
  { name: '公斤', isPiece: false, base: { name: '克', ratio: '1000' } },
  { name: '斤', isPiece: false, base: { name: '克', ratio: '500' } },
  { name: '磅', isPiece: false, base: { name: '克', ratio: '453.59237' } },
  { name: '个', isPiece: true },
  { name: '打', isPiece: true, base: { name: '个', ratio: '12' } },
  { name: '件', isPiece: true },
  { name: '套', isPiece: true },
  { name: '包', isPiece: true },
  { name: '条', isPiece: true },
  { name: '颗', isPiece: true },
  { name: '粒', isPiece: true },
  { name: '对', isPiece: true },
  { name: '双', isPiece: true },
  { name: '张', isPiece: true },
  { name: '根', isPiece: true },
  { name: '片', isPiece: true },
  { name: '只', isPiece: true },
  { name: '卷', isPiece: true },
  { name: '箱', isPiece: true },
];
