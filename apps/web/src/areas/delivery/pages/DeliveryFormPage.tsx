import type { DeliveryDetail } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  checkMaterialsAgainstStock,
  fetchStockRows,
  MaterialBillForm,
  newMaterialLine,
  outsideFactoryLoader,
  referenceText,
  remainingQuantity,
  stockRowLabel,
  stockShortfalls,
  storehouseLoader,
  toMaterialLine,
  useLotsFollowStorehouse,
  useMaterialBillForm,
  useMaterialBillSave,
  useStorehouseRule,
  useStorehouseStockState,
  useMissionReference,
  withoutLots,
  type MaterialLine,
} from '../../../shared/material-lines';
import { BillFormHeader } from '../../../bill';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { recordCreate } from '../../../shared/search-select/record-creators';
import { DELIVERY_BILL_TYPE, deliveryApi, noticeLoader } from '../api/delivery-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import { MissionMaterialDialog, type MissionPick } from '../components/MissionMaterialDialog';
import { StockSkuPicker } from '../components/StockSkuPicker';
import '../locales/register';

interface Header {
  storehouseId?: string;
  orderNo?: string;
  deliveryCreatorId?: string;
  dateDelivery: Dayjs;
  outsideFactoryId?: string | null;
  billNotifyId?: string | null;
  missionId?: string | null;
  missionNodeId?: string | null;
  remark?: string;
}

const LOTS_URL = 'delivery/material/lots';

/** The saved lines in order with their rolls (an edit), or what a notice still waits for (a delivery of it). */
const toLines = (d: DeliveryDetail, remainingOnly: boolean): MaterialLine[] =>
  d.skus
    .map((s) =>
      toMaterialLine(s, remainingQuantity(s.quantity, remainingOnly ? (s.deliveredQuantity ?? '0') : '0'), !remainingOnly),
    )
    .filter((l) => !remainingOnly || l.quantity !== '');

/** 按工单添加: the ticked materials with what is left, after the lines of other SKUs (a SKU already listed is replaced). */
const withMissionLines = (lines: MaterialLine[], pick: MissionPick): MaterialLine[] => [
  ...lines.filter((l) => !pick.lines.some((p) => p.materialSkuId === l.materialsSkuId)),
  ...pick.lines.map((p) => ({
    ...newMaterialLine(p.materialSkuId, [p.materialsNo, p.materialsName, p.colorName, p.specNoName].filter(Boolean).join(' ')),
    stockUnit: p.stockUnit,
    quantity: p.left === '0.0000' ? '' : p.left.replace(/\.?0+$/, ''),
    orderNo: pick.mission.missionNo,
  })),
];

/** What each line asks of the storehouse (lines of one SKU are added up). */
const asksOf = (lines: MaterialLine[]) =>
  lines.map((l) => ({ key: l.materialsSkuId, label: l.label, unit: l.stockUnit ?? '', quantity: l.quantity }));

/**
 * /newPayoffOrder: a new delivery (default), a notice (?type=2), an edit (?id=), a delivery that fulfils a notice
 * (?notifyId=, lines pre-filled with what the notice still waits for), or one opened from rows chosen on the stock
 * page (?stockIds=, 开送料单: their storehouse and SKUs, quantities empty). A line whose SKU is asked beyond the
 * storehouse's 库存数 is warned under its quantity, and 保存并提交 asks first (saying it will be refused where the
 * storehouse forbids negative material stock). 保存草稿 or 保存并提交.
 */
