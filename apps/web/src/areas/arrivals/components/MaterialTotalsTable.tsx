import { isDecimalString, sumDecimals } from '@gf/contracts';
import { Button, Input, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { figuresOf, type LineDraft } from './ArrivalLinesTable';
import { groupByMaterial, pourIntoLines, sumQuantities, toStockUnit, type MaterialGroup } from './by-order-pour';
import '../locales/register';

const isNumber = (v: string) => v.trim() === '' || isDecimalString(v.trim(), 4, 14);

interface Props {
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  onByOrder: (group: MaterialGroup) => void;
}

/**
 * Material-level entry: one row per material SKU with 合计未到, 合计到料数[采购单位] and 合计到料[库存单位] inputs (typing
 * either pours the total over the material's lines) and 按单到料 (the per-order dialog).
 */
export function MaterialTotalsTable({ lines, onChange, onByOrder }: Props) {
  const { t } = useTranslation();
  const f = (key: string) => t(`arrivals.field.${key}`);
  const [typing, setTyping] = useState<{ sku: string; field: 'stock' | 'quantity'; text: string } | null>(null);
  const groups = groupByMaterial(lines);

  const onType = (g: MaterialGroup, field: 'stock' | 'quantity', text: string) => {
    setTyping({ sku: g.materialSkuId, field, text });
    if (!isNumber(text)) return;
    const total = text.trim() || '0';
    onChange(
      pourIntoLines(lines, g.materialSkuId, field === 'stock' ? total : toStockUnit(total, g.lines[0]!.conversionRate) || '0'),
    );
  };
  const totalInput = (g: MaterialGroup, field: 'stock' | 'quantity', derived: string) => {
    const mine = typing?.sku === g.materialSkuId && typing.field === field;
    return (
      <Input
        style={{ width: 120 }}
        inputMode="decimal"
        value={mine ? typing.text : derived === '0' ? '' : derived}
        status={mine && !isNumber(typing.text) ? 'error' : undefined}
        onChange={(e) => onType(g, field, e.target.value)}
        onBlur={() => setTyping(null)}
        data-testid={`material-${g.materialSkuId}-${field}`}
      />
    );
  };

  return (
    <Table<MaterialGroup>
      size="small"
      rowKey="materialSkuId"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={groups}
      data-testid="arrival-material-lines"
      columns={[
        { key: 'label', title: f('materialName'), dataIndex: 'label', width: 260 },
        {
          key: 'units',
          title: `${f('purchaseUnit')}/${f('stockUnit')}`,
          render: (_: unknown, g) => `${g.purchaseUnit}/${g.stockUnit}`,
        },
        { key: 'lines', title: f('lineCount'), align: 'right', render: (_: unknown, g) => g.lines.length },
        {
          key: 'outstanding',
          title: f('totalOutstanding'),
          align: 'right',
          render: (_: unknown, g) =>
            g.lines.some((l) => l.outstanding) ? sumQuantities(g.lines.map((l) => l.outstanding ?? '')) : '-',
        },
        {
          key: 'quantity',
          title: `${f('totalQuantity')}`,
          render: (_: unknown, g) =>
            totalInput(g, 'quantity', sumQuantities(g.lines.map((l) => (isNumber(l.quantity) ? l.quantity : '')))),
        },
        {
          key: 'stock',
          title: `${f('totalStock')}`,
          render: (_: unknown, g) => totalInput(g, 'stock', sumQuantities(g.lines.map((l) => figuresOf(l)?.stockQuantity ?? ''))),
        },
        {
          key: 'amount',
          title: f('amount'),
          align: 'right',
          render: (_: unknown, g) =>
            sumDecimals(
              g.lines.map((l) => figuresOf(l)?.amount ?? '0'),
              2,
            ),
        },
        {
          key: 'byOrder',
          title: t('common.actions'),
          fixed: 'right',
          render: (_: unknown, g) => (
            <Button type="link" size="small" onClick={() => onByOrder(g)} data-testid={`material-${g.materialSkuId}-by-order`}>
              {t('arrivals.action.byOrder')}
            </Button>
          ),
        },
      ]}
    />
  );
}
