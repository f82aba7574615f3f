import type { MaterialListRow } from '@gf/contracts';
import { divideDecimals, formatUnitTotals, sumDecimals, totalsByUnit } from '@gf/contracts';
import { App, Button, Card, Form, Segmented, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { BillFormHeader } from '../../../bill';
import { ApiError } from '../../../shared/api';
import { answerFields } from '../../../shared/api/field-text';
import { shownProblems, type RefusedCells } from '../../../shared/line-problems';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import type { OptionLoader } from '../../../shared/search-select/search-select.logic';
import { useSession } from '../../../shared/session/session';
import { arrivalsApi, fetchSkus, skuText, trimZeros, type ArrivalSave } from '../api/arrivals-api';
import { ArrivalHeaderFields } from '../components/ArrivalHeaderFields';
import { arrivalGridProblems, refusedArrivalCells, type ArrivalCell } from '../components/arrival-line-problems';
import {
  ArrivalLinesTable,
  arrivalProblemWithPlace,
  figuresOf,
  isQuantity,
  type LineDraft,
} from '../components/ArrivalLinesTable';
import { lineFromOrder, lineFromPurchase, lineFromSku } from '../components/arrival-lines';
import { ByOrderDialog } from '../components/ByOrderDialog';
import { applyByOrder, sumQuantities, type MaterialGroup } from '../components/by-order-pour';
import { MaterialTotalsTable } from '../components/MaterialTotalsTable';
import { OrderLinePicker } from '../components/OrderLinePicker';
import { PurchaseLinePicker } from '../components/PurchaseLinePicker';
import { useArrivalSources, type ArrivalHeader } from '../components/use-arrival-sources';
import '../locales/register';

/**
 * 新建 / 编辑到料单 (/materialAdd, /sampleMaterialAdd; ?id= edits a draft, ?noticeId= opens from a receipt notice,
 * ?purchaseBillId= opens with that purchase bill's supplier and open lines).
 */
export function ArrivalFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const session = useSession();
  const { pathname } = useLocation();
  const isSample = pathname === '/sampleMaterialAdd';
  const [search] = useSearchParams();
  const editId = search.get('id');
  const [form] = Form.useForm<ArrivalHeader>();
  const direct = Form.useWatch('direct', form);
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [skuRows] = useState(() => new Map<string, MaterialListRow>());
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);
  const [pickingOrders, setPickingOrders] = useState(false);
  const [byOrder, setByOrder] = useState<MaterialGroup | null>(null);
  const [view, setView] = useState<'lines' | 'material'>('lines');
  const [supplierName, setSupplierName] = useState('');
  // Blank required cells are marked once a save was tried; a refusal's cells while their line is unchanged.
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<RefusedCells<LineDraft, ArrivalCell>>(new Map());
  const supplierId = Form.useWatch('supplierId', form);
  const belongModule: 0 | 1 = isSample ? 1 : 0;
  const source = useArrivalSources({
    editId,
    noticeId: search.get('noticeId'),
    purchaseBillId: editId ? null : search.get('purchaseBillId'),
    belongModule,
    form,
    setLines,
    setSupplierName,
  });
  const own = arrivalGridProblems(lines);

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
    setTried(true);
    const header = await form.validateFields();
    if (lines.length === 0) {
      message.error(t('arrivals.message.noLines'));
      return;
    }
    if (own.all.length) {
      // Row by row and column by column (the cells are red too), never one vague line.
      const named = own.all.slice(0, 3).map(({ row, problem }) => arrivalProblemWithPlace(t, row, problem));
      const more = own.all.length > 3 ? t('arrivals.problem.more', { count: own.all.length }) : '';
      // up to three problems to read: longer on screen than a one-word toast
      message.error(`${named.join(t('arrivals.problem.separator'))}${more}`, 6);
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
      noticeId: source.noticeId,
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
      if (submit) await arrivalsApi.submit(billType, id);
      void navigate(`/materialDetail?orderNo=${encodeURIComponent(saved.orderNo)}`);
    } catch (error) {
      // The api client shows the refusal (a field, a limit, 库存不足 ...); the cells it names are marked. When the draft
      // was added but its submit refused, the page becomes that draft's edit page, so a retry edits it instead of
      // adding a second draft.
      if (error instanceof ApiError) setRefused(refusedArrivalCells(lines, answerFields(error.data), error.message));
      if (added) void navigate(`${pathname}?id=${encodeURIComponent(added)}`, { replace: true });
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

  if (source.loading) return <Spin />;
  const figures = lines.map(figuresOf);
  const totalAmount = sumDecimals(
    figures.map((x) => x?.amount ?? '0'),
    2,
  );
  // 合计到料 per stock unit: 米 and 个 are never added into one number.
  const unitTotals = formatUnitTotals(
    totalsByUnit(
      lines,
      (l) => figuresOf(l)?.stockQuantity ?? null,
      (l) => l.stockUnit,
    ),
    trimZeros,
  );
  return (
    <div data-testid="arrival-form">
      <BillFormHeader
        billType={isSample ? 'SAMPLE_ARRIVE' : 'MATERIALS_ARRIVE'}
        title={t(editId ? 'arrivals.page.edit' : isSample ? 'arrivals.page.sampleAdd' : 'arrivals.page.add')}
        testId="arrival"
        saving={saving}
        onSave={(submit) => void save(submit)}
      />
      <Card>
        <Form form={form} layout="vertical" initialValues={{ dateArrive: dayjs(), creatorId: session?.userId, direct: false }}>
          <ArrivalHeaderFields direct={Boolean(direct)} options={source.options} onSupplierName={setSupplierName} />
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
          <ArrivalLinesTable lines={lines} onChange={setLines} problems={shownProblems(lines, own.byKey, refused, tried)} />
        ) : (
          <MaterialTotalsTable
            lines={lines}
            onChange={setLines}
            onByOrder={(g) => (supplierId ? setByOrder(g) : message.warning(t('arrivals.action.purchaseLater')))}
          />
        )}
        <Space style={{ marginTop: 12 }} size={24}>
          <Typography.Text strong>{t('arrivals.summary.lines', { count: lines.length })}</Typography.Text>
          <Typography.Text strong data-testid="arrival-unit-totals">
            {t('arrivals.summary.unitTotals', { totals: unitTotals || '0' })}
          </Typography.Text>
          <Typography.Text strong data-testid="arrival-total">
            {t('arrivals.summary.amount', { amount: totalAmount })}
          </Typography.Text>
        </Space>
      </Card>
    </div>
  );
}
