import { placeOrderTypeInput, type PlaceOrderType } from '@gf/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { requiredRule } from '../../../shared/forms/required-rule';
import { zodTextRule } from '../../../shared/forms/zod-rule';
import type { CreateFormProps } from '../../../shared/search-select/select-create';
import { ordersApi } from '../api/orders-api';

/** 新建 in the 下单类型 select: the category's name, saved as the factory's order category and chosen. */
export function PlaceOrderTypeCreate({ open, keyword, onClose, onSaved }: CreateFormProps<PlaceOrderType>) {
  const { t } = useTranslation();
  const label = t('productionOrders.form.placeOrderTypeName');
  const { form, saving, save } = useDrawerForm<{ attrVal: string }, null, string, PlaceOrderType>({
    open,
    record: null,
    defaults: () => ({ attrVal: keyword }),
    toBody: (v) => v.attrVal.trim(),
    submit: (attrVal) => ordersApi.addPlaceOrderType(attrVal),
    onSaved,
    onClose,
  });
  return (
    <FormDrawer
      open={open}
      title={t('productionOrders.form.newPlaceOrderType')}
      size={420}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      saveTestId="place-order-type-save"
    >
      <Form form={form} layout="vertical" name="place-order-type">
        <Form.Item
          name="attrVal"
          label={label}
          rules={[requiredRule(label), zodTextRule(placeOrderTypeInput.shape.attrVal, label)]}
        >
          <Input maxLength={50} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
