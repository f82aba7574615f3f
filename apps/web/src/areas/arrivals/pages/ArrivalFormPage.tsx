import type { MaterialListRow } from '@gf/contracts';
import { divideDecimals, sumDecimals } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, DatePicker, Form, Input, Segmented, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useListRefresh } from '../../../shared/list-page';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import type { OptionLoader } from '../../../shared/search-select/search-select.logic';
import { useSession } from '../../../shared/session/session';
import {
  arrivalsApi,
  fetchSkus,
  outsideFactoryLoader,
  skuText,
  storehouseLoader,
  supplierLoader,
  type ArrivalSave,
} from '../api/arrivals-api';
import { PurchaseLinePicker } from '../components/PurchaseLinePicker';
import {
  ArrivalLinesTable,
  figuresOf,
  isOptionalNumber,
  isQuantity,
  isRollNo,
  type LineDraft,
} from '../components/ArrivalLinesTable';
import { invalidateSavedArrival } from '../components/arrival-cache';
import { openLinesOfBill, withOutstanding } from '../components/arrival-outstanding';
import { lineFromDetail, lineFromNotice, lineFromOrder, lineFromPurchase, lineFromSku } from '../components/arrival-lines';
import { ByOrderDialog } from '../components/ByOrderDialog';
import { applyByOrder, sumQuantities, type MaterialGroup } from '../components/by-order-pour';
import { MaterialTotalsTable } from '../components/MaterialTotalsTable';
import { OrderLinePicker } from '../components/OrderLinePicker';

interface Header {
  supplierId?: string;
  orderNo?: string;
  creatorId?: string;
  dateArrive: Dayjs;
  storehouseId?: string;
  remark?: string;
  direct: boolean;
  outsideFactoryId?: string;
}

/**
 * 新建 / 编辑到料单 (/materialAdd, /sampleMaterialAdd; ?id= edits a draft, ?noticeId= opens from a receipt notice,
 * ?purchaseBillId= opens with that purchase bill's supplier and open lines).
 */
