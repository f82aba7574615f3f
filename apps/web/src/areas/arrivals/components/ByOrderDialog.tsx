import type { ArrivalOrderLineRow } from '@gf/contracts';
import { isDecimalString, isZeroDecimal } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Input, Modal, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { arrivalsApi, trimZeros } from '../api/arrivals-api';
import { fillWithOutstanding, pourTotal, sumQuantities, toPurchaseUnit, toStockUnit } from './by-order-pour';
import { completeFor } from './arrival-lines';
import '../locales/register';

/** One row of the dialog as typed: 到料数 (purchase unit), 本次到料 (stock unit), 是否到齐. */
interface Entry {
  quantity: string;
  stock: string;
  complete: boolean;
}

export interface ByOrderResult {
  row: ArrivalOrderLineRow;
  quantity: string;
  complete: boolean;
}

interface Props {
  supplierId: string;
  belongModule: 0 | 1;
  material: { materialSkuId: string; label: string; purchaseUnit: string; stockUnit: string };
  /** What the form holds for this material now: by-order quantities (stock unit) per split, and the material's total. */
  current: { bySplit: ReadonlyMap<string, { stock: string; complete: boolean }>; total: string };
  onApply: (rows: ByOrderResult[]) => void;
  onClose: () => void;
}

const isNumber = (v: string) => v.trim() === '' || isDecimalString(v.trim(), 4, 14);

/**
 * 按单到料: a material's total arrival distributed over its open purchase lines per production order. Typing the
 * total pours it top down (each order up to its 采购未到, the surplus on the last); 按采购未到一键填齐 fills every
 * order; each row stays editable in either unit.
 */
