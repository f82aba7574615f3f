import { DownOutlined } from '@ant-design/icons';
import { LABEL_BILL_TYPES, PurchasePermission, type PurchaseLineListRow, type UnitTotal } from '@gf/contracts';
import { Button, Dropdown, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { BillLabelsCell } from '../../../shared/bill-labels';
import { ExportButton } from '../../../shared/excel';
import { feedback } from '../../../shared/feedback/feedback';
import type { DocumentFieldConfig } from '../../../shared/field-config';
import { ListTotals } from '../../../shared/list-views';
import { ListPage, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { checkPermission } from '../../../shared/session/permission';
import { purchaseListsApi } from '../api/purchase-lists-api';
import { trimZeros } from '../api/purchasing-api';
import { purchaseFilterFields, toListBody } from './list-filters';

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

const quantity = (v: string | null, unit: string) => (v === null ? '-' : `${trimZeros(v)} ${unit}`);

/**
 * 明细 view of the purchase list: one row per purchase line (material, colour, spec, supplier style no., 生产单号,
 * 计划采购, 合计采购, 已到料, 是否到齐, labels), its own filters and columns, row selection for 批量标完成 /
 * 批量撤销完成 (手动到齐 of the chosen lines; reviewed bills only) and its export.
 */
export function LinePurchaseList({ isSample, title, viewSwitch, fields, more, addButtons }: LinePurchaseListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const belongModule = isSample ? 1 : 0;
  const [selected, setSelected] = useState<string[]>([]);
  const [summary, setSummary] = useState<{ purchased: UnitTotal[]; arrived: UnitTotal[] } | null>(null);
  const lastQuery = useRef<Pick<ListQuery, 'keyword' | 'filters'>>({ keyword: '', filters: {} });
  const f = (k: string) => t(`purchasing.field.${k}`);
  const l = (k: string) => t(`purchasing.lists.${k}`);
  const arrive = [t('purchasing.option.arriveNone'), t('purchasing.option.arrivePartial'), t('purchasing.option.arriveComplete')];
  const editPermission = isSample ? PurchasePermission.sampleAdd : PurchasePermission.add;
  const open = (r: PurchaseLineListRow) =>
    navigate(`${isSample ? '/detailSamplePurchase' : '/detailPurchase'}?orderNo=${encodeURIComponent(r.orderNo)}`);

  const complete = async (value: boolean) => {
    if (!checkPermission(editPermission)) return;
    if (selected.length === 0) {
      feedback.message.warning(l('chooseLines'));
      return;
    }
    const answer = await purchaseListsApi.complete(selected, value);
    feedback.message.success(t(`purchasing.lists.${value ? 'completed' : 'uncompleted'}`, { n: answer.changed }));
    setSelected([]);
  };

  // What a buyer reads first (material, order, planned, bought, arrived, 是否到齐, labels) fits 1440 px; the rest scrolls in.
  const columns: ListColumn<PurchaseLineListRow>[] = [
    {
      key: 'orderNo',
      title: f('billNo'),
      width: 150,
      fixed: 'left',
      render: (_: unknown, r) => <Typography.Link onClick={() => open(r)}>{r.orderNo}</Typography.Link>,
    },
    { key: 'materialNo', title: f('materialNo'), dataIndex: 'materialNo', width: 100, ellipsis: true },
    { key: 'materialName', title: f('materialName'), dataIndex: 'materialName', width: 105, ellipsis: true },
    { key: 'colorName', title: f('color'), dataIndex: 'colorName', width: 80, ellipsis: true },
    { key: 'specNo', title: f('spec'), dataIndex: 'specNo', width: 65, ellipsis: true },
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
    {
      key: 'arriveStatus',
      title: l('lineArriveStatus'),
      width: 105,
      render: (_: unknown, r) => <Tag color={['default', 'orange', 'green'][r.arriveStatus]}>{arrive[r.arriveStatus]}</Tag>,
    },
    {
      key: 'labels',
      title: f('labels'),
      width: 110,
      render: (_: unknown, r) => (
        <BillLabelsCell
          billType={LABEL_BILL_TYPES.purchase}
          labels={r.labels}
          permission={editPermission}
          save={(ids) => purchaseListsApi.setLabels(r.purchaseBillId, ids)}
        />
      ),
    },
    { key: 'status', title: f('status'), width: 90, render: (_: unknown, r) => <BillStatusTag status={r.status} /> },
    { key: 'supplierName', title: f('supplier'), dataIndex: 'supplierName', width: 120, ellipsis: true },
    {
      key: 'supplierStyleNo',
      title: f('supplierStyleNo'),
      width: 120,
      ellipsis: true,
      render: (_: unknown, r) => [r.supplierStyleNo, r.supplierColorNo].filter(Boolean).join(' / ') || '-',
    },
    {
      key: 'goodsStyleNos',
      title: f('goodsStyleNo'),
      width: 110,
      ellipsis: true,
      render: (_: unknown, r) => r.goodsStyleNos ?? '-',
    },
    { key: 'kindName', title: f('kind'), dataIndex: 'kindName', width: 80, ellipsis: true },
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
    {
      key: 'unitPrice',
      title: l('unitPrice'),
      width: 110,
      align: 'right',
      render: (_: unknown, r) => `${trimZeros(r.unitPrice)}/${r.purchaseUnit}`,
    },
    { key: 'amount', title: f('amount'), dataIndex: 'amount', width: 100, align: 'right' },
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
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), fixed: 'left' }}
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
          <Dropdown
            menu={{
              items: [
                { key: 'complete', label: l('batchComplete'), onClick: () => void complete(true) },
                { key: 'undo', label: l('batchUncomplete'), onClick: () => void complete(false) },
              ],
            }}
          >
            <Button data-testid="purchase-lines-more">
              {l('more')} <DownOutlined />
            </Button>
          </Dropdown>
          {more}
          {addButtons}
        </Space>
      }
    />
  );
}