export function ArrivalFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const { pathname } = useLocation();
  const isSample = pathname === '/sampleMaterialAdd';
  const [search] = useSearchParams();
  const editId = search.get('id');
  const noticeId = search.get('noticeId');
  const [form] = Form.useForm<Header>();
  const direct = Form.useWatch('direct', form);
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [skuRows] = useState(() => new Map<string, MaterialListRow>());
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);
  const [pickingOrders, setPickingOrders] = useState(false);
  const [byOrder, setByOrder] = useState<MaterialGroup | null>(null);
  const [view, setView] = useState<'lines' | 'material'>('lines');
  const [supplierName, setSupplierName] = useState('');
  const supplierId = Form.useWatch('supplierId', form);
  const refresh = useListRefresh(isSample ? 'sample-arrivals' : 'arrivals');
  const f = (key: string) => t(`arrivals.field.${key}`);

  const existing = useQuery({
    queryKey: ['arrival', editId],
    queryFn: () => arrivalsApi.detail(editId!),
    enabled: Boolean(editId),
    staleTime: 0,
  });
  // Re-edit: 采购未到 of the saved lines, from the supplier's open purchase lines (and order splits), as the new form has it.
  const belongModule: 0 | 1 = isSample ? 1 : 0;
  const reeditLinked = existing.data?.lines.some((l) => l.purchaseLineId) ?? false;
  const reeditOpen = useQuery({
    queryKey: ['arrival-reedit-open', editId, existing.data?.supplierId, belongModule],
    queryFn: async () => {
      const d = existing.data!;
      const [openLines, openSplits] = await Promise.all([
        arrivalsApi.purchaseLines(d.supplierId, belongModule),
        d.lines.some((l) => l.purchaseLineDemandId)
          ? arrivalsApi.orderLines({ supplierId: d.supplierId, belongModule })
          : Promise.resolve([]),
      ]);
      return { openLines, openSplits };
    },
    enabled: reeditLinked,
    staleTime: 0,
  });
  // ?purchaseBillId= (开到料单 from purchasing): that bill's supplier (and 到料仓库) with its open lines, as 按采购单添加 adds them.
  const purchaseBillId = editId ? null : search.get('purchaseBillId');
  const fromPurchase = useQuery({
    queryKey: ['arrival-from-purchase', purchaseBillId, belongModule],
    queryFn: async () => {
      const [head, open] = await Promise.all([
        arrivalsApi.purchaseHead(purchaseBillId!).catch(() => null),
        arrivalsApi.purchaseLinesOfBill(purchaseBillId!, belongModule),
      ]);
      return { head, lines: openLinesOfBill(open, purchaseBillId!) };
    },
    enabled: Boolean(purchaseBillId),
    staleTime: 0,
  });
  const notice = useQuery({
    queryKey: ['arrival-notice', noticeId],
    queryFn: () => arrivalsApi.notice({ id: noticeId! }),
    enabled: Boolean(noticeId),
  });

  useEffect(() => {
    const d = existing.data;
    if (!d || (reeditLinked && reeditOpen.isLoading)) return;
    form.setFieldsValue({
      supplierId: d.supplierId,
      orderNo: d.orderNo,
      creatorId: d.creatorId,
      dateArrive: dayjs(d.dateArrive),
      storehouseId: d.storehouseId,
      remark: d.remark ?? '',
      direct: Boolean(d.outsideFactoryId),
      outsideFactoryId: d.outsideFactoryId ?? undefined,
    });
    const saved = d.lines.map(lineFromDetail);
    setLines(reeditOpen.data ? withOutstanding(saved, reeditOpen.data.openLines, reeditOpen.data.openSplits) : saved);
    setSupplierName(d.supplierName);
  }, [existing.data, reeditLinked, reeditOpen.isLoading, reeditOpen.data, form]);
  useEffect(() => {
    const n = notice.data;
    if (!n) return;
    form.setFieldsValue({ supplierId: n.supplierId, storehouseId: n.storehouseId ?? undefined });
    setLines(n.lines.map(lineFromNotice));
    setSupplierName(n.supplierName);
  }, [notice.data, form]);

  useEffect(() => {
    const p = fromPurchase.data;
    if (!p) return;
    const supplier = p.head?.supplierId ?? p.lines[0]?.supplierId;
    if (!supplier || p.lines.length === 0) {
      message.warning(t('arrivals.message.nothingOpen'));
      return;
    }
    form.setFieldsValue({
      supplierId: supplier,
      ...(p.head?.arriveStorehouseId ? { storehouseId: p.head.arriveStorehouseId } : {}),
    });
    setLines(p.lines.map(lineFromPurchase));
    setSupplierName(p.head?.supplierName ?? '');
  }, [fromPurchase.data, form, message, t]);

  const skuLoader: OptionLoader = async (keyword) => {
    const page = await fetchSkus(keyword, isSample);
    return page.list
      .filter((r) => r.skuId)
      .map((r) => {
        skuRows.set(String(r.skuId), r);
        return { value: String(r.skuId), label: skuText(r) };
      });
  };

  const save = async (submit: boolean) => {
    const header = await form.validateFields();
    if (lines.length === 0) {
      message.error(t('arrivals.message.noLines'));
      return;
    }
    const wrong = lines.findIndex((l) => !figuresOf(l) || !isOptionalNumber(l.taxRate, 2) || !isRollNo(l.rollNo));
    if (wrong >= 0) {
      const l = lines[wrong]!;
      const field = !isQuantity(l.quantity)
        ? f('quantity')
        : !isQuantity(l.conversionRate)
          ? f('rate')
          : !isOptionalNumber(l.unitPrice, 4)
            ? f('unitPrice')
            : !isOptionalNumber(l.amount, 2)
              ? f('amount')
              : !isRollNo(l.rollNo)
                ? f('rollNo')
                : f('taxRate');
      message.error(t('arrivals.message.badLine', { n: wrong + 1, field }));
      return;
    }
    const input: ArrivalSave = {
      supplierId: header.supplierId!,
      orderNo: header.orderNo?.trim() || null,
      creatorId: header.creatorId!,
      dateArrive: header.dateArrive.format('YYYY-MM-DD'),
      storehouseId: header.storehouseId!,
      remark: header.remark?.trim() || null,
      belongModule,
      outsideFactoryId: header.direct ? (header.outsideFactoryId ?? null) : null,
      noticeId: existing.data?.noticeId ?? noticeId ?? null,
      materialsSkus: lines.map((l) => ({
        id: l.lineId ?? null,
        materialSkuId: l.materialSkuId,
        purchaseLineId: l.purchaseLineId,
        purchaseLineDemandId: l.purchaseLineDemandId,
        conversionRate: l.conversionRate.trim(),
        quantity: l.quantity.trim(),
        unitPrice: l.amountTyped ? null : l.unitPrice.trim() || null,
        amount: l.amountTyped ? l.amount.trim() : null,
        taxRate: l.taxRate.trim() || null,
        vatNo: l.vatNo.trim() || null,
        rollNo: l.rollNo.trim() || null,
        isArriveComplete: l.isArriveComplete,
        remark: null,
      })),
    };
    setSaving(true);
    let added: string | null = null;
    try {
      const saved = editId ? await arrivalsApi.update({ ...input, arriveId: editId }) : await arrivalsApi.add(input);
      if (!editId) added = saved.id;
      const id = editId ?? saved.id;
      const billType = isSample ? 'SAMPLE_ARRIVE' : 'MATERIALS_ARRIVE';
      try {
        if (submit) await arrivalsApi.submit(billType, id);
      } finally {
        // Saved (and maybe submitted): the detail page shown next must fetch the bill and its status anew.
        await invalidateSavedArrival(queryClient, billType, id);
      }
      void refresh();
      void navigate(`/materialDetail?orderNo=${encodeURIComponent(saved.orderNo)}`);
    } catch {
      // The api client shows the refusal (a field, a limit, 库存不足 ...). When the draft was added but its submit
      // refused, the page becomes that draft's edit page, so a retry edits it instead of adding a second draft.
      if (added) {
        void refresh();
        void navigate(`${pathname}?id=${encodeURIComponent(added)}`, { replace: true });
      }
    } finally {
      setSaving(false);
    }
  };

  /** 按合计未到一键填齐: every purchase-linked line takes its outstanding quantity, in the purchase unit. */
  const fillOutstanding = () =>
    setLines((all) =>
      all.map((l) => {
        const q =
          l.outstanding && isQuantity(l.conversionRate) ? divideDecimals(l.outstanding, l.conversionRate.trim(), 4) : null;
        return q ? { ...l, quantity: q, isArriveComplete: true } : l;
      }),
    );

  if (
    (editId && (existing.isLoading || reeditOpen.isLoading)) ||
    (noticeId && notice.isLoading) ||
    (purchaseBillId && fromPurchase.isLoading)
  )
    return <Spin />;
  const purchaseHead = fromPurchase.data?.head;
  const supplierOption = existing.data
    ? [{ value: existing.data.supplierId, label: existing.data.supplierName }]
    : notice.data
      ? [{ value: notice.data.supplierId, label: notice.data.supplierName }]
      : purchaseHead
        ? [{ value: purchaseHead.supplierId, label: purchaseHead.supplierName }]
        : undefined;
  const storehouseOption = existing.data
    ? [{ value: existing.data.storehouseId, label: existing.data.storehouseName }]
    : purchaseHead?.arriveStorehouseId
      ? [{ value: purchaseHead.arriveStorehouseId, label: purchaseHead.arriveStorehouseName ?? '' }]
      : undefined;
  const figures = lines.map(figuresOf);
  const totalAmount = sumDecimals(
    figures.map((x) => x?.amount ?? '0'),
    2,
  );
  return (
    <Card
      title={t(editId ? 'arrivals.page.edit' : isSample ? 'arrivals.page.sampleAdd' : 'arrivals.page.add')}
      data-testid="arrival-form"
    >
      <Form form={form} layout="vertical" initialValues={{ dateArrive: dayjs(), creatorId: session?.userId, direct: false }}>
        <Space wrap size={16} align="start">
          <Form.Item name="supplierId" label={f('supplier')} rules={[{ required: true, message: f('supplier') }]}>
            <SearchSelect
              single
              loader={supplierLoader}
              style={{ width: 220 }}
              onChange={(_v, o) => setSupplierName(o && !Array.isArray(o) ? String(o.label) : '')}
              initialOptions={supplierOption}
              data-testid="arrival-supplier"
            />
          </Form.Item>
          <Form.Item name="orderNo" label={f('orderNo')}>
            <Input maxLength={150} placeholder={f('orderNoHint')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="creatorId" label={f('creator')} rules={[{ required: true, message: f('creator') }]}>
            <SearchSelect
              single
              loader={unitUserLoader}
              style={{ width: 180 }}
              initialOptions={session ? [{ value: session.userId, label: session.userInfo.userName }] : undefined}
            />
          </Form.Item>
          <Form.Item name="dateArrive" label={f('dateArrive')} rules={[{ required: true, message: f('dateArrive') }]}>
            <DatePicker />
          </Form.Item>
          <Form.Item name="storehouseId" label={f('storehouse')} rules={[{ required: true, message: f('storehouse') }]}>
            <SearchSelect
              single
              autoSelectSingle
              loader={storehouseLoader}
              style={{ width: 180 }}
              initialOptions={storehouseOption}
              data-testid="arrival-storehouse"
            />
          </Form.Item>
          <Form.Item name="remark" label={f('remark')}>
            <Input maxLength={150} style={{ width: 240 }} />
          </Form.Item>
        </Space>
        <Space align="start">
          <Form.Item name="direct" valuePropName="checked">
            <Checkbox>{f('direct')}</Checkbox>
          </Form.Item>
          {direct && (
            <Form.Item name="outsideFactoryId" rules={[{ required: true, message: f('outsideFactory') }]}>
              <SearchSelect
                single
                loader={outsideFactoryLoader}
                placeholder={f('outsideFactory')}
                style={{ width: 220 }}
                initialOptions={
                  existing.data?.outsideFactoryId
                    ? [{ value: existing.data.outsideFactoryId, label: existing.data.outsideFactoryName ?? '' }]
                    : undefined
                }
              />
            </Form.Item>
          )}
        </Space>
      </Form>
      <Space style={{ marginBottom: 12 }} wrap>
        <span>{t('arrivals.action.addByMaterial')}</span>
        <SearchSelect
          single
          loader={skuLoader}
          value={null}
          chosenValues={lines.map((l) => l.materialSkuId)}
          onChange={(v) => {
            const row = v ? skuRows.get(String(v)) : undefined;
            if (row) setLines((all) => [...all, lineFromSku(row)]);
          }}
          style={{ width: 420 }}
          data-testid="arrival-add-sku"
        />
        <Button
          disabled={!supplierId}
          title={supplierId ? undefined : t('arrivals.action.purchaseLater')}
          onClick={() => setPickingOrders(true)}
          data-testid="arrival-add-order"
        >
          {t('arrivals.action.addByOrder')}
        </Button>
        <Button
          disabled={!supplierId}
          title={supplierId ? undefined : t('arrivals.action.purchaseLater')}
          onClick={() => setPicking(true)}
          data-testid="arrival-add-purchase"
        >
          {t('arrivals.action.addByPurchase')}
        </Button>
        <Button
          disabled={!lines.some((l) => l.outstanding)}
          title={t('arrivals.action.fillAllHint')}
          onClick={fillOutstanding}
          data-testid="arrival-fill-all"
        >
          {t('arrivals.action.fillAll')}
        </Button>
      </Space>
      {picking && supplierId && (
        <PurchaseLinePicker
          supplierId={supplierId}
          supplierName={supplierName}
          belongModule={belongModule}
          chosen={lines.flatMap((l) => (l.purchaseLineId ? [l.purchaseLineId] : []))}
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            setLines((all) => [...all, ...picked.map(lineFromPurchase)]);
            setPicking(false);
          }}
        />
      )}
      {pickingOrders && supplierId && (
        <OrderLinePicker
          supplierId={supplierId}
          supplierName={supplierName}
          belongModule={belongModule}
          chosen={lines.flatMap((l) => (l.purchaseLineDemandId ? [l.purchaseLineDemandId] : []))}
          onClose={() => setPickingOrders(false)}
          onPick={(picked) => {
            setLines((all) => [...all, ...picked.map((o) => lineFromOrder(o))]);
            setPickingOrders(false);
          }}
        />
      )}
      {byOrder && supplierId && (
        <ByOrderDialog
          supplierId={supplierId}
          belongModule={belongModule}
          material={byOrder}
          current={{
            bySplit: new Map(
              lines
                .filter((l) => l.materialSkuId === byOrder.materialSkuId && l.purchaseLineDemandId)
                .map((l) => [
                  l.purchaseLineDemandId!,
                  { stock: figuresOf(l)?.stockQuantity ?? '', complete: l.isArriveComplete },
                ]),
            ),
            total: sumQuantities(
              lines.filter((l) => l.materialSkuId === byOrder.materialSkuId).map((l) => figuresOf(l)?.stockQuantity ?? ''),
            ),
          }}
          onClose={() => setByOrder(null)}
          onApply={(chosen) => {
            setLines((all) => applyByOrder(all, byOrder.materialSkuId, chosen));
            setByOrder(null);
          }}
        />
      )}
      <Segmented
        style={{ marginBottom: 8 }}
        value={view}
        onChange={(v) => setView(v as 'lines' | 'material')}
        options={[
          { value: 'lines', label: t('arrivals.view.lines') },
          { value: 'material', label: t('arrivals.view.material') },
        ]}
        data-testid="arrival-view"
      />
      {view === 'lines' ? (
        <ArrivalLinesTable lines={lines} onChange={setLines} />
      ) : (
        <MaterialTotalsTable
          lines={lines}
          onChange={setLines}
          onByOrder={(g) => (supplierId ? setByOrder(g) : message.warning(t('arrivals.action.purchaseLater')))}
        />
      )}
      <Space style={{ marginTop: 12 }} size={24}>
        <Typography.Text strong>{t('arrivals.summary.lines', { count: lines.length })}</Typography.Text>
        <Typography.Text strong data-testid="arrival-total">
          {t('arrivals.summary.amount', { amount: totalAmount })}
        </Typography.Text>
      </Space>
      <div style={{ marginTop: 16 }}>
        <Space>
          <Button onClick={() => void navigate(-1)}>{t('common.cancel')}</Button>
          <Button loading={saving} onClick={() => void save(false)} data-testid="arrival-save">
            {t('arrivals.action.save')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void save(true)} data-testid="arrival-save-submit">
            {t('arrivals.action.saveSubmit')}
          </Button>
        </Space>
      </div>
    </Card>
  );
}
