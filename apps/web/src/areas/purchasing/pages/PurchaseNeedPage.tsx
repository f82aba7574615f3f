import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { PurchasePermission, type PurchaseDemandMaterialRow, type PurchaseDemandRow } from '@gf/contracts';
import { Button, Dropdown, Space, Switch, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../shared/feedback/feedback';
import {
  ListPage,
  useListRefresh,
  useListState,
  type FilterField,
  type ListColumn,
  type ListQuery,
} from '../../../shared/list-page';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { checkPermission, GuardedButton } from '../../../shared/session/permission';
import { ExportButton } from '../../../shared/excel';
import { purchasingApi, supplierLoader, trimZeros, type DemandQuery } from '../api/purchasing-api';
import { AddDemandDrawer, AssignDialog, PlannedDialog, SupplierDialog } from '../components/DemandDialogs';
import { DemandQuantityCell } from '../components/DemandQuantityCell';
import { PickUpButton } from '../components/PickUpButton';
import { PurchaseConfigDialog } from '../components/PurchaseConfigDialog';
import { ReserveDialog } from '../components/ReserveDialog';
import '../locales/register';

const ORDER_KEY = 'purchase-need-order';
const MATERIAL_KEY = 'purchase-need-material';

/** ListPage query → the board's filter body (shared by both tabs and the exports). */
function toDemandQuery(
  q: Pick<ListQuery, 'keyword' | 'filters'>,
  includeCompleted: boolean,
): Omit<DemandQuery, 'pageNo' | 'pageSize'> {
  const f = q.filters;
  const range = Array.isArray(f.delivery) ? (f.delivery as string[]) : [];
  const orderNos = typeof f.orderNos === 'string' ? f.orderNos.split(/[,，\s]+/).filter(Boolean) : undefined;
  return {
    queryColumn: q.keyword || undefined,
    includeCompleted,
    purchaseState: (f.purchaseState as DemandQuery['purchaseState']) || undefined,
    allocated: f.allocated === undefined || f.allocated === '' ? undefined : (Number(f.allocated) as 0 | 1),
    supplierIds: Array.isArray(f.supplierIds) ? (f.supplierIds as string[]) : f.supplierIds ? [String(f.supplierIds)] : undefined,
    purchaserId: f.purchaserId ? String(f.purchaserId) : undefined,
    orderNos: orderNos?.length ? orderNos : undefined,
    deliveryStartDate: range[0],
    deliveryEndDate: range[1],
  };
}

/** 采购需求看板 (/purchaseNeed): by production order and by material, with the buyer's actions. */
export function PurchaseNeedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, update] = useListState();
  const includeCompleted = state.filters.includeCompleted === true;
  const [tab, setTab] = useState<'order' | 'material'>('order');
  const [orderSelection, setOrderSelection] = useState<PurchaseDemandRow[]>([]);
  const [materialSelection, setMaterialSelection] = useState<PurchaseDemandMaterialRow[]>([]);
  const [planned, setPlanned] = useState<PurchaseDemandRow | null>(null);
  const [supplierRow, setSupplierRow] = useState<PurchaseDemandRow | null>(null);
  const [assignIds, setAssignIds] = useState<string[] | null>(null);
  const [reserving, setReserving] = useState<PurchaseDemandRow | null>(null);
  const [adding, setAdding] = useState(false);
  const [configOpen, setConfigOpen] = useState(false);
  const refreshOrder = useListRefresh(ORDER_KEY);
  const refreshMaterial = useListRefresh(MATERIAL_KEY);
  const refresh = () => {
    void refreshOrder();
    void refreshMaterial();
  };
  const f = (k: string) => t(`purchasing.field.${k}`);
  const o = (k: string) => t(`purchasing.option.${k}`);

  const selectedIds = tab === 'order' ? orderSelection.map((r) => r.id) : materialSelection.flatMap((r) => r.demandIds);
  const needSelection = () => {
    if (selectedIds.length) return true;
    feedback.message.warning(t('purchasing.need.selectFirst'));
    return false;
  };

  const setCompleted = async (complete: boolean) => {
    if (!checkPermission(PurchasePermission.add) || !needSelection()) return;
    await purchasingApi.setCompleted(selectedIds, complete);
    feedback.message.success(t('common.success'));
    refresh();
  };
  const assign = async () => {
    if (!checkPermission(PurchasePermission.allocate) || !needSelection()) return;
    await purchasingApi.checkAllocation(selectedIds);
    setAssignIds(selectedIds);
  };
  const goPurchase = (pickUp = false) => {
    if (!checkPermission(PurchasePermission.add) || !needSelection()) return;
    navigate(`/newPurchase?${pickUp ? 'type=pickUpDelivery&' : ''}demandIds=${selectedIds.join(',')}`);
  };

  const qty = (v: string) => trimZeros(v);
  const common: ListColumn<PurchaseDemandRow & PurchaseDemandMaterialRow>[] = [
    { key: 'materialNo', title: f('materialNo'), dataIndex: 'materialNo', width: 110 },
    { key: 'materialName', title: f('materialName'), dataIndex: 'materialName', width: 120 },
    { key: 'colorName', title: f('color'), dataIndex: 'colorName', width: 80 },
    { key: 'specNo', title: f('spec'), dataIndex: 'specNo', width: 80 },
    { key: 'kindName', title: f('kind'), dataIndex: 'kindName', width: 90 },
  ];
  const supplierStyle = (r: { supplierStyleNo: string | null; supplierColorNo: string | null }) =>
    [r.supplierStyleNo, r.supplierColorNo].filter(Boolean).join(' / ') || '-';
  // The material's 参考价 is per stock unit (参考价【元/库存单位】 on the material form).
  const refPrice = (r: { referencePrice: string | null; stockUnit: string }) =>
    r.referencePrice ? t('purchasing.field.pricePer', { price: trimZeros(r.referencePrice), unit: r.stockUnit }) : '-';

  const orderColumns = useMemo<ListColumn<PurchaseDemandRow>[]>(
    () => [
      {
        key: 'goodsStyleNo',
        title: f('goodsStyleNo'),
        dataIndex: 'goodsStyleNo',
        width: 100,
        fixed: 'left',
        render: (v: string | null) => v ?? '-',
      },
      {
        key: 'orderNo',
        title: f('orderNo'),
        dataIndex: 'orderNo',
        // Order numbers by the numbering rule are 14 characters (SC202611250001): room for them and the 已完成 tag.
        width: 150,
        fixed: 'left',
        render: (v: string, r) => (
          <Space size={4}>
            {v}
            {r.isCompleted && <Tag color="default">{t('purchasing.need.completedTag')}</Tag>}
          </Space>
        ),
      },
      ...(common as unknown as ListColumn<PurchaseDemandRow>[]),
      { key: 'stockUnit', title: f('stockUnit'), dataIndex: 'stockUnit', width: 80 },
      {
        key: 'demandQuantity',
        title: f('demand'),
        width: 100,
        align: 'right',
        render: (_: unknown, r) => <DemandQuantityCell row={r} />,
      },
      {
        key: 'plannedQuantity',
        title: f('planned'),
        width: 90,
        align: 'right',
        render: (_: unknown, r) => (
          <Typography.Link data-testid="planned-link" onClick={() => checkPermission(PurchasePermission.add) && setPlanned(r)}>
            {qty(r.plannedQuantity)}
          </Typography.Link>
        ),
      },
      {
        key: 'reservedQuantity',
        title: f('reserved'),
        width: 90,
        align: 'right',
        render: (_: unknown, r) => (
          <Typography.Link
            data-testid="reserve-link"
            onClick={() => checkPermission(PurchasePermission.occupy) && setReserving(r)}
          >
            {qty(r.reservedQuantity)}
          </Typography.Link>
        ),
      },
      {
        key: 'waitingQuantity',
        title: f('waiting'),
        width: 90,
        align: 'right',
        render: (_: unknown, r) => <Typography.Text strong>{qty(r.waitingQuantity)}</Typography.Text>,
      },
      {
        key: 'purchasedQuantity',
        title: f('purchased'),
        width: 90,
        align: 'right',
        render: (_: unknown, r) => qty(r.purchasedQuantity),
      },
      {
        key: 'arrivedQuantity',
        title: f('arrived'),
        width: 90,
        align: 'right',
        render: (_: unknown, r) => qty(r.arrivedQuantity),
      },
      {
        key: 'supplierName',
        title: f('supplier'),
        width: 120,
        render: (_: unknown, r) => (
          <Typography.Link onClick={() => checkPermission(PurchasePermission.add) && setSupplierRow(r)}>
            {r.supplierName ?? '-'}
          </Typography.Link>
        ),
      },
      { key: 'supplierStyleNo', title: f('supplierStyleNo'), width: 130, render: (_: unknown, r) => supplierStyle(r) },
      { key: 'referencePrice', title: f('referencePrice'), width: 110, render: (_: unknown, r) => refPrice(r) },
      {
        key: 'deliveryDate',
        title: f('deliveryDate'),
        dataIndex: 'deliveryDate',
        width: 100,
        render: (v: string | null) => v ?? '-',
      },
      {
        key: 'purchaserName',
        title: f('purchaser'),
        dataIndex: 'purchaserName',
        width: 100,
        render: (v: string | null) => v ?? '-',
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels only change with the language
    [t],
  );

  const materialColumns = useMemo<ListColumn<PurchaseDemandMaterialRow>[]>(
    () => [
      ...(common as unknown as ListColumn<PurchaseDemandMaterialRow>[]),
      { key: 'stockUnit', title: f('stockUnit'), dataIndex: 'stockUnit', width: 80 },
      { key: 'demandQuantity', title: f('demand'), width: 90, align: 'right', render: (_: unknown, r) => qty(r.demandQuantity) },
      {
        key: 'plannedQuantity',
        title: f('planned'),
        width: 90,
        align: 'right',
        render: (_: unknown, r) => qty(r.plannedQuantity),
      },
      {
        key: 'reservedQuantity',
        title: f('reserved'),
        width: 90,
        align: 'right',
        render: (_: unknown, r) => qty(r.reservedQuantity),
      },
      {
        key: 'waitingQuantity',
        title: f('waiting'),
        width: 90,
        align: 'right',
        render: (_: unknown, r) => <Typography.Text strong>{qty(r.waitingQuantity)}</Typography.Text>,
      },
      {
        key: 'purchasedQuantity',
        title: f('purchased'),
        width: 90,
        align: 'right',
        render: (_: unknown, r) => qty(r.purchasedQuantity),
      },
      {
        key: 'arrivedQuantity',
        title: f('arrived'),
        width: 90,
        align: 'right',
        render: (_: unknown, r) => qty(r.arrivedQuantity),
      },
      {
        key: 'supplierName',
        title: f('supplier'),
        dataIndex: 'supplierName',
        width: 120,
        render: (v: string | null) => v ?? '-',
      },
      { key: 'supplierStyleNo', title: f('supplierStyleNo'), width: 130, render: (_: unknown, r) => supplierStyle(r) },
      { key: 'referencePrice', title: f('referencePrice'), width: 110, render: (_: unknown, r) => refPrice(r) },
      { key: 'orderNos', title: f('orderNo'), width: 160, render: (_: unknown, r) => r.orderNos.join('、') },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels only change with the language
    [t],
  );

  const filters: FilterField[] = [
    { name: 'orderNos', label: f('orderNo'), type: 'text' },
    { name: 'delivery', label: f('deliveryDate'), type: 'dateRange' },
    { name: 'supplierIds', label: f('supplier'), type: 'searchSelect', loader: supplierLoader },
    { name: 'purchaserId', label: f('purchaser'), type: 'searchSelect', loader: unitUserLoader, single: true },
    {
      name: 'allocated',
      label: f('allocated'),
      type: 'select',
      single: true,
      options: [
        { value: '0', label: o('unallocated') },
        { value: '1', label: o('allocatedYes') },
      ],
    },
    {
      name: 'purchaseState',
      label: f('purchaseState'),
      type: 'select',
      single: true,
      options: [
        { value: 'NONE', label: o('stateNone') },
        { value: 'PURCHASED', label: o('statePurchased') },
        { value: 'COMPLETED', label: o('stateCompleted') },
      ],
    },
  ];

  const extra = (
    <Space wrap>
      <Space size={4}>
        <Switch
          size="small"
          checked={includeCompleted}
          onChange={(on) => update({ filters: { ...state.filters, includeCompleted: on || undefined }, pageNo: 1 })}
          data-testid="show-completed"
        />
        {t('purchasing.need.showCompleted')}
      </Space>
      <ExportButton
        path={tab === 'order' ? 'purchase/exportExcelOnMission' : 'purchase/exportExcelOnSupplier'}
        permission={PurchasePermission.kanban}
        label={t('purchasing.need.export')}
        body={() => toDemandQuery(state, includeCompleted)}
      />
      <Dropdown
        menu={{
          items: [
            { key: 'complete', label: t('purchasing.need.batchComplete'), onClick: () => void setCompleted(true) },
            { key: 'undo', label: t('purchasing.need.batchUndo'), onClick: () => void setCompleted(false) },
            { key: 'assign', label: t('purchasing.need.assign'), onClick: () => void assign() },
            { key: 'config', label: t('purchasing.need.config'), onClick: () => setConfigOpen(true) },
          ],
        }}
      >
        <Button>
          {t('purchasing.need.more')} <DownOutlined />
        </Button>
      </Dropdown>
      <GuardedButton permission={PurchasePermission.demandAdd} icon={<PlusOutlined />} onClick={() => setAdding(true)}>
        {t('purchasing.need.addDemand')}
      </GuardedButton>
      <PickUpButton onClick={() => goPurchase(true)} />
      <Button type="primary" icon={<PlusOutlined />} onClick={() => goPurchase()} data-testid="go-purchase">
        {t('purchasing.need.goPurchase')}
      </Button>
    </Space>
  );

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as 'order' | 'material');
          update({ pageNo: 1 });
        }}
        items={[
          {
            key: 'order',
            label: t('purchasing.need.byOrder'),
            children: (
              <ListPage<PurchaseDemandRow>
                listKey={ORDER_KEY}
                title={t('purchasing.need.title')}
                searchPlaceholder={t('purchasing.need.search')}
                columns={orderColumns}
                filters={filters}
                extra={extra}
                rowKey="id"
                fitColumns
                rowSelection={{
                  selectedRowKeys: orderSelection.map((r) => r.id),
                  onChange: (_, rows) => setOrderSelection(rows),
                }}
                fetchPage={(q) =>
                  purchasingApi.demandsByOrder({ pageNo: q.pageNo, pageSize: q.pageSize, ...toDemandQuery(q, includeCompleted) })
                }
              />
            ),
          },
          {
            key: 'material',
            label: t('purchasing.need.byMaterial'),
            children: (
              <ListPage<PurchaseDemandMaterialRow>
                listKey={MATERIAL_KEY}
                title={t('purchasing.need.title')}
                searchPlaceholder={t('purchasing.need.search')}
                columns={materialColumns}
                filters={filters}
                extra={extra}
                rowKey={(r) => `${r.materialSkuId}:${r.supplierId ?? ''}`}
                fitColumns
                rowSelection={{
                  selectedRowKeys: materialSelection.map((r) => `${r.materialSkuId}:${r.supplierId ?? ''}`),
                  onChange: (_, rows) => setMaterialSelection(rows),
                }}
                fetchPage={(q) =>
                  purchasingApi.demandsByMaterial({
                    pageNo: q.pageNo,
                    pageSize: q.pageSize,
                    ...toDemandQuery(q, includeCompleted),
                  })
                }
              />
            ),
          },
        ]}
      />
      <PlannedDialog row={planned} onClose={() => setPlanned(null)} onDone={refresh} />
      <SupplierDialog row={supplierRow} onClose={() => setSupplierRow(null)} onDone={refresh} />
      <ReserveDialog row={reserving} onClose={() => setReserving(null)} onDone={refresh} />
      <AssignDialog ids={assignIds} onClose={() => setAssignIds(null)} onDone={refresh} />
      <AddDemandDrawer open={adding} onClose={() => setAdding(false)} onDone={refresh} />
      <PurchaseConfigDialog open={configOpen} onClose={() => setConfigOpen(false)} />
    </>
  );
}
