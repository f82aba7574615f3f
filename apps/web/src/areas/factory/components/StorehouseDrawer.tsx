import { addStorehouseInput, storehouseKinds, storehouseOperableTypes, type StorehouseRow } from '@gf/contracts';
import { Checkbox, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { storehouseApi, type StorehouseForm } from '../api/factory-api';

const shape = addStorehouseInput.shape;

/** The slide-in storehouse form: name, kind, what it may do (operableType), forbid negative stock, default. */
export function StorehouseDrawer({
  open,
  storehouse,
  onClose,
  onSaved,
}: {
  open: boolean;
  storehouse: StorehouseRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();

  const { form, saving, save } = useDrawerForm({
    open,
    record: storehouse,
    toValues: (s: StorehouseRow) => ({ ...s, remark: s.remark ?? undefined }),
    defaults: (): Partial<StorehouseForm> => ({
      kind: 'MIXED',
      notAllowNegative: false,
      operableType: [...storehouseOperableTypes],
      isDefault: false,
    }),
    toBody: (values: StorehouseForm): StorehouseForm => ({
      ...values,
      name: values.name.trim(),
      remark: values.remark?.trim() || null,
      operableType: values.operableType ?? [],
    }),
    submit: async (body) => {
      if (storehouse) await storehouseApi.update({ ...body, id: storehouse.id });
      else await storehouseApi.add(body);
    },
    successMessage: t('factory.storehouse.saved'),
    onSaved,
    onClose,
  });

  return (
    <FormDrawer
      open={open}
      size={480}
      title={storehouse ? t('factory.storehouse.editTitle') : t('factory.storehouse.createTitle')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="name" label={t('factory.storehouse.nameLabel')} required rules={[zodTextRule(shape.name)]}>
          <Input maxLength={15} showCount />
        </Form.Item>
        <Form.Item name="kind" label={t('factory.storehouse.kind')}>
          <Select options={storehouseKinds.map((k) => ({ value: k, label: t(`factory.storehouse.kinds.${k}`) }))} />
        </Form.Item>
        <Form.Item name="operableType" label={t('factory.storehouse.operableType')}>
          <Checkbox.Group
            options={storehouseOperableTypes.map((k) => ({ value: k, label: t(`factory.storehouse.operableTypes.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="notAllowNegative" label={t('factory.storehouse.notAllowNegative')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="isDefault" label={t('factory.storehouse.isDefault')} valuePropName="checked">
          <Switch disabled={storehouse?.isDefault} />
        </Form.Item>
        <Form.Item name="remark" label={t('factory.storehouse.remark')} rules={[zodRule(shape.remark)]}>
          <Input.TextArea rows={2} maxLength={100} showCount />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
