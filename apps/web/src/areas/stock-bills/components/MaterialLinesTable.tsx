import { dec, STOCK_BILL_DIRECTION, type MaterialListRow, type StockBillType } from '@gf/contracts';
import { Button, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api';
import { stockFigure, useStorehouseStock } from '../../../shared/material-lines';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import type { OptionLoader } from '../../../shared/search-select/search-select.logic';
import {
  addMaterialSkus,
  beyondOnHand,
  isPriceText,
  isQuantityText,
  lineAmount,
  materialAmount,
  materialTotals,
  type MaterialBillLine,
} from '../material-lines.logic';
import '../locales/register';

const skuList = (body: Record<string, unknown>) =>
  api.post<{ list: MaterialListRow[] }>('fac/materials/skulist', { pageNo: 1, ...body }, { silent: true });

/** Materials by number or name, one option per material (its SKUs come with it). */
export const materialLoader: OptionLoader = async (keyword) => {
  try {
    const page = await skuList({ keyword: keyword || undefined, pageSize: 100 });
    const seen = new Map<string, string>();
    for (const r of page.list) if (!seen.has(r.materialId)) seen.set(r.materialId, `${r.commonMaterialsNo} ${r.name}`);
    return [...seen].map(([value, label]) => ({ value, label }));
  } catch {
    return [];
  }
};

/** A material's SKUs in use as blank lines (颜色 / 规格, its stock unit). */
export async function loadMaterialLines(materialId: string): Promise<MaterialBillLine[]> {
  const page = await skuList({ materialIds: [materialId], pageSize: 200 });
  return page.list.flatMap((r) =>
    r.skuId
      ? [
          {
            skuId: r.skuId,
            material: `${r.commonMaterialsNo} ${r.name}`,
            sku: [r.colorName, r.specNoName].filter(Boolean).join(' / '),
            stockUnit: r.stockUnit,
            quantity: '',
            price: '',
          },
        ]
      : [],
  );
}

/**
 * The materials of a stock bill: a material typed by number or name adds its SKUs as lines (颜色 / 规格, unit), each
 * with quantity, price and exact amount, and the storehouse's stock beside it. An out-kind line beyond that stock is
 * told under its quantity (the value stays as typed); an adjustment's quantity is the new stock, replacing the shown one.
 */
export function MaterialLinesTable({
  kind,
  lines,
  storehouseId,
  onChange,
}: {
  kind: StockBillType;
  lines: MaterialBillLine[];
  storehouseId: string | undefined;
  onChange: (lines: MaterialBillLine[]) => void;
}) {
  const { t } = useTranslation();
  const f = (key: string) => t(`stockBills.field.${key}`);
  const m = (key: string, o?: Record<string, unknown>) => t(`stockBills.material.${key}`, o);
  const [round, setRound] = useState(0);
  const stock = useStorehouseStock(
    storehouseId,
    lines.map((l) => l.skuId),
  );
  const direction = STOCK_BILL_DIRECTION[kind];
  const onHandOf = (skuId: string) => (storehouseId ? stockFigure(stock.get(skuId)?.onHand) : undefined);
  const patch = (skuId: string, p: Partial<MaterialBillLine>) =>
    onChange(lines.map((l) => (l.skuId === skuId ? { ...l, ...p } : l)));

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="stock-bill-materials">
      <SearchSelect
        key={round}
        single
        loader={materialLoader}
        value={undefined}
        placeholder={m('add')}
        onChange={(v) => {
          if (!v || Array.isArray(v)) return;
          void loadMaterialLines(String(v)).then((added) => onChange(addMaterialSkus(lines, added)));
          setRound((n) => n + 1);
        }}
        style={{ width: 360 }}
        data-testid="stock-bill-add-material"
      />
      {kind === 'STOCK_ADJUST' && lines.length > 0 && <Typography.Text type="secondary">{m('adjustHint')}</Typography.Text>}
      <Table<MaterialBillLine>
        size="small"
        rowKey="skuId"
        pagination={false}
        dataSource={lines}
        locale={{ emptyText: t('stockBills.form.empty') }}
        data-testid="stock-bill-material-lines"
        columns={[
          { key: 'material', title: m('material'), dataIndex: 'material', width: 200 },
          { key: 'sku', title: m('sku'), dataIndex: 'sku', width: 240 },
          { key: 'unit', title: m('unit'), dataIndex: 'stockUnit', width: 70, render: (v: string | null) => v ?? '-' },
          {
            key: 'onHand',
            title: m(kind === 'STOCK_ADJUST' ? 'replaces' : 'onHand'),
            align: 'right',
            width: 100,
            render: (_: unknown, l) => <span data-testid="material-on-hand">{onHandOf(l.skuId) ?? '-'}</span>,
          },
          {
            key: 'quantity',
            title: m(kind === 'STOCK_ADJUST' ? 'newQuantity' : 'quantity'),
            width: 150,
            render: (_: unknown, l) => {
              const bad = l.quantity.trim() !== '' && !isQuantityText(l.quantity);
              const over = direction === 'OUT' && storehouseId ? beyondOnHand(l.quantity, onHandOf(l.skuId)) : '';
              return (
                <>
                  <Input
                    inputMode="decimal"
                    value={l.quantity}
                    status={bad ? 'error' : over ? 'warning' : undefined}
                    suffix={l.stockUnit ?? undefined}
                    onChange={(e) => patch(l.skuId, { quantity: e.target.value })}
                    data-testid="material-quantity"
                  />
                  {bad && <Typography.Text type="danger">{t('stockBills.form.priceInvalid')}</Typography.Text>}
                  {over && (
                    <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid="stock-bill-beyond">
                      {m('beyond', { over, unit: l.stockUnit ?? '' })}
                    </Typography.Text>
                  )}
                </>
              );
            },
          },
          {
            key: 'price',
            title: f('price'),
            width: 110,
            render: (_: unknown, l) => (
              <Input
                inputMode="decimal"
                value={l.price}
                status={isPriceText(l.price) ? undefined : 'error'}
                onChange={(e) => patch(l.skuId, { price: e.target.value })}
                data-testid="material-price"
              />
            ),
          },
          {
            key: 'amount',
            title: f('amount'),
            align: 'right',
            width: 100,
            render: (_: unknown, l) => {
              const a = lineAmount(l);
              return a ? dec.format(a, { scale: 2, fixed: true }) : '-';
            },
          },
          {
            key: 'remove',
            title: t('common.actions'),
            width: 70,
            render: (_: unknown, l) => (
              <Button type="link" danger size="small" onClick={() => onChange(lines.filter((x) => x.skuId !== l.skuId))}>
                {t('stockBills.form.remove')}
              </Button>
            ),
          },
        ]}
        summary={() =>
          lines.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                {m('total')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1}>
                <span data-testid="material-total">{materialTotals(lines) || '0'}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} />
              <Table.Summary.Cell index={3} align="right">
                {dec.format(materialAmount(lines), { scale: 2, fixed: true })}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} />
            </Table.Summary.Row>
          ) : null
        }
      />
    </Space>
  );
}
