/**
 * Layout maths of the shared print module: how many labels of a size fit on a sheet, how copies spread over pages.
 * Pure (no DOM), so the numbers the preview shows are the numbers the printer gets.
 */

/** A paper or label size in millimetres. */
export interface PaperSize {
  widthMm: number;
  heightMm: number;
}

/**
 * Where the labels go: `label` prints one label per page on a label printer's roll (the page is the label);
 * `sheet` lays labels out in a grid on A4 sheets (an office printer with sticker sheets).
 */
export type PrintMedium = 'label' | 'sheet';

export interface PrintFormat {
  /** Stable key (a select's value): `60x40`, `100x70`, `a4-60x40`... */
  key: string;
  medium: PrintMedium;
  label: PaperSize;
}

export const A4: PaperSize = { widthMm: 210, heightMm: 297 };
/** The A4 sheet's printable margin and the gap between labels (mm); sticker sheets use about these. */
export const SHEET_MARGIN_MM = 8;
export const SHEET_GAP_MM = 2;
export const MIN_COPIES = 1;
export const MAX_COPIES = 100;

/** The label sizes a factory's printers take (bundle tickets 60×40, cartons 100×70), each on a roll or on A4. */
export const LABEL_SIZES: Record<string, PaperSize> = {
  '60x40': { widthMm: 60, heightMm: 40 },
  '100x70': { widthMm: 100, heightMm: 70 },
};

export function printFormat(size: keyof typeof LABEL_SIZES | string, medium: PrintMedium): PrintFormat {
  const label = LABEL_SIZES[size];
  if (!label) throw new Error(`unknown label size ${size}`);
  return { key: medium === 'label' ? size : `a4-${size}`, medium, label };
}

/** Every format offered: each label size on a roll, then on A4 sheets. */
export const PRINT_FORMATS: PrintFormat[] = [
  ...Object.keys(LABEL_SIZES).map((s) => printFormat(s, 'label')),
  ...Object.keys(LABEL_SIZES).map((s) => printFormat(s, 'sheet')),
];

export interface SheetGrid {
  columns: number;
  rows: number;
  perSheet: number;
}

/**
 * How many labels fit on a sheet: columns × rows inside the margins, with a gap between labels (not after the last).
 * A label larger than the sheet still prints, one per sheet (cut off by the printer, never dropped).
 */
export function labelsPerSheet(
  label: PaperSize,
  sheet: PaperSize = A4,
  marginMm = SHEET_MARGIN_MM,
  gapMm = SHEET_GAP_MM,
): SheetGrid {
  const fit = (room: number, size: number) => Math.max(1, Math.floor((room + gapMm) / (size + gapMm)));
  const columns = fit(sheet.widthMm - 2 * marginMm, label.widthMm);
  const rows = fit(sheet.heightMm - 2 * marginMm, label.heightMm);
  return { columns, rows, perSheet: columns * rows };
}

/** Copies as typed into the copies box: a whole number from 1 to 100 (empty or nonsense → 1). */
export function clampCopies(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return MIN_COPIES;
  return Math.min(MAX_COPIES, Math.max(MIN_COPIES, Math.floor(n)));
}

/**
 * Every label to print, in order: each item `copies` times side by side (item 1 ×3, then item 2 ×3) so a bundle's
 * tickets come off the printer together.
 */
export function expandCopies<T>(items: readonly T[], copies: number): T[] {
  const n = clampCopies(copies);
  return items.flatMap((item) => Array.from({ length: n }, () => item));
}

/** Labels split into pages: one per page on a roll, `perSheet` per page on sheets. */
export function paginate<T>(labels: readonly T[], format: PrintFormat): T[][] {
  const perPage = format.medium === 'label' ? 1 : labelsPerSheet(format.label).perSheet;
  const pages: T[][] = [];
  for (let i = 0; i < labels.length; i += perPage) pages.push(labels.slice(i, i + perPage));
  return pages;
}

/** The CSS @page rule for a format: the label itself on a roll (no margin), A4 portrait with the sheet margin. */
export function pageRule(format: PrintFormat): string {
  return format.medium === 'label'
    ? `@page { size: ${format.label.widthMm}mm ${format.label.heightMm}mm; margin: 0; }`
    : `@page { size: A4 portrait; margin: ${SHEET_MARGIN_MM}mm; }`;
}
