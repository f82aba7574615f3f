import type { DeliveryDetail } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  MaterialBillForm,
  outsideFactoryLoader,
  useLotsFollowStorehouse,
  remainingQuantity,
  storehouseLoader,
  toMaterialLine,
  useMaterialBillForm,
  useMaterialBillSave,
  withoutLots,
  type MaterialLine,
} from '../../../shared/material-lines';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { deliveryApi, noticeLoader } from '../api/delivery-api';
import { requiredRule } from '../../../shared/forms/required-rule';

interface Header {
  storehouseId?: string;
  orderNo?: string;
  deliveryCreatorId?: string;
  dateDelivery: Dayjs;
  outsideFactoryId?: string | null;
  billNotifyId?: string | null;
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

/**
 * /newPayoffOrder: a new delivery (default), a notice (?type=2), an edit (?id=), or a delivery that fulfils a notice
 * (?notifyId=, lines pre-filled with what the notice still waits for). 保存草稿 or 保存并提交.
 */
export function DeliveryFormPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const editId = search.get('id');
  const notifyId = search.get('notifyId');
  const { form, storehouseId, lines, setLines } = useMaterialBillForm<Header>();
  const f = (key: string) => t(`delivery.field.${key}`);
  useLotsFollowStorehouse(storehouseId, () => setLines(withoutLots));

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
      remark: editId ? (d.remark ?? undefined) : undefined,
    });
    setLines(toLines(d, !editId));
  }, [source.data, editId, form, setLines]);
  useEffect(() => {
    if (!form.getFieldValue('deliveryCreatorId') && formOptions.data)
      form.setFieldValue('deliveryCreatorId', formOptions.data.currentUserId);
  }, [formOptions.data, form]);

  const { saving, save } = useMaterialBillSave({
    form,
    lines,
    texts: { empty: t('delivery.form.empty'), badQuantity: t('delivery.form.badQuantity') },
    persist: (h, skus) => {
      const body = {
        belongModule: isNotice ? 2 : 0,
        storehouseId: h.storehouseId!,
        orderNo: h.orderNo?.trim() || null,
        deliveryCreatorId: h.deliveryCreatorId!,
        dateDelivery: h.dateDelivery.format('YYYY-MM-DD'),
        outsideFactoryId: h.outsideFactoryId ?? null,
        billNotifyId: isNotice ? null : (h.billNotifyId ?? null),
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
    saved: { listKey: isNotice ? 'delivery-notices' : 'deliveries', billKey: 'delivery', detailPath: '/payoffDetail/' },
  });

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
      title={title}
      loading={source.isLoading}
      form={form}
      initialValues={{ dateDelivery: dayjs() }}
      linesTitle={t('delivery.form.lines')}
      lines={lines}
      onLinesChange={setLines}
      storehouseId={storehouseId}
      quantityLabel={isNotice ? t('delivery.form.noticeQuantity') : t('delivery.form.deliveryQuantity')}
      lotsUrl={isNotice ? undefined : LOTS_URL}
      saving={saving}
      onSave={(submit) => void save(submit)}
      saveDraftLabel={t('delivery.form.saveDraft')}
      saveSubmitLabel={t('delivery.form.saveSubmit')}
    >
      <Form.Item name="storehouseId" label={f('storehouse')} rules={[requiredRule(f('storehouse'), 'select')]}>
        <SearchSelect single loader={storehouseLoader} autoSelectSingle data-testid="delivery-storehouse" />
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
        <SearchSelect single loader={outsideFactoryLoader} />
      </Form.Item>
      {!isNotice && (
        <Form.Item name="billNotifyId" label={f('notice')}>
          <SearchSelect single loader={noticeLoader} />
        </Form.Item>
      )}
      <Form.Item name="remark" label={f('remark')}>
        <Input maxLength={200} />
      </Form.Item>
    </MaterialBillForm>
  );
}
