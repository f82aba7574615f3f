import { PlusOutlined } from '@ant-design/icons';
import { dec, formatUnitTotals, totalsByUnit } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api';
import { answerFields } from '../../../shared/api/field-text';
import { feedback } from '../../../shared/feedback/feedback';
import { shownProblems, type RefusedCells } from '../../../shared/line-problems';
import { purchasingApi, trimZeros } from '../api/purchasing-api';
import { DemandPickerDialog, UnplannedDialog } from '../components/AddLinesDialogs';
import { PurchaseHeaderCard, type HeaderValues } from '../components/PurchaseHeaderCard';
import {
  groupBySupplier,
  lineFromMaterial,
  linesFromBill,
  linesFromDemands,
  refusedPurchaseCells,
  toPayload,
} from '../components/purchase-form-lines';
import {
  fillWithWaiting,
  followTotal,
  lineTotal,
  purchaseGridProblems,
  type EditLine,
  type LineField,
} from '../components/purchase-line-edit';
import { PurchaseLinesTable, problemWithPlace } from '../components/PurchaseLinesTable';
import '../locales/register';

/**
 * 新建采购单 (/newPurchase, /newSamplePurchase; ?demandIds= from the board, ?id= to re-edit); with
 * ?type=pickUpDelivery the 一键采到送 form (业务员, 物料仓库, 送料工厂, 本次到料 / 本次送料 per line).
 */
export function PurchaseFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSample = useLocation().pathname === '/newSamplePurchase';
  const [search] = useSearchParams();
  const editId = search.get('id');
  const demandIds = search.get('demandIds');
  const isPickUp = !isSample && !editId && search.get('type') === 'pickUpDelivery';
  const [form] = Form.useForm<HeaderValues>();
  const [lines, setRawLines] = useState<EditLine[]>([]);
  // Every change keeps each supplier's lines together (row numbers = saved order); in 一键采到送 it also passes
  // through followTotal: 本次到料 / 本次送料 follow 本次采购.
  const setLines = useCallback(
    (next: EditLine[] | ((prev: EditLine[]) => EditLine[])) =>
      setRawLines((prev) => {
        const out = groupBySupplier(typeof next === 'function' ? next(prev) : next);
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
  // Blank required cells are marked once a save was tried; a value that is wrong is marked as it is typed.
  const [tried, setTried] = useState(false);
  // A refusal's cells, each kept while its line is the one refused (any edit of the line clears it).
  const [refused, setRefused] = useState<RefusedCells<EditLine, LineField>>(new Map());

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

  const total = dec.fixed(
    dec.sum(
      lines.map((l) => (/^\d+(\.\d+)?$/.test(l.amount.trim()) ? l.amount.trim() : '0')),
      2,
    ),
    2,
  );
  // 合计采购 per stock unit: 米 and 个 are never added into one number.
  const unitTotals = formatUnitTotals(
    totalsByUnit(
      lines,
      (l) => lineTotal(l) || null,
      (l) => l.stockUnit,
    ),
    trimZeros,
  );
  const local = purchaseGridProblems(lines, isPickUp);
  const shown = shownProblems(lines, local.byKey, refused, tried);

  const save = async () => {
    setTried(true);
    const h = await form.validateFields().catch((e: { errorFields?: { name: (string | number)[]; errors: string[] }[] }) => {
      const first = e.errorFields?.[0];
      if (first) {
        form.scrollToField(first.name);
        feedback.message.warning(first.errors[0] ?? t('purchasing.problem.header'));
      }
      return null;
    });
    if (!h) return;
    if (!lines.length) return feedback.message.warning(t('purchasing.form.empty'));
    if (local.all.length) {
      // Named row by row and column by column (the cells are marked red too), never one vague line.
      const named = local.all.slice(0, 3).map(({ row, problem }) => problemWithPlace(t, row, problem));
      const more = local.all.length > 3 ? t('purchasing.problem.more', { count: local.all.length }) : '';
      // up to three problems to read: longer on screen than a one-word toast
      return feedback.message.warning(`${named.join(t('purchasing.problem.separator'))}${more}`, 6);
    }
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
      navigate(`${isSample ? '/detailSamplePurchase' : '/detailPurchase'}?orderNo=${encodeURIComponent(firstNo)}`, {
        replace: true,
      });
    } catch (error) {
      // The api client has shown the refusal ("第2行 数量：…"); its field paths mark the cells they name.
      if (!(error instanceof ApiError)) throw error;
      setRefused(refusedPurchaseCells(lines, answerFields(error.data), error.message));
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
      <PurchaseHeaderCard form={form} isSample={isSample} isPickUp={isPickUp} />
      <div className="page-title-bar">
        <Typography.Text strong data-testid="purchase-summary">
          {t('purchasing.form.summary', { count: lines.length, totals: unitTotals || '0', amount: total })}
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
          problems={shown}
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
        onPick={(row, supplier) => setLines((prev) => [...prev, lineFromMaterial(row, supplier)])}
      />
    </div>
  );
}
