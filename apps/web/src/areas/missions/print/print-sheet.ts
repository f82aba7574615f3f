import { dec, totalsByUnit, type BomRowView, type MissionLineRow, type MissionMaterialLine, type UnitTotal } from '@gf/contracts';

/** The print card's SKU matrix: one row per colour (and 内长), one column per size, with row, column and grand totals. */
export interface PrintMatrix {
  sizes: string[];
  rows: { label: string; cells: (string | null)[]; total: string }[];
  columnTotals: string[];
  total: string;
}

/** Lines → matrix in the order the lines come (the mission's SKU order); a SKU listed twice (per customer) adds up. */
export function printMatrix(lines: readonly MissionLineRow[]): PrintMatrix {
  const sizes: string[] = [];
  const labels: string[] = [];
  const cells = new Map<string, string>();
  for (const l of lines) {
    const size = l.sizeName ?? '-';
    const label = [l.colorName ?? '-', l.standardName].filter(Boolean).join(' / ');
    if (!sizes.includes(size)) sizes.push(size);
    if (!labels.includes(label)) labels.push(label);
    const key = `${label}\u0000${size}`;
    cells.set(key, dec.add(cells.get(key) ?? '0', l.num));
  }
  const rows = labels.map((label) => {
    const row = sizes.map((size) => cells.get(`${label}\u0000${size}`) ?? null);
    return { label, cells: row, total: dec.sum(row.filter((c): c is string => c !== null)) };
  });
  const columnTotals = sizes.map((_, i) => dec.sum(rows.map((r) => r.cells[i] ?? '0')));
  return { sizes, rows, columnTotals, total: dec.sum(rows.map((r) => r.total)) };
}

/** One material of the mission as the print card lists it: the BOM's per-piece usage and loss beside the total. */
export interface PrintMaterialRow extends MissionMaterialLine {
  /** 单耗 of the BOM rows that give this material (several when rows or size usages differ), e.g. ['1.2']. */
  usages: string[];
  lossRates: string[];
}

/**
 * The mission's total material (the server's explosion: mission quantity × usage × (1 + loss), per material SKU)
 * with the per-piece usage and loss of the BOM rows that give each SKU (a row's own SKU or one of its colour
 * mappings; a row with usages per size lists each), and the grand total per stock unit ("2000 米 + 3000 个").
 */
export function printMaterials(
  lines: readonly MissionMaterialLine[],
  bomRows: readonly BomRowView[],
): { rows: PrintMaterialRow[]; totals: UnitTotal[] } {
  const rows = lines.map((line) => {
    const sources = bomRows.filter(
      (r) => r.materialSkuId === line.materialSkuId || r.colorMappings.some((m) => m.materialSkuId === line.materialSkuId),
    );
    const usages = sources.flatMap((r) =>
      r.sizeDosages.length > 0 ? r.sizeDosages.map((s) => dec.format(s.singleDosage)) : [dec.format(r.singleDosage)],
    );
    return {
      ...line,
      usages: [...new Set(usages)],
      lossRates: [...new Set(sources.map((r) => dec.format(r.lossRate)))],
    };
  });
  return {
    rows,
    totals: totalsByUnit(
      lines,
      (l) => l.demand,
      (l) => l.stockUnit,
    ),
  };
}
