import { PlusOutlined } from '@ant-design/icons';
import { dec, purchaseUnitPrice, type MaterialListRow, type PurchaseBillDetail, type PurchaseDemandRow } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Empty, Form, Input, Row, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { feedback } from '../../../shared/feedback/feedback';
import { listQueryKey } from '../../../shared/list-page';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select';
import { useSession } from '../../../shared/session/session';
import { outsideFactoryLoader, purchasingApi, skuLabel, storehouseLoader, type PurchaseLineForm } from '../api/purchasing-api';
import { DemandPickerDialog, UnplannedDialog } from '../components/AddLinesDialogs';
import { fillWithWaiting, followTotal, lineProblem, pickUpProblem, type EditLine } from '../components/purchase-line-edit';
import { PurchaseLinesTable } from '../components/PurchaseLinesTable';

interface HeaderValues {
  purchaserId: string;
  datePurchase: Dayjs;
  expectDateEnd?: Dayjs | null;
  arriveStorehouseId?: string | null;
  /** 一键采到送: 物料仓库 and 送料工厂. */
  storehouseId?: string;
  outsideFactoryId?: string;
  designStyleNo?: string | null;
  remark?: string | null;
}

let seq = 0;
const newKey = () => `l${++seq}`;

/** Demand rows → grid lines, one per SKU × supplier, demands kept in board order. */
function linesFromDemands(existing: EditLine[], rows: PurchaseDemandRow[]): EditLine[] {
  const out = [...existing];
  for (const r of rows) {
    const demand = { id: r.id, orderNo: r.orderNo, goodsStyleNo: r.goodsStyleNo, waiting: r.waitingQuantity };
    const same = out.find((l) => l.materialSkuId === r.materialSkuId && l.supplierId === r.supplierId);
    if (same) {
      if (!same.demands.some((d) => d.id === r.id)) same.demands = [...same.demands, demand];
      continue;
    }
    out.push({
      key: newKey(),
      materialSkuId: r.materialSkuId,
      label: skuLabel(r),
      supplierId: r.supplierId,
      supplierName: r.supplierName,
      purchaseUnit: r.purchaseUnit,
      stockUnit: r.stockUnit,
      conversionRate: dec.norm(r.conversionRate),
      quantity: '',
      unitPrice: r.referencePrice ? purchaseUnitPrice(r.referencePrice, r.conversionRate) : '',
      amount: '',
      taxRate: '',
      remark: '',
      demands: [demand],
    });
  }
  return out;
}

function linesFromBill(d: PurchaseBillDetail): EditLine[] {
  return d.lines.map((l) => ({
    key: newKey(),
    lineId: l.id,
    materialSkuId: l.materialSkuId,
    label: skuLabel(l),
    supplierId: d.supplierId,
    supplierName: d.supplierName,
    purchaseUnit: l.purchaseUnit,
    stockUnit: l.stockUnit,
    conversionRate: dec.norm(l.conversionRate),
    quantity: dec.norm(l.quantity),
    unitPrice: dec.norm(l.unitPrice),
    amount: l.amount,
    taxRate: l.taxRate ? dec.norm(l.taxRate) : '',
    remark: l.remark ?? '',
    demands: l.demands
      .filter((s) => s.purchaseDemandId)
      .map((s) => ({ id: s.purchaseDemandId!, orderNo: s.orderNo ?? '', goodsStyleNo: s.goodsStyleNo, waiting: s.quantity })),
  }));
}

const toPayload = (l: EditLine): PurchaseLineForm => ({
  id: l.lineId ?? null,
  materialSkuId: l.materialSkuId,
  conversionRate: l.conversionRate.trim(),
  quantity: l.quantity.trim(),
  unitPrice: l.unitPrice.trim() || null,
  amount: l.amount.trim() || null,
  taxRate: l.taxRate.trim() || null,
  remark: l.remark.trim() || null,
  demandIds: l.demands.map((d) => d.id),
  ...(l.allocations && Object.keys(l.allocations).length
    ? { allocations: Object.entries(l.allocations).map(([demandId, quantity]) => ({ demandId, quantity })) }
    : {}),
});

/**
 * 新建采购单 (/newPurchase, /newSamplePurchase; ?demandIds= from the board, ?id= to re-edit); with
 * ?type=pickUpDelivery the 一键采到送 form (业务员, 物料仓库, 送料工厂, 本次到料 / 本次送料 per line).
 */
