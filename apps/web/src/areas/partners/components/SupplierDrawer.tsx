import { supplierFields, type SupplierRow } from '@gf/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, trimFields, useDrawerForm } from '../../../shared/form-drawer';
import { duplicateRule } from '../../../shared/forms/duplicate-rule';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { fromRegionValue, RegionCascader, toRegionValue } from '../../../shared/region';
import { supplierApi, type SupplierForm } from '../api/partners-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import { createOrImport, importedMessage } from '../../../shared/import-across';
import '../locales/register';

export interface SupplierDrawerProps {
  open: boolean;
  /** The supplier to edit; null or undefined to create one. */
  supplier?: SupplierRow | null;
  onClose: () => void;
  /** The saved supplier (a select that created it chooses it). */
  onSaved: (saved: { id: string; code: string | null; name: string }) => void;
}

const fieldNames = ['name', 'code', 'contacts', 'mobilePhone', 'bankAccount', 'bankName', 'address', 'remark'] as const;
type Values = Omit<SupplierForm, 'provinceId' | 'cityId' | 'areaId'> & { region?: string[] };

/** The slide-in supplier form (reference 05 section 6), with duplicate checks on blur. */
export function SupplierDrawer({ open, supplier, onClose, onSaved }: SupplierDrawerProps) {
  const { t } = useTranslation();

  const { form, saving, isEditing, save } = useDrawerForm({
    open,
    record: supplier,
    toValues: (s: SupplierRow): Values => ({
      ...(Object.fromEntries(fieldNames.map((k) => [k, s[k] ?? undefined])) as SupplierForm),
      region: toRegionValue(s),
    }),
    toBody: (values: Values): SupplierForm => ({
      ...(trimFields(values, fieldNames) as SupplierForm),
      ...fromRegionValue(values.region),
    }),
    submit: async (body) => {
      if (!supplier)
        return {
          code: '',
          ...(await createOrImport(() => supplierApi.insert(body, { silent: true }), 'supplier/importSupplier')),
          name: body.name,
        };
      await supplierApi.update({ ...body, id: supplier.id, version: supplier.version });
      return { id: supplier.id, code: body.code ?? supplier.code, name: body.name };
    },
    successMessage: (saved) =>
      importedMessage(saved) ?? (supplier ? t('partners.supplier.saved') : t('partners.supplier.created', { code: saved.code })),
    onSaved,
    onClose,
  });

  return (
    <FormDrawer
      open={open}
      size={480}
      title={isEditing ? t('partners.supplier.editTitle') : t('partners.supplier.createTitle')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      onSaveAndNew={isEditing ? undefined : () => void save(true)}
      saveAndNewLabel={t('partners.saveAndNew')}
      saveTestId="supplier-save"
    >
      <Form form={form} name="supplier" layout="vertical" data-testid="supplier-form">
        <Form.Item
          name="name"
          label={t('partners.supplier.name')}
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            requiredRule(t('partners.supplier.name')),
            zodTextRule(supplierFields.name),
            duplicateRule((v) => supplierApi.repeatName(v, supplier?.id), t('partners.supplier.nameExists')),
          ]}
        >
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('partners.supplier.code')}
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            { max: 20 },
            { pattern: /^[A-Za-z0-9]*$/, message: t('partners.supplier.codeRule') },
            duplicateRule((v) => supplierApi.repeatCode(v, supplier?.id), t('partners.supplier.codeExists')),
          ]}
        >
          <Input maxLength={20} placeholder={t('common.autoGenerate')} />
        </Form.Item>
        <Form.Item name="contacts" label={t('partners.supplier.contacts')} rules={[zodRule(supplierFields.contacts)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="mobilePhone"
          label={t('partners.supplier.mobilePhone')}
          rules={[{ pattern: /^[0-9-]*$/, message: t('partners.supplier.phoneRule') }, zodRule(supplierFields.mobilePhone)]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="bankAccount" label={t('partners.supplier.bankAccount')} rules={[zodRule(supplierFields.bankAccount)]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="bankName" label={t('partners.supplier.bankName')} rules={[zodRule(supplierFields.bankName)]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="region" label={t('region.label')}>
          <RegionCascader data-testid="supplier-region" />
        </Form.Item>
        <Form.Item name="address" label={t('partners.supplier.address')} rules={[zodRule(supplierFields.address)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="remark" label={t('partners.supplier.remark')} rules={[zodRule(supplierFields.remark)]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
