import { dec } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  fetchStockRows,
  fillByReference,
  MaterialBillForm,
  missionLoader,
  referenceText,
  useMissionReference,
  newMaterialLine,
  outsideFactoryLoader,
  stockRowLabel,
  storehouseLoader,
  toMaterialLine,
  type MaterialLine,
  useMaterialBillForm,
  useMaterialBillSave,
} from '../../../shared/material-lines';
import { BillFormHeader } from '../../../bill';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { recordCreate } from '../../../shared/search-select/record-creators';
import { getSession } from '../../../shared/session/session';
import { REMNANT_BILL_TYPE, remnantApi } from '../api/remnant-api';
import { receiptsBySku } from '../remnant-receipts.logic';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

interface Header {
  orderNo?: string;
  storehouseId?: string;
  dateOperate: Dayjs;
  operaterId?: string;
  commonOutsideFactoryId?: string | null;
  missionId?: string | null;
  remark?: string;
}

/**
 * /newFeedback (?id= to edit; ?stockIds= from rows chosen on the stock page, 开余料入库单: their storehouse and SKUs with
 * empty quantities): 余料入库单 — header, lines added by material, the storehouse's stock beside each.
 * With a 加工厂: per line 已送料 and 已余料入库 of that factory (bill/remaind/factoryReceipts), a warning on a line whose
 * SKU's 合计入库 exceeds 已送料 − 已余料入库, and a confirmation before 保存并提交. The server does not refuse it.
 * 余料退回 for a 工单 (?missionId= from the material node's panel): the mission's 生产参考余料 per line and
 * 按参考余料一键填齐; the bill names the mission, whose returns count by it.
 */
