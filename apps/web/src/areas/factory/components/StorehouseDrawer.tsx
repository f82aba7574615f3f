import { addStorehouseInput, storehouseKinds, storehouseOperableTypes, type StorehouseRow } from '@gf/contracts';
import { Checkbox, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { storehouseApi, type StorehouseForm } from '../api/factory-api';
import { requiredRule } from '../../../shared/forms/required-rule';

const shape = addStorehouseInput.shape;

/** What a save answers: the storehouse's id and name (a select that created it can choose it). */
export interface SavedStorehouse {
  id: string;
  name: string;
}

/**
 * The slide-in storehouse form: name, kind, what it may do (operableType), negative stock forbidden per kind of SKU
 * (materials, finished goods: both on for a new storehouse), default. Reusable wherever a storehouse is created
 * (e.g. 新建 in a storehouse select): `onSaved` receives the saved storehouse.
 */
export function StorehouseDrawer({
  open,
  storehouse,
  onClose,
  onSaved,
}: {
  open: boolean;
  storehouse: StorehouseRow | null;
  onClose: () => void;
  onSaved: (saved: SavedStorehouse) => void;
}) {
  const { t } = useTranslation();

  const { form, saving, save } = useDrawerForm({
    open,
    record: storehouse,
    toValues: (s: StorehouseRow) => ({ ...s, remark: s.remark ?? undefined }),
    defaults: (): Partial<StorehouseForm> => ({
      kind: 'MIXED',
      notAllowNegativeMaterial: true,
      notAllowNegativeGoods: true,
      operableType: [...storehouseOperableTypes],
      isDefault: false,
    }),
    toBody: (values: StorehouseForm): StorehouseForm => ({
      ...values,
      name: values.name.trim(),
      remark: values.remark?.trim() || null,
      operableType: values.operableType ?? [],
    }),
    submit: async (body): Promise<SavedStorehouse> => {
      if (!storehouse) return storehouseApi.add(body);
      await storehouseApi.update({ ...body, id: storehouse.id });
      return { id: storehouse.id, name: body.name };
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
        <Form.Item
          name="name"
          label={t('factory.storehouse.nameLabel')}
          rules={[requiredRule(t('factory.storehouse.nameLabel')), zodTextRule(shape.name)]}
        >
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
        <Form.Item
          name="notAllowNegativeMaterial"
          label={t('factory.storehouse.notAllowNegativeMaterial')}
          extra={t('factory.storehouse.negativeHint')}
          valuePropName="checked"
        >
          <Switch data-testid="storehouse-negative-material" />
        </Form.Item>
        <Form.Item name="notAllowNegativeGoods" label={t('factory.storehouse.notAllowNegativeGoods')} valuePropName="checked">
          <Switch data-testid="storehouse-negative-goods" />
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
