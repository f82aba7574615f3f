import { billStatusLabels, type DecimalInput } from '@gf/contracts';
import { pick, type Lang, type LocalText } from '../http/errors.js';
import type { ExportColumn } from './export-column.schema.js';

/** The material fields every material-line sheet (purchase, arrival, bill or line view) writes. */
export interface MaterialLineFields {
  kindName: string | null;
  materialNo: string | null;
  materialName: string | null;
  colorName: string | null;
  specNo: string | null;
  supplierStyleNo: string | null;
  supplierColorNo: string | null;
}

/** 分类 · 物料款号 · 物料名称 · 颜色 · 规格 · 供应商款号/色号 of a material line, in that order. */
export function materialColumns<R extends MaterialLineFields>(opts: { nameWidth?: number } = {}): ExportColumn<R>[] {
  const nameWidth = opts.nameWidth === undefined ? {} : { width: opts.nameWidth };
  return [
    { type: 'text', header: { zh: '分类', en: 'Kind' }, value: (r) => r.kindName },
    { type: 'text', header: { zh: '物料款号', en: 'Material no.' }, value: (r) => r.materialNo },
    { type: 'text', header: { zh: '物料名称', en: 'Material' }, ...nameWidth, value: (r) => r.materialName },
    { type: 'text', header: { zh: '颜色', en: 'Colour' }, value: (r) => r.colorName },
    { type: 'text', header: { zh: '规格', en: 'Specification' }, value: (r) => r.specNo },
    {
      type: 'text',
      header: { zh: '供应商款号/色号', en: 'Supplier style / colour no.' },
      value: (r) => [r.supplierStyleNo, r.supplierColorNo].filter(Boolean).join(' / ') || null,
    },
  ];
}

/** A quantity to 4 places, totalled per unit (unitOf) at the bottom of the sheet. */
export function quantityColumn<R>(
  header: LocalText,
  value: (r: R) => DecimalInput | null | undefined,
  unitOf: (r: R) => string | null | undefined,
): ExportColumn<R> {
  return { type: 'quantity', scale: 4, header, value, unitOf };
}

/** 是/否 (Yes/No in an English session); an unknown flag stays empty. */
export function yesNoText(v: boolean | null, lang: Lang): string | null {
  return v === null ? null : pick(v ? { zh: '是', en: 'Yes' } : { zh: '否', en: 'No' }, lang);
}

/** A bill status's label in the session's language (its number when unknown). */
export function billStatusText(status: number, lang: Lang): string {
  const label = billStatusLabels[status];
  return label ? pick(label, lang) : String(status);
}

/** A record's labels as one cell: 标签A、标签B (empty when none). */
export function labelsText(labels: readonly { name: string }[]): string | null {
  return labels.map((l) => l.name).join('、') || null;
}
