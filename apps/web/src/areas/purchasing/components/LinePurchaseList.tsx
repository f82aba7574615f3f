import { PurchasePermission, type PurchaseLineListRow, type UnitTotal } from '@gf/contracts';
import { Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ExportButton } from '../../../shared/excel';
import type { DocumentFieldConfig } from '../../../shared/field-config';
import { ListTotals, lineQuantity, materialLineColumns, priceColumns, useBatchComplete } from '../../../shared/list-views';
import { ListPage, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { purchaseListsApi } from '../api/purchase-lists-api';
import { trimZeros } from '../api/purchasing-api';
import { purchaseFilterFields, toListBody } from './list-filters';
import { arriveStatusColumn, purchaseLabelsColumn } from './purchase-list-columns';
import '../locales/register';

/** Columns the factory's 字段配置 (purchase) may hide: column key → field code. */
const lineFieldOf = {
  kindName: 'kindName',
  supplierStyleNo: 'supplierStyleNo',
  productionOrderNos: 'productionOrderNo',
  goodsStyleNos: 'goodsStyleNo',
  plannedQuantity: 'plannedQuantity',
  expectDateEnd: 'expectDateEnd',
  unitPrice: 'unitPrice',
  amount: 'amount',
  labels: 'labels',
  remark: 'remark',
};

export interface LinePurchaseListProps {
  isSample: boolean;
  title: string;
  viewSwitch: React.ReactNode;
  fields: DocumentFieldConfig;
  /** Entries of 更多 besides 批量标完成 / 批量撤销完成 (采购配置). */
  more: React.ReactNode;
  addButtons: React.ReactNode;
}

const quantity = (v: string | null, unit: string) => lineQuantity(v, unit, trimZeros);

/**
 * 明细 view of the purchase list: one row per purchase line (material, colour, spec, supplier style no., 生产单号,
 * 计划采购, 合计采购, 已到料, 是否到齐, labels), its own filters and columns, row selection for 批量标完成 /
 * 批量撤销完成 (手动到齐 of the chosen lines; reviewed bills only) and its export.
 */
export function LinePurchaseList({ isSample, title, viewSwitch, fields, more, addButtons }: LinePurchaseListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const belongModule = isSample ? 1 : 0;
  const [summary, setSummary] = useState<{ purchased: UnitTotal[]; arrived: UnitTotal[] } | null>(null);
  const lastQuery = useRef<Pick<ListQuery, 'keyword' | 'filters'>>({ keyword: '', filters: {} });
  const f = (k: string) => t(`purchasing.field.${k}`);
  const l = (k: string, values?: Record<string, unknown>) => t(`purchasing.lists.${k}`, values);
  const editPermission = isSample ? PurchasePermission.sampleAdd : PurchasePermission.add;
  const open = (r: PurchaseLineListRow) =>
    navigate(`${isSample ? '/detailSamplePurchase' : '/detailPurchase'}?orderNo=${encodeURIComponent(r.orderNo)}`);

  const batch = useBatchComplete({
    permission: editPermission,
    run: (ids, value) => purchaseListsApi.complete(ids, value),
    text: {
      chooseLines: l('chooseLines'),
      done: (value, n) => l(value ? 'completed' : 'uncompleted', { n }),
      batchComplete: l('batchComplete'),
      batchUncomplete: l('batchUncomplete'),
      more: l('more'),
    },
    testId: 'purchase-lines-more',
  });
  const material = materialLineColumns<PurchaseLineListRow>((k) => f(k), { materialNo: 100, materialName: 105 });

  // What a buyer reads first (material, order, planned, bought, arrived, 是否到齐, labels) fits 1440 px; the rest scrolls in.
  const columns: ListColumn<PurchaseLineListRow>[] = [
    {
      key: 'orderNo',
      title: f('billNo'),
      width: 150,
      fixed: 'left',
      render: (_: unknown, r) => <Typography.Link onClick={() => open(r)}>{r.orderNo}</Typography.Link>,
    },
    ...material.first,
    {
      key: 'productionOrderNos',
      title: f('orderNo'),
      width: 110,
      ellipsis: true,
      render: (_: unknown, r) => r.productionOrderNos ?? l('unplanned'),
    },
    {
      key: 'plannedQuantity',
      title: f('planned'),
      width: 90,
      align: 'right',
      render: (_: unknown, r) => quantity(r.plannedQuantity, r.stockUnit),
    },
    {
      key: 'totalQuantity',
      title: l('totalPurchased'),
      width: 90,
      align: 'right',
      render: (_: unknown, r) => quantity(r.totalQuantity, r.stockUnit),
    },
    {
      key: 'arrivedQuantity',
      title: f('arrived'),
      width: 90,
      align: 'right',
      render: (_: unknown, r) => quantity(r.arrivedQuantity, r.stockUnit),
    },
    arriveStatusColumn<PurchaseLineListRow>(t, l('lineArriveStatus'), 105),
    purchaseLabelsColumn<PurchaseLineListRow>(t, editPermission, (r) => r.purchaseBillId, 110),
    { key: 'status', title: f('status'), width: 90, render: (_: unknown, r) => <BillStatusTag status={r.status} /> },
    { key: 'supplierName', title: f('supplier'), dataIndex: 'supplierName', width: 120, ellipsis: true },
    material.supplierStyle,
    {
      key: 'goodsStyleNos',
      title: f('goodsStyleNo'),
      width: 110,
      ellipsis: true,
      render: (_: unknown, r) => r.goodsStyleNos ?? '-',
    },
    material.kind,
    {
      key: 'quantity',
      title: l('quantity'),
      width: 100,
      align: 'right',
      render: (_: unknown, r) => quantity(r.quantity, r.purchaseUnit),
    },
    { key: 'datePurchase', title: f('datePurchase'), dataIndex: 'datePurchase', width: 105 },
    ...(isSample
      ? []
      : [
          {
            key: 'expectDateEnd',
            title: f('expectDateEnd'),
            width: 105,
            render: (_: unknown, r) => r.expectDateEnd ?? '-',
          } as ListColumn<PurchaseLineListRow>,
        ]),
    ...priceColumns<PurchaseLineListRow>({ unitPrice: l('unitPrice'), amount: f('amount') }, trimZeros),
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 120, ellipsis: true },
  ];

  return (
    <ListPage<PurchaseLineListRow>
      key={`lines-${belongModule}`}
      listKey={isSample ? 'sample-purchase-lines' : 'purchase-lines'}
      title={title}
      titleExtra={viewSwitch}
      searchPlaceholder={l('lineSearch')}
      columns={fields.apply(columns, lineFieldOf)}
      filters={purchaseFilterFields(t, isSample, 'lines')}
      rowKey="id"
      fitColumns
      rowSelection={batch.rowSelection}
      summary={
        summary && (
          <ListTotals
            items={[
              { label: l('totalPurchased'), value: summary.purchased },
              { label: l('totalArrived'), value: summary.arrived },
            ]}
          />
        )
      }
      fetchPage={async (q) => {
        lastQuery.current = q;
        const answer = await purchaseListsApi.lines({ pageNo: q.pageNo, pageSize: q.pageSize, ...toListBody(q, belongModule) });
        setSummary(answer.summary);
        return answer;
      }}
      extra={
        <Space wrap>
          <ExportButton
            path="purchase/exportPurchaseLineExcel"
            permission={PurchasePermission.list}
            body={() => toListBody(lastQuery.current, belongModule)}
          />
          {batch.menu}
          {more}
          {addButtons}
        </Space>
      }
    />
  );
}