export function DeliveryFormPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const editId = search.get('id');
  const notifyId = search.get('notifyId');
  const stockIds = editId || notifyId ? '' : (search.get('stockIds') ?? '');
  const { form, storehouseId, lines, setLines } = useMaterialBillForm<Header>();
  const f = (key: string) => t(`delivery.field.${key}`);
  useLotsFollowStorehouse(storehouseId, () => setLines(withoutLots));
  // 按工单添加: the dialog (open at once when the board's 开送料单 sends ?missionId=) and the mission shown in the header.
  const [missionOpen, setMissionOpen] = useState(Boolean(search.get('missionId')));
  const [mission, setMission] = useState<{ id: string; label: string } | null>(null);
  const pickMission = (pick: MissionPick) => {
    const node = pick.mission.nodes.find((n) => n.id === pick.missionNodeId);
    setMission({ id: pick.mission.missionId, label: [pick.mission.missionNo, node?.name].filter(Boolean).join(' · ') });
    form.setFieldsValue({
      missionId: pick.mission.missionId,
      missionNodeId: pick.missionNodeId,
      outsideFactoryId: pick.mission.outsideFactoryId ?? form.getFieldValue('outsideFactoryId'),
    });
    setLines(withMissionLines(lines, pick));
    setMissionOpen(false);
  };

  const source = useQuery({
    queryKey: ['delivery', editId ?? notifyId],
    queryFn: () => deliveryApi.detail((editId ?? notifyId)!),
    enabled: Boolean(editId ?? notifyId),
  });
  const formOptions = useQuery({ queryKey: ['delivery-form'], queryFn: deliveryApi.form });
  const editing = editId ? source.data : undefined;
  const isNotice = editing ? editing.belongModule === 2 : search.get('type') === '2';

  useEffect(() => {
    const d = source.data;
    if (!d) return;
    form.setFieldsValue({
      storehouseId: d.storehouseId,
      orderNo: editId ? d.orderNo : undefined,
      deliveryCreatorId: editId ? d.deliveryCreatorId : undefined,
      dateDelivery: editId ? dayjs(d.dateDelivery) : dayjs(),
      outsideFactoryId: d.outsideFactoryId,
      billNotifyId: editId ? d.billNotifyId : d.id,
      missionId: editId ? d.missionId : null,
      missionNodeId: editId ? d.missionNodeId : null,
      remark: editId ? (d.remark ?? undefined) : undefined,
    });
    setLines(toLines(d, !editId));
    if (editId && d.missionId && d.missionNo)
      setMission({ id: d.missionId, label: [d.missionNo, d.missionNodeName].filter(Boolean).join(' · ') });
  }, [source.data, editId, form, setLines]);
  const fromStock = useQuery({
    queryKey: ['delivery-from-stock', stockIds],
    queryFn: () => fetchStockRows(stockIds.split(',')),
    enabled: Boolean(stockIds),
  });
  useEffect(() => {
    const rows = fromStock.data;
    if (!rows?.length) return;
    form.setFieldValue('storehouseId', rows[0]!.storehouseId);
    setLines(rows.map((r) => ({ ...newMaterialLine(r.materialsSkuId, stockRowLabel(r)), stockUnit: r.stockUnit })));
  }, [fromStock.data, form, setLines]);
  useEffect(() => {
    if (!form.getFieldValue('deliveryCreatorId') && formOptions.data)
      form.setFieldValue('deliveryCreatorId', formOptions.data.currentUserId);
  }, [formOptions.data, form]);

  const { saving, save, problems } = useMaterialBillSave({
    form,
    lines,
    texts: {
      empty: t('delivery.form.empty'),
      quantity: isNotice ? t('delivery.form.noticeQuantity') : t('delivery.form.deliveryQuantity'),
    },
    persist: (h, skus) => {
      const body = {
        belongModule: isNotice ? 2 : 0,
        storehouseId: h.storehouseId!,
        orderNo: h.orderNo?.trim() || null,
        deliveryCreatorId: h.deliveryCreatorId!,
        dateDelivery: h.dateDelivery.format('YYYY-MM-DD'),
        outsideFactoryId: h.outsideFactoryId ?? null,
        billNotifyId: isNotice ? null : (h.billNotifyId ?? null),
        missionId: isNotice ? null : (h.missionId ?? null),
        missionNodeId: isNotice ? null : (h.missionNodeId ?? null),
        designStyleNo: null,
        remark: h.remark?.trim() || null,
        skus: skus.map((s, i) => {
          const lot = isNotice ? undefined : lines[i]?.lot;
          return { ...s, rollId: lot?.rollId ?? null, vatNo: lot?.vatNo.trim() || null };
        }),
      };
      return editId ? deliveryApi.update({ ...body, deliveryId: editId }) : deliveryApi.create(body);
    },
    examine: deliveryApi.examine,
    saved: { detailPath: '/payoffDetail/' },
  });

  // Beyond the storehouse's 库存数 (what the ledger refuses where negative stock is forbidden): warned per line.
  const stock = useStorehouseStockState(
    isNotice ? undefined : storehouseId,
    lines.map((l) => l.materialsSkuId),
  );
  const rule = useStorehouseRule(isNotice ? undefined : storehouseId);
  const shortfalls = stock.isLoaded ? stockShortfalls(asksOf(lines), (id) => stock.stock.get(id)?.onHand) : [];
  // 生产参考余料 of the mission the delivery is for (what the factory should still hold), beside each line.
  const reference = useMissionReference(isNotice ? null : mission?.id);
  const lineWarning = (l: MaterialLine) => {
    const s = shortfalls.find((x) => x.key === l.materialsSkuId);
    if (!s) return null;
    const key = rule?.notAllowNegativeMaterial ? 'beyondRefused' : 'beyond';
    return t(`materialLines.stockGuard.${key}`, { beyond: s.beyond, unit: s.unit });
  };
  const submitOrSave = async (submit: boolean) => {
    if (submit && !isNotice && !(await checkMaterialsAgainstStock(storehouseId, asksOf(lines), 'submit'))) return;
    await save(submit);
  };

  const title = editId
    ? isNotice
      ? t('delivery.form.editNotice')
      : t('delivery.form.editDelivery')
    : isNotice
      ? t('delivery.form.newNotice')
      : t('delivery.form.newDelivery');
  return (
    <MaterialBillForm
      testId="delivery"
      header={
        <BillFormHeader
          billType={DELIVERY_BILL_TYPE}
          title={title}
          testId="delivery"
          saving={saving}
          onSave={(submit) => void submitOrSave(submit)}
        />
      }
      loading={source.isLoading || fromStock.isLoading}
      form={form}
      initialValues={{ dateDelivery: dayjs() }}
      linesTitle={t('delivery.form.lines')}
      lines={lines}
      onLinesChange={setLines}
      storehouseId={storehouseId}
      quantityLabel={isNotice ? t('delivery.form.noticeQuantity') : t('delivery.form.deliveryQuantity')}
      lotsUrl={isNotice ? undefined : LOTS_URL}
      extraColumns={
        reference.lines.length
          ? [
              {
                key: 'reference',
                title: t('delivery.form.reference'),
                render: (l: MaterialLine) => referenceText(reference.bySku, l.materialsSkuId),
              },
            ]
          : []
      }
      lineWarning={lineWarning}
      problems={problems}
    >
      <Form.Item name="storehouseId" label={f('storehouse')} rules={[requiredRule(f('storehouse'), 'select')]}>
        <SearchSelect
          single
          loader={storehouseLoader}
          create={recordCreate('storehouse')}
          autoSelectSingle
          data-testid="delivery-storehouse"
        />
      </Form.Item>
      <Form.Item name="orderNo" label={isNotice ? f('noticeNo') : f('orderNo')} rules={[{ max: 50 }]}>
        <Input placeholder={t('delivery.form.orderNoHint')} maxLength={50} />
      </Form.Item>
      <Form.Item name="deliveryCreatorId" label={f('deliverer')} rules={[requiredRule(f('deliverer'), 'select')]}>
        <SearchSelect single loader={unitUserLoader} />
      </Form.Item>
      <Form.Item name="dateDelivery" label={f('date')} rules={[requiredRule(f('date'), 'select')]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="outsideFactoryId" label={f('outsideFactory')} extra={t('delivery.form.outsideHint')}>
        <SearchSelect single loader={outsideFactoryLoader} create={recordCreate('outsideFactory')} />
      </Form.Item>
      {!isNotice && (
        <Form.Item name="billNotifyId" label={f('notice')}>
          <SearchSelect single loader={noticeLoader} />
        </Form.Item>
      )}
      {!isNotice && (
        <Form.Item label={f('mission')}>
          <Space wrap size={4}>
            {mission && (
              <Typography.Text strong data-testid="delivery-mission">
                {mission.label}
              </Typography.Text>
            )}
            <Button size="small" onClick={() => setMissionOpen(true)} data-testid="delivery-add-by-mission">
              {mission ? t('delivery.mission.change') : t('delivery.mission.add')}
            </Button>
            {mission && (
              <Button
                size="small"
                type="link"
                onClick={() => {
                  setMission(null);
                  form.setFieldsValue({ missionId: null, missionNodeId: null });
                }}
              >
                {t('delivery.mission.clear')}
              </Button>
            )}
          </Space>
          <MissionMaterialDialog
            open={missionOpen}
            missionId={mission?.id ?? search.get('missionId') ?? undefined}
            onClose={() => setMissionOpen(false)}
            onPick={pickMission}
          />
        </Form.Item>
      )}
      {!isNotice && storehouseId && (
        <Form.Item label={t('delivery.stockPick.label')} extra={t('delivery.stockPick.hint')}>
          <StockSkuPicker storehouseId={storehouseId} lines={lines} onLines={setLines} />
        </Form.Item>
      )}
      <Form.Item name="missionId" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="missionNodeId" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="remark" label={f('remark')}>
        <Input maxLength={200} />
      </Form.Item>
    </MaterialBillForm>
  );
}
