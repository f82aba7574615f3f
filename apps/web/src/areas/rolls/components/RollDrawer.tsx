import { dec, rollAddInput, type RollRow } from '@gf/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomFieldInputs, toCustomFieldFormValues } from '../../../shared/custom-fields';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { zodRule } from '../../../shared/forms/zod-rule';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { recordCreate } from '../../../shared/search-select/record-creators';
import { materialSkuLoader, rollApi, storehouseLoader, type RollForm } from '../api/rolls-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

const s = rollAddInput.shape;
const texts = ['rollNo', 'vatNo', 'orderNo', 'styleNo', 'length', 'remark'] as const;
const blankToNull = (v: unknown) => (typeof v === 'string' ? v.trim() || null : (v ?? null));

/** The slide-in roll form: material SKU (fixed once saved), roll no. (blank = generated), vat no., storehouse, order, style, length, qualified, custom fields. */
export function RollDrawer({
  open,
  roll,
  onClose,
  onSaved,
}: {
  open: boolean;
  roll: RollRow | null;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const f = (k: string) => t(`rolls.field.${k}`);
  const { form, saving, save } = useDrawerForm({
    open,
    record: roll,
    toValues: (r: RollRow) =>
      ({
        materialSkuId: r.materialSkuId,
        rollNo: r.rollNo,
        vatNo: r.vatNo ?? undefined,
        storehouseId: r.storehouseId ?? undefined,
        orderNo: r.orderNo ?? undefined,
        styleNo: r.styleNo ?? undefined,
        length: r.length === null ? undefined : dec.parse(r.length),
        isQualified: r.isQualified,
        remark: r.remark ?? undefined,
        customFields: toCustomFieldFormValues(r.customFields),
      }) as unknown as RollForm,
    defaults: () => ({ isQualified: true }),
    toBody: (v: RollForm) =>
      ({
        ...v,
        ...Object.fromEntries(texts.map((k) => [k, blankToNull(v[k])])),
        storehouseId: v.storehouseId ?? null,
      }) as RollForm,
    submit: (body) => (roll ? rollApi.update({ ...body, id: roll.id }) : rollApi.add(body)),
    successMessage: t('rolls.form.saved'),
    onSaved: () => onSaved?.(),
    onClose,
  });

  return (
    <FormDrawer
      open={open}
      size={480}
      title={roll ? t('rolls.form.editTitle') : t('rolls.form.addTitle')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="materialSkuId" label={t('rolls.form.sku')} rules={[requiredRule(t('rolls.form.sku'), 'select')]}>
          <SearchSelect
            single
            loader={materialSkuLoader}
            disabled={Boolean(roll)}
            initialOptions={
              roll
                ? [
                    {
                      value: roll.materialSkuId,
                      label: [roll.materialNo, roll.materialName, roll.colorName, roll.specificationsNo]
                        .filter(Boolean)
                        .join(' '),
                    },
                  ]
                : []
            }
          />
        </Form.Item>
        <Form.Item name="rollNo" label={f('rollNo')} rules={[zodRule(s.rollNo)]}>
          <Input placeholder={t('rolls.form.rollNoPlaceholder')} maxLength={40} />
        </Form.Item>
        <Form.Item name="vatNo" label={f('vatNo')} rules={[zodRule(s.vatNo)]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="storehouseId" label={f('storehouse')}>
          <SearchSelect
            single
            allowClear
            loader={storehouseLoader}
            create={recordCreate('storehouse')}
            initialOptions={roll?.storehouseId ? [{ value: roll.storehouseId, label: roll.storehouseName ?? '' }] : []}
          />
        </Form.Item>
        <Form.Item name="orderNo" label={f('orderNo')} rules={[zodRule(s.orderNo)]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="styleNo" label={f('styleNo')} rules={[zodRule(s.styleNo)]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="length" label={f('length')} rules={[zodRule(s.length)]}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="isQualified" label={f('qualified')}>
          <Radio.Group
            options={[
              { value: true, label: t('rolls.form.qualifiedYes') },
              { value: false, label: t('rolls.form.qualifiedNo') },
            ]}
          />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')} rules={[zodRule(s.remark)]}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
        <CustomFieldInputs entity="SKU_ROLL" />
      </Form>
    </FormDrawer>
  );
}
