import { ArrivalPermission, LABEL_BILL_TYPES, type ArrivalLineListRow, type UnitTotal } from '@gf/contracts';
import { Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { BillLabelsCell } from '../../../shared/bill-labels';
import { ExportButton } from '../../../shared/excel';
import type { DocumentFieldConfig } from '../../../shared/field-config';
import { ListPage, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { ListTotals, lineQuantity, materialLineColumns, priceColumns, useBatchComplete } from '../../../shared/list-views';
import { arrivalListsApi } from '../api/arrival-lists-api';
import { trimZeros } from '../api/arrivals-api';
import { arrivalFilterFields, toListBody } from './list-filters';
import '../locales/register';

/** Columns the factory's 字段配置 (arrival) may hide: column key → field code. */
export const arrivalLineFieldOf = {
  purchaseBillNo: 'purchaseBillNo',
  kindName: 'kindName',
  supplierStyleNo: 'supplierStyleNo',
  productionOrderNo: 'productionOrderNo',
  goodsStyleNo: 'goodsStyleNo',
  plannedQuantity: 'plannedQuantity',
  unitPrice: 'unitPrice',
  amount: 'amount',
  vatNo: 'vatNo',
  rollNo: 'rollNo',
  labels: 'labels',
  remark: 'remark',
};

export interface LineArrivalListProps {
  isSample: boolean;
  title: string;
  viewSwitch: React.ReactNode;
  fields: DocumentFieldConfig;
  addButton: React.ReactNode;
}

const quantity = (v: string | null, unit: string) => lineQuantity(v, unit, trimZeros);

/**
 * 明细 view of the arrival list: one row per arrival line (material, colour, spec, supplier style no., 生产单号, 计划采购,
 * 本次采购, 本次到料, 是否到齐, labels), its own filters and columns, row selection for 批量标完成 / 批量撤销完成 (the
 * purchase lines of the chosen lines marked 到齐 by hand) and its export.
 */
export function LineArrivalList({ isSample, title, viewSwitch, fields, addButton }: LineArrivalListProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const belongModule = isSample ? 1 : 0;
  const [summary, setSummary] = useState<{ arrived: UnitTotal[] } | null>(null);
  const lastQuery = useRef<Pick<ListQuery, 'keyword' | 'filters'>>({ keyword: '', filters: {} });
  const f = (key: string) => t(`arrivals.field.${key}`);
  const l = (key: string, values?: Record<string, unknown>) => t(`arrivals.lists.${key}`, values);
  const editPermission = isSample ? ArrivalPermission.sampleAdd : ArrivalPermission.add;
  const open = (r: ArrivalLineListRow) => navigate(`/materialDetail?orderNo=${encodeURIComponent(r.orderNo)}`);

  const batch = useBatchComplete({
    permission: editPermission,
    run: (ids, value) => arrivalListsApi.complete(ids, value, belongModule),
    text: {
      chooseLines: l('chooseLines'),
      done: (value, n) => l(value ? 'completed' : 'uncompleted', { n }),
      batchComplete: l('batchComplete'),
      batchUncomplete: l('batchUncomplete'),
      more: l('more'),
    },
    testId: 'arrival-lines-more',
  });
  const material = materialLineColumns<ArrivalLineListRow>((k) => f(k), { materialNo: 95, materialName: 100 });

  const yesNo = (v: boolean | null) => (v === null ? '-' : <Tag color={v ? 'green' : 'default'}>{v ? f('yes') : f('no')}</Tag>);
  // What a buyer reads first (material, order, planned, arrived, 是否到齐, labels) fits 1440 px; the rest scrolls in.
  const columns: ListColumn<ArrivalLineListRow>[] = [
    {
      key: 'orderNo',
      title: f('orderNo'),
      width: 150,
      fixed: 'left',
      render: (_: unknown, r) => <a onClick={() => open(r)}>{r.orderNo}</a>,
    },
    ...material.first,
    {
      key: 'productionOrderNo',
      title: f('productionNo'),
      width: 130,
      ellipsis: true,
      render: (_: unknown, r) => r.productionOrderNo ?? '-',
    },
    {
      key: 'plannedQuantity',
      title: f('plannedShort'),
      width: 90,
      align: 'right',
      render: (_: unknown, r) => quantity(r.plannedQuantity, r.stockUnit),
    },
    {
      key: 'stockQuantity',
      title: f('stockQuantityShort'),
      width: 90,
      align: 'right',
      render: (_: unknown, r) => quantity(r.stockQuantity, r.stockUnit),
    },
    { key: 'isArriveComplete', title: f('complete'), width: 95, render: (_: unknown, r) => yesNo(r.isArriveComplete) },
    { key: 'purchaseComplete', title: l('purchaseComplete'), width: 95, render: (_: unknown, r) => yesNo(r.purchaseComplete) },
    {
      key: 'labels',
      title: l('labelsTitle'),
      width: 120,
      render: (_: unknown, r) => (
        <BillLabelsCell
          billType={LABEL_BILL_TYPES.arrival}
          labels={r.labels}
          permission={editPermission}
          save={(ids) => arrivalListsApi.setLabels(r.arrivalId, ids)}
        />
      ),
    },
    { key: 'status', title: f('status'), width: 90, render: (_: unknown, r) => <BillStatusTag status={r.status} /> },
    { key: 'dateArrive', title: f('dateArrive'), dataIndex: 'dateArrive', width: 100 },
    { key: 'supplierName', title: f('supplier'), dataIndex: 'supplierName', width: 120, ellipsis: true },
    { key: 'purchaseBillNo', title: f('purchaseNo'), width: 150, render: (_: unknown, r) => r.purchaseBillNo ?? '-' },
    {
      key: 'purchaseQuantity',
      title: f('thisPurchaseShort'),
      width: 100,
      align: 'right',
      render: (_: unknown, r) => quantity(r.purchaseQuantity, r.stockUnit),
    },
    material.kind,
    material.supplierStyle,
    {
      key: 'goodsStyleNo',
      title: f('goodsStyleNo'),
      width: 110,
      ellipsis: true,
      render: (_: unknown, r) => r.goodsStyleNo ?? '-',
    },
    ...priceColumns<ArrivalLineListRow>({ unitPrice: f('unitPrice'), amount: f('amount') }, trimZeros),
    { key: 'vatNo', title: f('vatNo'), width: 90, render: (_: unknown, r) => r.vatNo ?? '-' },
    { key: 'rollNo', title: f('rollNo'), width: 110, render: (_: unknown, r) => r.rollNo ?? '-' },
    { key: 'storehouseName', title: f('storehouse'), dataIndex: 'storehouseName', width: 100 },
    { key: 'creatorName', title: f('creator'), dataIndex: 'creatorName', width: 90 },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 120, ellipsis: true },
  ];

  return (
    <ListPage
      key={`lines-${belongModule}`}
      listKey={isSample ? 'sample-arrival-lines' : 'arrival-lines'}
      title={title}
      titleExtra={viewSwitch}
      searchPlaceholder={l('lineSearch')}
      columns={fields.apply(columns, arrivalLineFieldOf)}
      filters={arrivalFilterFields(t, i18n.language, belongModule)}
      rowKey="id"
      fitColumns
      rowSelection={batch.rowSelection}
      summary={summary && <ListTotals items={[{ label: l('totalArrived'), value: summary.arrived }]} />}
      fetchPage={async (q) => {
        lastQuery.current = q;
        return arrivalListsApi.lines({ pageNo: q.pageNo, pageSize: q.pageSize, ...toListBody(q, belongModule) });
      }}
      onPage={(answer) => setSummary(answer.summary)}
      extra={
        <Space wrap>
          <ExportButton
            path="arrive/arriveLineExcel"
            permission={isSample ? ArrivalPermission.sampleList : ArrivalPermission.list}
            label={t('arrivals.action.export')}
            body={() => toListBody(lastQuery.current, belongModule)}
          />
          {batch.menu}
          {addButton}
        </Space>
      }
    />
  );
}