export function ByOrderDialog({ supplierId, belongModule, material, current, onApply, onClose }: Props) {
  const { t } = useTranslation();
  const f = (key: string) => t(`arrivals.field.${key}`);
  const rows = useQuery({
    queryKey: ['arrival-order-lines', supplierId, belongModule, 'sku', material.materialSkuId],
    queryFn: () => arrivalsApi.orderLines({ supplierId, belongModule, materialSkuId: material.materialSkuId }),
  });
  const list = rows.data ?? [];
  const [entries, setEntries] = useState<Entry[]>([]);
  const [totalText, setTotalText] = useState<{ field: 'stock' | 'quantity'; text: string } | null>(null);

  const fromStock = (stocks: string[], complete?: boolean[]) =>
    list.map((r, i) => ({
      stock: stocks[i] ?? '',
      quantity: toPurchaseUnit(stocks[i] ?? '', r.conversionRate),
      complete: completeFor(stocks[i] ?? '', r.outstandingQuantity, complete?.[i] ?? false),
    }));
  useEffect(() => {
    if (!rows.data) return;
    const known = rows.data.some((r) => current.bySplit.has(r.purchaseLineDemandId));
    const stocks = known
      ? rows.data.map((r) => current.bySplit.get(r.purchaseLineDemandId)?.stock ?? '')
      : pourTotal(
          current.total,
          rows.data.map((r) => r.outstandingQuantity),
        );
    setEntries(
      rows.data.map((r, i) => ({
        stock: stocks[i]!,
        quantity: toPurchaseUnit(stocks[i]!, r.conversionRate),
        complete: current.bySplit.get(r.purchaseLineDemandId)?.complete ?? false,
      })),
    );
    // Only when the rows arrive: later edits are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows.data]);

  const pour = (stockTotal: string) =>
    setEntries(
      fromStock(
        pourTotal(
          stockTotal,
          list.map((r) => r.outstandingQuantity),
        ),
        entries.map((e) => e.complete),
      ),
    );
  // A changed quantity moves 是否到齐 with it (completeFor); a tick by hand stays until the quantity changes again.
  const patch = (i: number, p: Partial<Entry>) =>
    setEntries((all) =>
      all.map((e, j) =>
        j !== i
          ? e
          : p.stock === undefined
            ? { ...e, ...p }
            : { ...e, ...p, complete: completeFor(p.stock, list[i]?.outstandingQuantity ?? null, e.complete) },
      ),
    );
  const stockTotal = sumQuantities(entries.map((e) => (isNumber(e.stock) ? e.stock : '')));
  const quantityTotal = sumQuantities(entries.map((e) => (isNumber(e.quantity) ? e.quantity : '')));
  const bad = entries.some((e) => !isNumber(e.stock) || !isNumber(e.quantity));
  const firstRate = list[0]?.conversionRate ?? '1';

  const onTotal = (field: 'stock' | 'quantity', text: string) => {
    setTotalText({ field, text });
    if (!isNumber(text)) return;
    pour(field === 'stock' ? text.trim() || '0' : toStockUnit(text.trim() || '0', firstRate) || '0');
  };
  const apply = () =>
    onApply(
      list.flatMap((row, i) => {
        const e = entries[i];
        return e && e.quantity.trim() && !isZeroDecimal(e.quantity.trim())
          ? [{ row, quantity: e.quantity.trim(), complete: e.complete }]
          : [];
      }),
    );

  return (
    <Modal
      open
      width="94vw"
      title={t('arrivals.action.byOrderTitle', { material: material.label })}
      onCancel={onClose}
      onOk={apply}
      okButtonProps={{ disabled: bad || rows.isLoading || list.length === 0 }}
    >
      <Space wrap style={{ marginBottom: 12 }} size={16}>
        <span>
          {f('totalStockShort')} ({material.stockUnit}){' '}
          <Input
            style={{ width: 130 }}
            inputMode="decimal"
            value={totalText?.field === 'stock' ? totalText.text : stockTotal === '0' ? '' : stockTotal}
            status={totalText?.field === 'stock' && !isNumber(totalText.text) ? 'error' : undefined}
            onChange={(e) => onTotal('stock', e.target.value)}
            onBlur={() => setTotalText(null)}
            data-testid="by-order-total"
          />
        </span>
        <span>
          {f('totalQuantityShort')} ({material.purchaseUnit}){' '}
          <Input
            style={{ width: 130 }}
            inputMode="decimal"
            value={totalText?.field === 'quantity' ? totalText.text : quantityTotal === '0' ? '' : quantityTotal}
            status={totalText?.field === 'quantity' && !isNumber(totalText.text) ? 'error' : undefined}
            onChange={(e) => onTotal('quantity', e.target.value)}
            onBlur={() => setTotalText(null)}
          />
        </span>
        <Button
          onClick={() =>
            setEntries(
              fromStock(
                fillWithOutstanding(list.map((r) => r.outstandingQuantity)),
                list.map(() => true),
              ),
            )
          }
          data-testid="by-order-fill"
        >
          {t('arrivals.action.fillByOutstanding')}
        </Button>
        <Typography.Text type="secondary">{t('arrivals.action.byOrderHint')}</Typography.Text>
      </Space>
      <Table<ArrivalOrderLineRow & { index: number }>
        size="small"
        rowKey="purchaseLineDemandId"
        loading={rows.isLoading}
        dataSource={list.map((r, index) => ({ ...r, index }))}
        pagination={false}
        scroll={{ x: 'max-content', y: 420 }}
        locale={{ emptyText: <Empty description={t('arrivals.message.noOrderLines')} /> }}
        data-testid="by-order-table"
        columns={[
          { key: 'datePurchase', title: f('purchaseDate'), dataIndex: 'datePurchase' },
          { key: 'purchaseBillNo', title: f('purchaseNo'), dataIndex: 'purchaseBillNo' },
          { key: 'supplierName', title: f('supplier'), dataIndex: 'supplierName' },
          { key: 'goodsStyleNo', title: f('garmentStyleNo'), render: (_: unknown, r) => r.goodsStyleNo ?? '-' },
          {
            key: 'orderNo',
            title: f('productionNo'),
            render: (_: unknown, r) => r.orderNo ?? <Typography.Text type="secondary">{f('unplanned')}</Typography.Text>,
          },
          { key: 'rate', title: f('purchaseRate'), align: 'right', render: (_: unknown, r) => trimZeros(r.conversionRate) },
          {
            key: 'quantity',
            title: `${f('thisPurchase')}`,
            align: 'right',
            render: (_: unknown, r) => `${trimZeros(r.quantity)} ${r.stockUnit}`,
          },
          {
            key: 'outstanding',
            title: f('outstanding'),
            align: 'right',
            render: (_: unknown, r) => `${trimZeros(r.outstandingQuantity)} ${r.stockUnit}`,
          },
          {
            key: 'complete',
            title: f('complete'),
            render: (_: unknown, r) => (
              <Checkbox
                checked={entries[r.index]?.complete ?? false}
                onChange={(e) => patch(r.index, { complete: e.target.checked })}
              />
            ),
          },
          {
            key: 'unitPrice',
            title: f('unitPrice'),
            align: 'right',
            render: (_: unknown, r) => `${trimZeros(r.unitPrice)}/${r.purchaseUnit}`,
          },
          {
            key: 'arriveQuantity',
            title: `${f('quantity')}`,
            render: (_: unknown, r) => (
              <Input
                style={{ width: 110 }}
                inputMode="decimal"
                value={entries[r.index]?.quantity ?? ''}
                status={isNumber(entries[r.index]?.quantity ?? '') ? undefined : 'error'}
                onChange={(e) =>
                  patch(r.index, {
                    quantity: e.target.value,
                    stock: isNumber(e.target.value) ? toStockUnit(e.target.value.trim(), r.conversionRate) : '',
                  })
                }
                data-testid={`by-order-${r.index}-quantity`}
              />
            ),
          },
          {
            key: 'arriveStock',
            title: `${f('stockQuantity')}`,
            render: (_: unknown, r) => (
              <Input
                style={{ width: 110 }}
                inputMode="decimal"
                value={entries[r.index]?.stock ?? ''}
                status={isNumber(entries[r.index]?.stock ?? '') ? undefined : 'error'}
                onChange={(e) =>
                  patch(r.index, {
                    stock: e.target.value,
                    quantity: isNumber(e.target.value) ? toPurchaseUnit(e.target.value.trim(), r.conversionRate) : '',
                  })
                }
                data-testid={`by-order-${r.index}-stock`}
              />
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 12 }} size={24}>
        <Typography.Text strong data-testid="by-order-sum">
          {t('arrivals.summary.byOrder', {
            quantity: quantityTotal,
            purchaseUnit: material.purchaseUnit,
            stock: stockTotal,
            stockUnit: material.stockUnit,
          })}
        </Typography.Text>
      </Space>
    </Modal>
  );
}
