import type { AllocateLine } from '@gf/contracts';

type Field = (key: string) => string;

/**
 * The columns naming a transfer's item: a goods line by 款号, 颜色, 尺码 (and 内长 when a line has one); a material
 * line by its name ("编号 名称 颜色"). The detail's lines and the 收货 dialog use them.
 */
export function itemColumns<L extends Pick<AllocateLine, 'skuName' | 'styleNo' | 'colorName' | 'sizeName' | 'standardName'>>(
  isGoods: boolean,
  lines: readonly L[],
  f: Field,
) {
  if (!isGoods) return [{ key: 'sku', title: f('sku'), dataIndex: 'skuName' }];
  const hasLength = lines.some((l) => l.standardName);
  return [
    { key: 'style', title: f('style'), dataIndex: 'styleNo', width: 130 },
    { key: 'color', title: f('color'), dataIndex: 'colorName', width: 100 },
    { key: 'size', title: f('size'), dataIndex: 'sizeName', width: 110 },
    ...(hasLength ? [{ key: 'standard', title: f('standard'), dataIndex: 'standardName', width: 80 }] : []),
  ];
}

/** A quantity with its unit: a material's stock unit, goods in pieces. */
export const unitOf = (isGoods: boolean, line: Pick<AllocateLine, 'stockUnit'>, pieces: string) =>
  isGoods ? pieces : (line.stockUnit ?? '');
