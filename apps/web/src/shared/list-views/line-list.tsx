import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import type { ListColumn } from '../list-page';
import { checkPermission } from '../session/permission';
import { feedback } from '../feedback/feedback';

/** The material fields a 明细 (one row per line) list shows, purchase or arrival. */
export interface MaterialLineListRow {
  kindName: string | null;
  materialNo: string | null;
  materialName: string | null;
  colorName: string | null;
  specNo: string | null;
  supplierStyleNo: string | null;
  supplierColorNo: string | null;
}

/** A line's quantity with its unit ("12.5 米"), '-' when there is none. */
export const lineQuantity = (v: string | null, unit: string, trimZeros: (v: string) => string) =>
  v === null ? '-' : `${trimZeros(v)} ${unit}`;

/** 供应商款号/色号 of a line: "款号 / 色号", '-' when neither. */
export const supplierStyleText = (r: Pick<MaterialLineListRow, 'supplierStyleNo' | 'supplierColorNo'>) =>
  [r.supplierStyleNo, r.supplierColorNo].filter(Boolean).join(' / ') || '-';

/**
 * The material columns of a line list, keyed as the row's fields: the first four (物料款号 · 物料名称 · 颜色 · 规格) read
 * first, then 分类 and 供应商款号/色号 (the area places them). Titles come from the area's locales.
 */
export function materialLineColumns<R extends MaterialLineListRow>(
  title: (field: 'materialNo' | 'materialName' | 'color' | 'spec' | 'kind' | 'supplierStyleNo') => string,
  widths: { materialNo: number; materialName: number },
) {
  const first: ListColumn<R>[] = [
    { key: 'materialNo', title: title('materialNo'), dataIndex: 'materialNo', width: widths.materialNo, ellipsis: true },
    { key: 'materialName', title: title('materialName'), dataIndex: 'materialName', width: widths.materialName, ellipsis: true },
    { key: 'colorName', title: title('color'), dataIndex: 'colorName', width: 80, ellipsis: true },
    { key: 'specNo', title: title('spec'), dataIndex: 'specNo', width: 65, ellipsis: true },
  ];
  const kind: ListColumn<R> = { key: 'kindName', title: title('kind'), dataIndex: 'kindName', width: 80, ellipsis: true };
  const supplierStyle: ListColumn<R> = {
    key: 'supplierStyleNo',
    title: title('supplierStyleNo'),
    width: 120,
    ellipsis: true,
    render: (_: unknown, r) => supplierStyleText(r),
  };
  return { first, kind, supplierStyle };
}

/** 单价 (per purchase unit: "12.5/米") and 金额 of a line, right-aligned. */
export function priceColumns<R extends { unitPrice: string; purchaseUnit: string; amount: string }>(
  title: { unitPrice: string; amount: string },
  trimZeros: (v: string) => string,
): ListColumn<R>[] {
  return [
    {
      key: 'unitPrice',
      title: title.unitPrice,
      width: 110,
      align: 'right',
      render: (_: unknown, r) => `${trimZeros(r.unitPrice)}/${r.purchaseUnit}`,
    },
    { key: 'amount', title: title.amount, dataIndex: 'amount', width: 100, align: 'right' },
  ];
}

export interface BatchCompleteOptions {
  /** Who may mark lines 到齐 by hand. */
  permission: string;
  /** Marks (true) or unmarks the chosen lines; answers how many changed. */
  run: (ids: string[], value: boolean) => Promise<{ changed: number }>;
  text: {
    chooseLines: string;
    done: (value: boolean, changed: number) => string;
    batchComplete: string;
    batchUncomplete: string;
    more: string;
  };
  /** data-testid of the 更多 button. */
  testId: string;
}

/**
 * 批量标完成 / 批量撤销完成 of a line list: the row selection to hand to ListPage and the 更多 menu that marks the chosen
 * lines (warns when none is chosen, clears the choice after).
 */
export function useBatchComplete({ permission, run, text, testId }: BatchCompleteOptions) {
  const [selected, setSelected] = useState<string[]>([]);
  const complete = async (value: boolean) => {
    if (!checkPermission(permission)) return;
    if (selected.length === 0) {
      feedback.message.warning(text.chooseLines);
      return;
    }
    const answer = await run(selected, value);
    feedback.message.success(text.done(value, answer.changed));
    setSelected([]);
  };
  const rowSelection = {
    selectedRowKeys: selected,
    onChange: (keys: React.Key[]) => setSelected(keys.map(String)),
    fixed: 'left' as const,
  };
  const menu = (
    <Dropdown
      menu={{
        items: [
          { key: 'complete', label: text.batchComplete, onClick: () => void complete(true) },
          { key: 'undo', label: text.batchUncomplete, onClick: () => void complete(false) },
        ],
      }}
    >
      <Button data-testid={testId}>
        {text.more} <DownOutlined />
      </Button>
    </Dropdown>
  );
  return { rowSelection, menu };
}
