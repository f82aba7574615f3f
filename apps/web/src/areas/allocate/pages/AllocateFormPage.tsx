import { dec } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { billApi, BillFormHeader } from '../../../bill';
import { requiredRule } from '../../../shared/forms/required-rule';
import {
  checkMaterialsAgainstStock,
  MaterialBillForm,
  newMaterialLine,
  storehouseLoader,
  useMaterialBillForm,
  useMaterialBillSave,
  useStorehouseStock,
} from '../../../shared/material-lines';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { recordCreate } from '../../../shared/search-select/record-creators';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { getSession } from '../../../shared/session/session';
import { allocateApi, receivingStorehouseLoader } from '../api/allocate-api';
import '../locales/register';

interface Header {
  orderNo?: string;
  /** 调出仓库 (named storehouseId: the line table shows its stock). */
  storehouseId?: string;
  inStorehouseId?: string;
  operaterId?: string;
  opDate: Dayjs;
  remark?: string;
}

/**
 * /allocate/new (?id= to edit a draft): a 调出单 of materials — 调出仓库 (the factory's), 调入仓库 (any storehouse of
 * the company, another factory's included), lines added by material with the issuing storehouse's stock beside each;
 * a quantity beyond that stock is flagged on its line and asked about before 保存并提报. The server values it at cost.
 */
export function AllocateFormPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const editId = search.get('id');
  const { form, storehouseId, lines, setLines } = useMaterialBillForm<Header>();
  const f = (key: string) => t(`allocate.field.${key}`);
  const source = useQuery({
    queryKey: ['allocate', editId],
    queryFn: () => allocateApi.detail(editId!),
    enabled: Boolean(editId),
  });
  const stock = useStorehouseStock(storehouseId, [...new Set(lines.map((l) => l.materialsSkuId))]);

  useEffect(() => {
    const d = source.data;
    if (!d) return;
    form.setFieldsValue({
      orderNo: d.billNo,
      storehouseId: d.outStorehouseId,
      inStorehouseId: d.inStorehouseId,
      operaterId: d.operaterId,
      opDate: dayjs(d.opDate),
      remark: d.remark ?? undefined,
    });
    setLines(
      d.lines.map((l) => ({ ...newMaterialLine(l.skuId, l.skuName), stockUnit: l.stockUnit, quantity: dec.norm(l.quantity) })),
    );
  }, [source.data, form, setLines]);

  const { saving, save, problems } = useMaterialBillSave({
    form,
    lines,
    texts: { empty: t('allocate.form.empty'), quantity: f('quantity') },
    persist: (h, skus) => {
      const body = {
        billType: 'BILL_CALL_OUT',
        skuKind: 'MATERIAL',
        orderNo: h.orderNo?.trim() || null,
        outStorehouseId: h.storehouseId,
        inStorehouseId: h.inStorehouseId,
        operaterId: h.operaterId,
        opDate: h.opDate.format('YYYY-MM-DD'),
        remark: h.remark?.trim() || null,
        lines: skus.map((l) => ({ skuId: l.materialsSkuId, quantity: l.quantity })),
      };
      return editId ? allocateApi.update({ ...body, id: editId }) : allocateApi.add(body);
    },
    examine: (id) => billApi.submit('BILL_CALL_OUT', id),
    saved: { detailPath: '/allocate/detail?id=' },
  });

  /** Taking more than the issuing storehouse holds is asked about first (refused there where it forbids negative stock). */
  const confirmThenSave = async (submit: boolean) => {
    const asks = lines.map((l) => ({ key: l.materialsSkuId, label: l.label, unit: l.stockUnit ?? '', quantity: l.quantity }));
    if (submit && !(await checkMaterialsAgainstStock(storehouseId, asks, 'submit'))) return;
    await save(submit);
  };

  return (
    <MaterialBillForm
      testId="allocate"
      header={
        <BillFormHeader
          billType="BILL_CALL_OUT"
          title={editId ? t('allocate.form.editTitle') : t('allocate.form.newTitle')}
          testId="allocate"
          saving={saving}
          onSave={(submit) => void confirmThenSave(submit)}
        />
      }
      loading={source.isLoading}
      form={form}
      initialValues={{ opDate: dayjs(), operaterId: getSession()?.userId }}
      linesTitle={t('allocate.form.lines')}
      lines={lines}
      onLinesChange={setLines}
      storehouseId={storehouseId}
      quantityLabel={f('quantity')}
      lineWarning={(l) => {
        const onHand = stock.get(l.materialsSkuId)?.onHand;
        const asked = lines.filter((x) => x.materialsSkuId === l.materialsSkuId).map((x) => x.quantity.trim());
        if (onHand === undefined || asked.some((q) => !dec.isValid(q))) return null;
        return dec.isPositive(dec.sub(dec.sum(asked), onHand)) ? t('allocate.form.over', { onHand: dec.norm(onHand) }) : null;
      }}
      problems={problems}
    >
      <Form.Item name="orderNo" label={f('billNo')} rules={[{ max: 50 }]}>
        <Input placeholder={t('allocate.form.orderNoHint')} maxLength={50} />
      </Form.Item>
      <Form.Item name="storehouseId" label={f('outStorehouse')} rules={[requiredRule(f('outStorehouse'), 'select')]}>
        <SearchSelect
          single
          loader={storehouseLoader}
          create={recordCreate('storehouse')}
          data-testid="allocate-out-storehouse"
        />
      </Form.Item>
      <Form.Item name="inStorehouseId" label={f('inStorehouse')} rules={[requiredRule(f('inStorehouse'), 'select')]}>
        <SearchSelect single loader={receivingStorehouseLoader} data-testid="allocate-in-storehouse" />
      </Form.Item>
      <Form.Item name="opDate" label={f('opDate')} rules={[requiredRule(f('opDate'), 'select')]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="operaterId" label={f('operator')} rules={[requiredRule(f('operator'), 'select')]}>
        <SearchSelect single loader={unitUserLoader} />
      </Form.Item>
      <Form.Item name="remark" label={f('remark')}>
        <Input maxLength={100} />
      </Form.Item>
    </MaterialBillForm>
  );
}
