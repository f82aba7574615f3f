import { customerInput, type CustomerRow } from '@gf/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, trimFields, useDrawerForm } from '../../../shared/form-drawer';
import { duplicateRule } from '../../../shared/forms/duplicate-rule';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { checkPermission } from '../../../shared/session/permission';
import { customerApi, customerGroupApi, type CustomerForm } from '../api/partners-api';
import { customerGroupsKey, useCustomerGroups } from './CustomerGroupPanel';
import { requiredRule } from '../../../shared/forms/required-rule';
import { createOrImport, importedMessage } from '../../../shared/import-across';
import '../locales/register';

const fields = ['name', 'contacts', 'phone', 'address', 'remark'] as const;

/** The slide-in customer form: name required and unique (checked on blur). */
export function CustomerDrawer({
  open,
  customer,
  defaultGroupId,
  onClose,
  onSaved,
}: {
  open: boolean;
  customer?: CustomerRow | null;
  /** The group chosen on the left when creating. */
  defaultGroupId?: string | null;
  onClose: () => void;
  /** The saved customer (a select that created it chooses it). */
  onSaved: (saved: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const groups = useCustomerGroups();
  const [newGroup, setNewGroup] = useState('');

  const { form, saving, save } = useDrawerForm({
    open,
    record: customer,
    fillKey: defaultGroupId,
    toValues: (c: CustomerRow) =>
      ({
        ...Object.fromEntries(fields.map((k) => [k, c[k] ?? undefined])),
        groupId: c.groupId ?? undefined,
      }) as unknown as CustomerForm,
    defaults: () => (defaultGroupId ? { groupId: defaultGroupId } : undefined),
    toBody: (values: CustomerForm) =>
      ({ ...trimFields(values, fields), groupId: values.groupId ?? null }) as unknown as CustomerForm,
    submit: async (body) => {
      if (!customer)
        return {
          ...(await createOrImport(() => customerApi.add(body, { silent: true }), 'fac/customer/importCustomer')),
          name: body.name,
        };
      await customerApi.edit({ ...body, id: customer.id });
      return { id: customer.id, name: body.name };
    },
    successMessage: (saved) => importedMessage(saved) ?? t('partners.customer.saved'),
    onSaved,
    onClose,
  });

  const addGroup = async () => {
    const name = newGroup.trim();
    if (!name || !checkPermission('fac.customer.group')) return;
    try {
      const created = await customerGroupApi.add(name);
      await queryClient.invalidateQueries({ queryKey: customerGroupsKey });
      form.setFieldValue('groupId', created.groupId);
      setNewGroup('');
    } catch {
      // shown by the api client
    }
  };

  return (
    <FormDrawer
      open={open}
      size={440}
      title={customer ? t('partners.customer.editTitle') : t('partners.customer.createTitle')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
    >
      <Form form={form} name="customer" layout="vertical">
        <Form.Item
          name="name"
          label={t('partners.customer.name')}
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            requiredRule(t('partners.customer.name')),
            zodTextRule(customerInput.shape.name),
            duplicateRule((v) => customerApi.checkName(v, customer?.id), t('partners.customer.nameExists')),
          ]}
        >
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="groupId" label={t('partners.customer.group')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('partners.customer.groupPlaceholder')}
            loading={groups.isLoading}
            options={(groups.data ?? []).map((g) => ({ value: g.groupId, label: g.groupName }))}
            popupRender={(menu) => (
              <>
                {menu}
                <Divider style={{ margin: '6px 0' }} />
                <Space style={{ padding: '0 8px 4px' }}>
                  <Input
                    size="small"
                    maxLength={20}
                    value={newGroup}
                    placeholder={t('partners.customerGroup.newPlaceholder')}
                    onChange={(e) => setNewGroup(e.target.value)}
                    onKeyDown={(e) => e.stopPropagation()}
                  />
                  <Button size="small" type="text" icon={<PlusOutlined />} onClick={() => void addGroup()}>
                    {t('partners.customerGroup.create')}
                  </Button>
                </Space>
              </>
            )}
          />
        </Form.Item>
        <Form.Item name="contacts" label={t('partners.customer.contacts')} rules={[zodRule(customerInput.shape.contacts)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="phone" label={t('partners.customer.phone')} rules={[zodRule(customerInput.shape.phone)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="address" label={t('partners.customer.address')} rules={[zodRule(customerInput.shape.address)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="remark" label={t('partners.customer.remark')} rules={[zodRule(customerInput.shape.remark)]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
