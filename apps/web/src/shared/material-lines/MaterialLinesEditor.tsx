import { dec, formatUnitTotals, isDecimalString, isZeroDecimal, totalsByUnit, type MaterialListRow } from '@gf/contracts';
import { Button, Input, Space, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../search-select/SearchSelect';
import { pairLoader } from '../search-select/search-select.logic';
import { RollCell, useLots, VatCell, type LineLot, type LotCellProps } from './LotCells';
import { stockFigure, useStorehouseStock } from './use-storehouse-stock';
import { EXTRA_COLUMN_WIDTH, LINE_COLUMN_WIDTH as W, lineTableWidth } from './line-table-layout';
import { quantityProblems, quantityProblemText, type QuantityProblem } from './line-quantity';
import { canSplit, distinctSkuIds, newMaterialLine, rollsTakenElsewhere, splitLine } from './material-line.logic';

/**
 * One material line of an issue or put-away bill (送料单, 余料入库单): SKU, quantity in the stock unit, order no.,
 * and on outgoing bills the lot it takes from. Several lines may name one SKU (one per roll): `key` tells them apart.
 */
export interface MaterialLine {
  key: string;
  /** The saved line this row edits (sent back so the line keeps its id); absent for a new line. */
  id?: string;
  materialsSkuId: string;
  /** 物料款号 名称 颜色 规格 */
  label: string;
  stockUnit?: string | null;
  quantity: string;
  orderNo: string;
  /** 卷号 / 缸号 (noLot on bills without lots). */
  lot: LineLot;
}

const skuLabel = (r: Pick<MaterialListRow, 'commonMaterialsNo' | 'name' | 'colorName' | 'specNoName'>) =>
  [r.commonMaterialsNo, r.name, r.colorName, r.specNoName].filter(Boolean).join(' ');

/** Material SKUs of the factory, one option per SKU (按物料添加). */
export const materialSkuLoader = pairLoader<MaterialListRow & Record<string, unknown>>(
  'fac/materials/listMaterials',
  { value: 'skuId', label: (r) => skuLabel(r), record: (r) => ({ stockUnit: r.stockUnit }) },
  { extra: { pageNum: 1, pageSize: 30 } },
);

export const isBadQuantity = (q: string) => !isDecimalString(q.trim(), 4, 14) || isZeroDecimal(q.trim());

/** The quantities typed wrong so far (blank ones are not marked before a save is tried). */
const typedProblems = (lines: readonly MaterialLine[]) =>
  new Map(
    [...quantityProblems(lines).byKey].flatMap(([key, ps]) => {
      const typed = ps.filter((p) => 'text' in p);
      return typed.length ? [[key, typed] as const] : [];
    }),
  );

export interface MaterialLinesEditorProps {
  lines: MaterialLine[];
  onChange: (lines: MaterialLine[]) => void;
  /** The storehouse whose on hand / reserved / available is shown per line (POST fac/stock/preuseQuantityDetailsV2). */
  storehouseId?: string | undefined;
  quantityLabel: string;
  /** Extra columns before the quantity (e.g. what a notice asked for); `width` defaults to EXTRA_COLUMN_WIDTH. */
  extraColumns?: { key: string; title: string; width?: number; render: (line: MaterialLine) => React.ReactNode }[];
  /** A warning under a line's quantity (the input turns amber), e.g. more back than the factory received; null = none. */
  lineWarning?: (line: MaterialLine) => React.ReactNode | null;
  /**
   * The quantity cells to mark red, per line key, with their reason in a tooltip (a save tried, a refusal's cells);
   * without it a typed quantity that is not a number above 0 with at most 4 decimals is marked.
   */
  problems?: ReadonlyMap<string, QuantityProblem[]>;
  /** The area's lots call (e.g. 'delivery/material/lots'): adds the 卷号 / 缸号 cells and + 卷 on roll-tracked lines. */
  lotsUrl?: string | undefined;
  testId?: string;
}

/** + 卷 (拆分): on a line whose SKU is tracked by roll in the storehouse, or that names a roll. */
function AddRollButton({
  url,
  materialSkuId,
  storehouseId,
  value,
  onSplit,
}: Omit<LotCellProps, 'onChange'> & { onSplit: () => void }) {
  const { t } = useTranslation();
  const lots = useLots(url, materialSkuId, storehouseId);
  if (!canSplit({ lot: value }, lots.data?.enableRoll)) return null;
  return (
    <Button type="link" size="small" onClick={onSplit} data-testid="line-add-roll">
      {t('materialLines.addRoll')}
    </Button>
  );
}

/**
 * The line table shared by delivery and remnant forms: add by material, the storehouse's stock beside each line
 * (per SKU), with `lotsUrl` a roll / vat per line and + 卷 to take one SKU from several rolls.
 */
export function MaterialLinesEditor({
  lines,
  onChange,
  storehouseId,
  quantityLabel,
  extraColumns = [],
  lotsUrl,
  lineWarning,
  problems,
  testId,
}: MaterialLinesEditorProps) {
  const { t, i18n } = useTranslation();
  const marked = problems ?? typedProblems(lines);
  // The add picker starts empty again after each choice (antd keeps an uncontrolled choice on screen): a new key.
  const [pickerRound, setPickerRound] = useState(0);
  const stock = useStorehouseStock(storehouseId, distinctSkuIds(lines));

  const patch = (key: string, p: Partial<MaterialLine>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...p } : l)));
  const figure = (id: string, key: 'onHand' | 'reserved' | 'available') =>
    storehouseId ? stockFigure(stock.get(id)?.[key]) : '-';
  const lotColumns = (['rollNo', 'vatNo'] as const).map((key) => ({
    key,
    title: t(`materialLines.${key}`),
    width: W[key],
    render: (_: unknown, l: MaterialLine) => {
      const Cell = key === 'rollNo' ? RollCell : VatCell;
      return (
        <Cell
          url={lotsUrl!}
          materialSkuId={l.materialsSkuId}
          storehouseId={storehouseId}
          value={l.lot}
          onChange={(lot) => patch(l.key, { lot })}
          takenRollIds={rollsTakenElsewhere(lines, l.key)}
        />
      );
    },
  }));
  // Added within one unit only ("2000 米 + 3000 个"), as every total of quantities.
  const total = formatUnitTotals(
    totalsByUnit(
      lines.filter((l) => !isBadQuantity(l.quantity)),
      (l) => l.quantity.trim(),
      (l) => l.stockUnit,
    ),
    (q) => dec.format(q),
  );

  return (
    <div data-testid={testId}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Text strong>{t('materialLines.addByMaterial')}</Typography.Text>
        <SearchSelect
          key={pickerRound}
          single
          loader={materialSkuLoader}
          value={null}
          chosenValues={lines.map((l) => l.materialsSkuId)}
          onChange={(v, option) => {
            if (!v || Array.isArray(option) || !option) return;
            const stockUnit = typeof option.record?.stockUnit === 'string' ? option.record.stockUnit : null;
            onChange([...lines, { ...newMaterialLine(String(v), String(option.label)), stockUnit }]);
            setPickerRound((n) => n + 1);
          }}
          style={{ width: 420 }}
          data-testid={testId ? `${testId}-add` : undefined}
        />
      </Space>
      <Table<MaterialLine>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={lines}
        scroll={{ x: lineTableWidth({ lots: Boolean(lotsUrl), extraWidths: extraColumns.map((c) => c.width) }) }}
        columns={[
          { key: 'label', title: t('materialLines.material'), dataIndex: 'label', width: W.label },
          { key: 'stockUnit', title: t('materialLines.stockUnit'), dataIndex: 'stockUnit', width: W.stockUnit },
          {
            key: 'onHand',
            title: t('materialLines.onHand'),
            align: 'right',
            width: W.onHand,
            render: (_: unknown, l) => figure(l.materialsSkuId, 'onHand'),
          },
          {
            key: 'reserved',
            title: t('materialLines.reserved'),
            align: 'right',
            width: W.reserved,
            render: (_: unknown, l) => figure(l.materialsSkuId, 'reserved'),
          },
          {
            key: 'available',
            title: t('materialLines.available'),
            align: 'right',
            width: W.available,
            render: (_: unknown, l) => figure(l.materialsSkuId, 'available'),
          },
          {
            key: 'orderNo',
            title: t('materialLines.orderNo'),
            width: W.orderNo,
            render: (_: unknown, l) => (
              <Input
                maxLength={50}
                value={l.orderNo}
                onChange={(e) => patch(l.key, { orderNo: e.target.value })}
                style={{ width: '100%' }}
              />
            ),
          },
          ...(lotsUrl ? lotColumns : []),
          ...extraColumns.map((c) => ({
            key: c.key,
            title: c.title,
            width: c.width ?? EXTRA_COLUMN_WIDTH,
            render: (_: unknown, l: MaterialLine) => c.render(l),
          })),
          {
            key: 'quantity',
            title: quantityLabel,
            width: W.quantity,
            render: (_: unknown, l) => {
              const warning = lineWarning?.(l) ?? null;
              const problem = marked.get(l.key)?.[0];
              const status = problem ? 'error' : warning ? 'warning' : undefined;
              const input = (
                <Input
                  inputMode="decimal"
                  value={l.quantity}
                  status={status}
                  onChange={(e) => patch(l.key, { quantity: e.target.value })}
                  style={{ width: '100%' }}
                  data-testid="line-quantity"
                />
              );
              return (
                <>
                  {problem ? <Tooltip title={quantityProblemText(problem, i18n.language)}>{input}</Tooltip> : input}
                  {warning && (
                    <Typography.Text type="warning" style={{ fontSize: 12, display: 'block' }} data-testid="line-warning">
                      {warning}
                    </Typography.Text>
                  )}
                </>
              );
            },
          },
          {
            key: 'remove',
            title: t('common.actions'),
            fixed: 'right' as const,
            width: W.remove,
            render: (_: unknown, l) => (
              <Space size={0} wrap>
                {lotsUrl && (
                  <AddRollButton
                    url={lotsUrl}
                    materialSkuId={l.materialsSkuId}
                    storehouseId={storehouseId}
                    value={l.lot}
                    onSplit={() => onChange(splitLine(lines, l.key))}
                  />
                )}
                <Button type="link" danger size="small" onClick={() => onChange(lines.filter((x) => x.key !== l.key))}>
                  {t('materialLines.remove')}
                </Button>
              </Space>
            ),
          },
        ]}
        summary={() =>
          lines.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={6 + extraColumns.length + (lotsUrl ? lotColumns.length : 0)}>
                {t('materialLines.total')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1}>{total}</Table.Summary.Cell>
              <Table.Summary.Cell index={2} />
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}