export function RemnantFormPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const editId = search.get('id');
  const stockIds = editId ? '' : (search.get('stockIds') ?? '');
  const { form, storehouseId, lines, setLines } = useMaterialBillForm<Header>();
  const f = (key: string) => t(`remnant.field.${key}`);
  const source = useQuery({ queryKey: ['remnant', editId], queryFn: () => remnantApi.detail(editId!), enabled: Boolean(editId) });
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const factoryId = Form.useWatch<string | null | undefined>('commonOutsideFactoryId', form) ?? null;
  const skuIds = [...new Set(lines.map((l) => l.materialsSkuId))];
  const receiptsQuery = {
    queryKey: ['remnant-factory-receipts', factoryId, skuIds.join(',')],
    queryFn: () => remnantApi.factoryReceipts({ outsideFactoryId: factoryId!, materialsSkuIds: skuIds }),
  };
  const factoryReceipts = useQuery({ ...receiptsQuery, enabled: Boolean(factoryId && skuIds.length) });
  const receipts = receiptsBySku(lines, factoryId ? (factoryReceipts.data ?? []) : []);
  const missionId = Form.useWatch<string | null | undefined>('missionId', form) ?? null;
  const reference = useMissionReference(missionId);
  const shown = (id: string, key: 'delivered' | 'returned') => {
    const v = receipts.get(id)?.[key];
    return v === undefined ? '-' : dec.norm(v);
  };

  useEffect(() => {
    const d = source.data;
    if (!d) return;
    form.setFieldsValue({
      orderNo: d.orderNo,
      storehouseId: d.storehouseId,
      dateOperate: dayjs(d.dateOperate),
      operaterId: d.operaterId,
      commonOutsideFactoryId: d.commonOutsideFactoryId,
      missionId: d.missionId,
      remark: d.remark ?? undefined,
    });
    setLines(
      d.skuDetails.map((s) => toMaterialLine(s, s.quantity.includes('.') ? s.quantity.replace(/\.?0+$/, '') : s.quantity, true)),
    );
  }, [source.data, form, setLines]);

  const fromStock = useQuery({
    queryKey: ['remnant-from-stock', stockIds],
    queryFn: () => fetchStockRows(stockIds.split(',')),
    enabled: Boolean(stockIds),
  });
  useEffect(() => {
    const rows = fromStock.data;
    if (!rows?.length) return;
    form.setFieldValue('storehouseId', rows[0]!.storehouseId);
    setLines(rows.map((r) => ({ ...newMaterialLine(r.materialsSkuId, stockRowLabel(r)), stockUnit: r.stockUnit })));
  }, [fromStock.data, form, setLines]);

  const { saving, save, problems } = useMaterialBillSave({
    form,
    lines,
    texts: { empty: t('remnant.form.empty'), quantity: t('remnant.form.quantity') },
    persist: (h, skus) => {
      const body = {
        orderNo: h.orderNo?.trim() || null,
        storehouseId: h.storehouseId!,
        dateOperate: h.dateOperate.format('YYYY-MM-DD'),
        operaterId: h.operaterId!,
        commonOutsideFactoryId: h.commonOutsideFactoryId ?? null,
        missionId: h.missionId ?? null,
        remark: h.remark?.trim() || null,
        skus: skus.map((l) => ({ ...l, remark: null })),
      };
      return editId ? remnantApi.update({ ...body, id: editId }) : remnantApi.add(body);
    },
    examine: remnantApi.examine,
    saved: { detailPath: '/feedbackDetail/' },
  });

  /** 保存并提交 of a bill over what the factory holds asks first (asked afresh: the figures may be loading). */
  const confirmThenSave = async (submit: boolean) => {
    if (submit && factoryId && skuIds.length) {
      const rows = await queryClient.fetchQuery(receiptsQuery).catch(() => []);
      const over = [...receiptsBySku(lines, rows)].filter(([, r]) => r.over);
      if (over.length) {
        const go = await modal.confirm({
          title: t('remnant.form.overTitle'),
          content: (
            <div data-testid="remnant-over-confirm">
              <p>{t('remnant.form.overText')}</p>
              {over.map(([id, r]) => (
                <div key={id}>
                  {lines.find((l) => l.materialsSkuId === id)?.label}:{' '}
                  {t('remnant.form.overLine', {
                    entered: r.entered,
                    delivered: dec.norm(r.delivered),
                    returned: dec.norm(r.returned),
                  })}
                </div>
              ))}
            </div>
          ),
          okText: t('remnant.form.overOk'),
          cancelText: t('common.cancel'),
          width: 560,
        });
        if (!go) return;
      }
    }
    await save(submit);
  };

  return (
    <MaterialBillForm
      testId="remnant"
      header={
        <BillFormHeader
          billType={REMNANT_BILL_TYPE}
          title={editId ? t('remnant.form.editTitle') : t('remnant.form.newTitle')}
          testId="remnant"
          saving={saving}
          onSave={(submit) => void confirmThenSave(submit)}
        />
      }
      loading={source.isLoading || fromStock.isLoading}
      form={form}
      initialValues={{ dateOperate: dayjs(), operaterId: getSession()?.userId, missionId: search.get('missionId') }}
      linesTitle={t('remnant.form.lines')}
      lines={lines}
      onLinesChange={setLines}
      storehouseId={storehouseId}
      quantityLabel={t('remnant.form.quantity')}
      extraColumns={[
        ...(missionId
          ? [
              {
                key: 'reference',
                title: t('remnant.form.reference'),
                render: (l: MaterialLine) => referenceText(reference.bySku, l.materialsSkuId),
              },
            ]
          : []),
        ...(factoryId
          ? [
              {
                key: 'delivered',
                title: t('remnant.form.delivered'),
                render: (l: MaterialLine) => shown(l.materialsSkuId, 'delivered'),
              },
              {
                key: 'returned',
                title: t('remnant.form.returned'),
                render: (l: MaterialLine) => shown(l.materialsSkuId, 'returned'),
              },
            ]
          : []),
      ]}
      lineWarning={(l) => {
        const r = receipts.get(l.materialsSkuId);
        return r?.over ? t('remnant.form.overWarning', { open: r.open }) : null;
      }}
      problems={problems}
    >
      <Form.Item
        name="orderNo"
        label={f('orderNo')}
        validateTrigger="onBlur"
        rules={[
          { max: 50 },
          {
            validator: async (_r, v?: string) => {
              if (v?.trim() && (await remnantApi.queryRepeat(v.trim(), editId ?? undefined)).exists)
                throw new Error(t('remnant.form.duplicate'));
            },
          },
        ]}
      >
        <Input placeholder={t('remnant.form.orderNoHint')} maxLength={50} />
      </Form.Item>
      <Form.Item name="storehouseId" label={f('storehouse')} rules={[requiredRule(f('storehouse'), 'select')]}>
        <SearchSelect
          single
          loader={storehouseLoader}
          create={recordCreate('storehouse')}
          autoSelectSingle
          data-testid="remnant-storehouse"
        />
      </Form.Item>
      <Form.Item name="dateOperate" label={f('date')} rules={[requiredRule(f('date'), 'select')]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="operaterId" label={f('operator')} rules={[requiredRule(f('operator'), 'select')]}>
        <SearchSelect single loader={unitUserLoader} />
      </Form.Item>
      <Form.Item name="commonOutsideFactoryId" label={f('outsideFactory')} extra={t('remnant.form.factoryHint')}>
        <SearchSelect single loader={outsideFactoryLoader} create={recordCreate('outsideFactory')} />
      </Form.Item>
      <Form.Item label={f('mission')} extra={t('remnant.form.missionHint')}>
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 8 }}>
          <Form.Item name="missionId" noStyle>
            <SearchSelect single loader={missionLoader} data-testid="remnant-mission" />
          </Form.Item>
          <Button
            disabled={!missionId || reference.lines.length === 0}
            onClick={() => setLines(fillByReference(lines, reference.lines, reference.missionNo))}
            data-testid="remnant-fill-reference"
          >
            {t('remnant.form.fillReference')}
          </Button>
        </div>
      </Form.Item>
      <Form.Item name="remark" label={f('remark')}>
        <Input maxLength={200} />
      </Form.Item>
    </MaterialBillForm>
  );
}