export function PurchaseFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const isSample = useLocation().pathname === '/newSamplePurchase';
  const [search] = useSearchParams();
  const editId = search.get('id');
  const demandIds = search.get('demandIds');
  const isPickUp = !isSample && !editId && search.get('type') === 'pickUpDelivery';
  const [form] = Form.useForm<HeaderValues>();
  const [lines, setRawLines] = useState<EditLine[]>([]);
  // In 一键采到送 every change passes through followTotal: 本次到料 / 本次送料 follow 本次采购.
  const setLines = useCallback(
    (next: EditLine[] | ((prev: EditLine[]) => EditLine[])) =>
      setRawLines((prev) => {
        const out = typeof next === 'function' ? next(prev) : next;
        return isPickUp
          ? out.map((l) =>
              followTotal(
                prev.find((p) => p.key === l.key),
                l,
              ),
            )
          : out;
      }),
    [isPickUp],
  );
  const [orderNos, setOrderNos] = useState<Record<string, string>>({});
  const [picking, setPicking] = useState<'demand' | 'unplanned' | null>(null);
  const [saving, setSaving] = useState(false);
  const f = (k: string) => t(`purchasing.field.${k}`);

  const editing = useQuery({
    queryKey: ['purchase-edit', editId],
    queryFn: () => purchasingApi.detail({ id: editId }),
    enabled: Boolean(editId),
  });
  const fromBoard = useQuery({
    queryKey: ['purchase-from-board', demandIds],
    queryFn: () => purchasingApi.demandsByOrder({ pageNo: 1, pageSize: 500, ids: demandIds!.split(','), includeCompleted: true }),
    enabled: Boolean(demandIds) && !editId,
  });

  useEffect(() => {
    const d = editing.data;
    if (!d) return;
    form.setFieldsValue({
      purchaserId: d.purchaserId,
      datePurchase: dayjs(d.datePurchase),
      expectDateEnd: d.expectDateEnd ? dayjs(d.expectDateEnd) : null,
      arriveStorehouseId: d.arriveStorehouseId,
      designStyleNo: d.designStyleNo,
      remark: d.remark,
    });
    setLines(linesFromBill(d));
    setOrderNos({ [d.supplierId]: d.orderNo });
  }, [editing.data, form, setLines]);
  useEffect(() => {
    if (fromBoard.data) setLines((prev) => linesFromDemands(prev, fromBoard.data.list));
  }, [fromBoard.data, setLines]);

  const addUnplanned = (row: MaterialListRow, supplier: { id: string; name: string } | null) =>
    setLines((prev) => [
      ...prev,
      {
        key: newKey(),
        materialSkuId: row.skuId!,
        label: skuLabel(row),
        supplierId: supplier?.id ?? null,
        supplierName: supplier?.name ?? null,
        purchaseUnit: row.purchaseUnit ?? row.stockUnit ?? '',
        stockUnit: row.stockUnit ?? '',
        conversionRate: row.conversionRate ? dec.norm(row.conversionRate) : '1',
        quantity: '',
        unitPrice: row.planCost ? purchaseUnitPrice(row.planCost, row.conversionRate ?? '1') : '',
        amount: '',
        taxRate: '',
        remark: '',
        demands: [],
      },
    ]);

  const total = dec.fixed(
    dec.sum(
      lines.map((l) => (/^\d+(\.\d+)?$/.test(l.amount.trim()) ? l.amount.trim() : '0')),
      2,
    ),
    2,
  );

  const save = async () => {
    const h = await form.validateFields().catch(() => null);
    if (!h) return feedback.message.warning(t(isPickUp ? 'purchasing.pickUp.needHeader' : 'purchasing.form.needHeader'));
    if (!lines.length) return feedback.message.warning(t('purchasing.form.empty'));
    const bad = lines.find((l) => lineProblem(l));
    if (bad)
      return feedback.message.warning(
        lineProblem(bad) === 'supplier' ? t('purchasing.form.pickSupplier') : t('purchasing.form.badLine'),
      );
    const header = {
      purchaserId: h.purchaserId,
      datePurchase: h.datePurchase.format('YYYY-MM-DD'),
      expectDateEnd: h.expectDateEnd ? h.expectDateEnd.format('YYYY-MM-DD') : null,
      arriveStorehouseId: h.arriveStorehouseId ?? null,
      designStyleNo: h.designStyleNo ?? null,
      remark: h.remark ?? null,
      belongModule: (isSample ? 1 : 0) as 0 | 1,
    };
    const suppliers = [...new Set(lines.map((l) => l.supplierId!))];
    const badPickUp = isPickUp ? lines.map(pickUpProblem).find(Boolean) : null;
    if (badPickUp) return feedback.message.warning(t(`purchasing.pickUp.problem.${badPickUp}`));
    setSaving(true);
    try {
      let firstNo: string;
      if (isPickUp) {
        const r = await purchasingApi.addPickUp({
          purchaserId: header.purchaserId,
          datePurchase: header.datePurchase,
          expectDateEnd: header.expectDateEnd,
          remark: header.remark,
          storehouseId: h.storehouseId!,
          outsideFactoryId: h.outsideFactoryId!,
          materialsSkus: lines.map((l) => ({
            ...toPayload(l),
            supplierId: l.supplierId!,
            quantityArrive: (l.quantityArrive ?? '').trim(),
            quantityDelivery: (l.quantityDelivery ?? '').trim(),
          })),
        });
        feedback.message.success(
          t('purchasing.pickUp.saved', {
            purchases: r.purchases.length,
            arrivals: r.arrivals.length,
            delivery: r.delivery.orderNo,
          }),
        );
        firstNo = r.purchases[0]!.orderNo;
      } else if (editId && editing.data) {
        const r = await purchasingApi.update({
          ...header,
          purchaseId: editId,
          version: editing.data.version,
          supplierId: editing.data.supplierId,
          orderNo: orderNos[editing.data.supplierId] || null,
          materialsSkus: lines.map(toPayload),
        });
        firstNo = r.orderNo;
      } else if (suppliers.length === 1) {
        const r = await purchasingApi.add({
          ...header,
          supplierId: suppliers[0]!,
          orderNo: orderNos[suppliers[0]!] || null,
          materialsSkus: lines.map(toPayload),
        });
        firstNo = r.orderNo;
      } else {
        const r = await purchasingApi.addBatch({
          ...header,
          materialsSkus: lines.map((l) => ({ ...toPayload(l), supplierId: l.supplierId! })),
        });
        feedback.message.success(t('purchasing.form.saved', { count: r.bills.length }));
        firstNo = r.bills[0]!.orderNo;
      }
      void queryClient.invalidateQueries({ queryKey: listQueryKey(isSample ? 'sample-purchases' : 'purchases') });
      void queryClient.invalidateQueries({ queryKey: ['list'] });
      navigate(`${isSample ? '/detailSamplePurchase' : '/detailPurchase'}?orderNo=${encodeURIComponent(firstNo)}`, {
        replace: true,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <div className="page-title-bar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t(
            editId
              ? 'purchasing.form.editTitle'
              : isSample
                ? 'purchasing.form.newSampleTitle'
                : isPickUp
                  ? 'purchasing.pickUp.title'
                  : 'purchasing.form.newTitle',
          )}
        </Typography.Title>
        <Space>
          <Button onClick={() => navigate(-1)}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="purchase-save">
            {t('purchasing.form.saveDraft')}
          </Button>
        </Space>
      </div>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ purchaserId: session?.userId, datePurchase: dayjs() }}
          data-testid="purchase-header"
        >
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item
                name="purchaserId"
                label={isPickUp ? t('purchasing.pickUp.salesman') : f('purchaser')}
                rules={[{ required: true }]}
              >
                <SearchSelect single loader={unitUserLoader} autoSelectSingle />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="datePurchase" label={f('datePurchase')} rules={[{ required: true }]}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              {isSample ? (
                <Form.Item name="designStyleNo" label={f('designStyleNo')} rules={[{ max: 50 }]}>
                  <Input />
                </Form.Item>
              ) : (
                <Form.Item name="expectDateEnd" label={f('expectDateEnd')}>
                  <DatePicker style={{ width: '100%' }} />
                </Form.Item>
              )}
            </Col>
            <Col span={6}>
              {isPickUp ? (
                <Form.Item name="storehouseId" label={t('purchasing.pickUp.storehouse')} rules={[{ required: true }]}>
                  <SearchSelect single loader={storehouseLoader} data-testid="pickup-storehouse" />
                </Form.Item>
              ) : (
                <Form.Item name="arriveStorehouseId" label={f('arriveStorehouse')}>
                  <SearchSelect single loader={storehouseLoader} allowClear />
                </Form.Item>
              )}
            </Col>
            {isPickUp && (
              <Col span={6}>
                <Form.Item name="outsideFactoryId" label={t('purchasing.pickUp.outsideFactory')} rules={[{ required: true }]}>
                  <SearchSelect single loader={outsideFactoryLoader} data-testid="pickup-factory" />
                </Form.Item>
              </Col>
            )}
            <Col span={isPickUp ? 18 : 24}>
              <Form.Item name="remark" label={f('remark')} rules={[{ max: 150 }]} style={{ marginBottom: 0 }}>
                <Input.TextArea rows={1} maxLength={150} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <div className="page-title-bar">
        <Typography.Text strong data-testid="purchase-summary">
          {t('purchasing.form.summary', { count: lines.length, amount: total })}
        </Typography.Text>
        <Space wrap>
          {!isSample && (
            <Button icon={<PlusOutlined />} onClick={() => setPicking('demand')} disabled={Boolean(editId)}>
              {t('purchasing.form.byDemand')}
            </Button>
          )}
          <Button icon={<PlusOutlined />} onClick={() => setPicking('unplanned')}>
            {t('purchasing.form.unplanned')}
          </Button>
          {!isSample && (
            <Button onClick={() => setLines((prev) => prev.map(fillWithWaiting))}>{t('purchasing.form.fillAll')}</Button>
          )}
        </Space>
      </div>
      {lines.length ? (
        <PurchaseLinesTable
          lines={lines}
          onChange={setLines}
          orderNos={orderNos}
          onOrderNo={(k, v) => setOrderNos((p) => ({ ...p, [k]: v }))}
          pickUp={isPickUp}
        />
      ) : (
        <Card>
          <Empty description={t('purchasing.form.empty')} />
        </Card>
      )}
      <DemandPickerDialog
        open={picking === 'demand'}
        chosenIds={lines.flatMap((l) => l.demands.map((d) => d.id))}
        onClose={() => setPicking(null)}
        onPick={(rows) => setLines((prev) => linesFromDemands(prev, rows))}
      />
      <UnplannedDialog
        open={picking === 'unplanned'}
        onlySample={isSample}
        onClose={() => setPicking(null)}
        onPick={addUnplanned}
      />
    </div>
  );
}
