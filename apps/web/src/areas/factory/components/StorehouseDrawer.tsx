import {
  addStorehouseInput,
  storehouseKinds,
  storehouseOperableTypes,
  type StorehouseOwnerKind,
  type StorehouseRow,
} from '@gf/contracts';
import { Checkbox, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { companyStorehouseApi } from '../api/company-storehouse-api';
import { storehouseApi, type StorehouseForm } from '../api/factory-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

const shape = addStorehouseInput.shape;

/** What a save answers: the storehouse's id and name (a select that created it can choose it). */
export interface SavedStorehouse {
  id: string;
  name: string;
}

/** The storehouse the form edits: a factory's view of it, or the company's (no default of its own). */
type EditedStorehouse = Omit<StorehouseRow, 'isDefault' | 'linkKind'> & { isDefault?: boolean };

/**
 * The slide-in storehouse form: name, kind, what it may do (operableType), negative stock forbidden per kind of SKU
 * (materials, finished goods: both on for a new storehouse), default. Reusable wherever a storehouse is created
 * (e.g. 新建 in a storehouse select): `onSaved` receives the saved storehouse. From a factory (the default) it saves
 * through the factory's calls, linking a new storehouse to the factory; with `company` it saves the company's
 * storehouse of `ownerKind` (自用仓库 / 加工厂仓库), whose links are set apart (关联工厂), so it has no default switch.
 */
export function StorehouseDrawer({
  open,
  storehouse,
  onClose,
  onSaved,
  company,
}: {
  open: boolean;
  storehouse: EditedStorehouse | null;
  onClose: () => void;
  onSaved: (saved: SavedStorehouse) => void;
  company?: { ownerKind: StorehouseOwnerKind };
}) {
  const { t } = useTranslation();

  const { form, saving, save } = useDrawerForm({
    open,
    record: storehouse,
    toValues: (s: EditedStorehouse) => ({ ...s, remark: s.remark ?? undefined }),
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
      if (company) {
        const { isDefault: _d, ...fields } = body;
        if (!storehouse) return companyStorehouseApi.add({ ...fields, ownerKind: company.ownerKind });
        await companyStorehouseApi.update({ ...fields, id: storehouse.id });
        return { id: storehouse.id, name: body.name };
      }
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
        {company ? null : (
          <Form.Item name="isDefault" label={t('factory.storehouse.isDefault')} valuePropName="checked">
            <Switch disabled={storehouse?.isDefault} />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t('factory.storehouse.remark')} rules={[zodRule(shape.remark)]}>
          <Input.TextArea rows={2} maxLength={100} showCount />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
