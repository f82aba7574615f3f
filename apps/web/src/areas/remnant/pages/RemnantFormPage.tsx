import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  MaterialBillForm,
  outsideFactoryLoader,
  storehouseLoader,
  toMaterialLine,
  useMaterialBillForm,
  useMaterialBillSave,
} from '../../../shared/material-lines';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { getSession } from '../../../shared/session/session';
import { remnantApi } from '../api/remnant-api';

interface Header {
  orderNo?: string;
  storehouseId?: string;
  dateOperate: Dayjs;
  operaterId?: string;
  commonOutsideFactoryId?: string | null;
  remark?: string;
}

/** /newFeedback (?id= to edit): 余料入库单 — header, lines added by material, the storehouse's stock beside each. */
export function RemnantFormPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const editId = search.get('id');
  const { form, storehouseId, lines, setLines } = useMaterialBillForm<Header>();
  const f = (key: string) => t(`remnant.field.${key}`);
  const source = useQuery({ queryKey: ['remnant', editId], queryFn: () => remnantApi.detail(editId!), enabled: Boolean(editId) });

  useEffect(() => {
    const d = source.data;
    if (!d) return;
    form.setFieldsValue({
      orderNo: d.orderNo,
      storehouseId: d.storehouseId,
      dateOperate: dayjs(d.dateOperate),
      operaterId: d.operaterId,
      commonOutsideFactoryId: d.commonOutsideFactoryId,
      remark: d.remark ?? undefined,
    });
    setLines(
      d.skuDetails.map((s) => toMaterialLine(s, s.quantity.includes('.') ? s.quantity.replace(/\.?0+$/, '') : s.quantity)),
    );
  }, [source.data, form, setLines]);

  const { saving, save } = useMaterialBillSave({
    form,
    lines,
    texts: { empty: t('remnant.form.empty'), badQuantity: t('remnant.form.badQuantity') },
    persist: (h, skus) => {
      const body = {
        orderNo: h.orderNo?.trim() || null,
        storehouseId: h.storehouseId!,
        dateOperate: h.dateOperate.format('YYYY-MM-DD'),
        operaterId: h.operaterId!,
        commonOutsideFactoryId: h.commonOutsideFactoryId ?? null,
        remark: h.remark?.trim() || null,
        skus: skus.map((l) => ({ ...l, remark: null })),
      };
      return editId ? remnantApi.update({ ...body, id: editId }) : remnantApi.add(body);
    },
    examine: remnantApi.examine,
    saved: { listKey: 'remnants', billKey: 'remnant', detailPath: '/feedbackDetail/' },
  });

  return (
    <MaterialBillForm
      testId="remnant"
      title={editId ? t('remnant.form.editTitle') : t('remnant.form.newTitle')}
      loading={source.isLoading}
      form={form}
      initialValues={{ dateOperate: dayjs(), operaterId: getSession()?.userId }}
      linesTitle={t('remnant.form.lines')}
      lines={lines}
      onLinesChange={setLines}
      storehouseId={storehouseId}
      quantityLabel={t('remnant.form.quantity')}
      saving={saving}
      onSave={(submit) => void save(submit)}
      saveDraftLabel={t('remnant.form.saveDraft')}
      saveSubmitLabel={t('remnant.form.saveSubmit')}
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
      <Form.Item name="storehouseId" label={f('storehouse')} rules={[{ required: true, message: f('storehouse') }]}>
        <SearchSelect single loader={storehouseLoader} autoSelectSingle data-testid="remnant-storehouse" />
      </Form.Item>
      <Form.Item name="dateOperate" label={f('date')} rules={[{ required: true, message: f('date') }]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="operaterId" label={f('operator')} rules={[{ required: true, message: f('operator') }]}>
        <SearchSelect single loader={unitUserLoader} />
      </Form.Item>
      <Form.Item name="commonOutsideFactoryId" label={f('outsideFactory')}>
        <SearchSelect single loader={outsideFactoryLoader} />
      </Form.Item>
      <Form.Item name="remark" label={f('remark')}>
        <Input maxLength={200} />
      </Form.Item>
    </MaterialBillForm>
  );
}
