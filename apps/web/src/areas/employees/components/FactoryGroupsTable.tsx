import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { WorkbayFactoryOption } from '@gf/contracts';
import { Button, Form, Select, Table, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FacInfoForm } from '../api/employees-api';
import '../locales/register';

/**
 * 工厂和分组: one row per factory of the workbay, with its roles and groups there (each factory offers only its own).
 * The rows are the form's `facInfos` list, so the server's "facInfos.1.roleIds" errors show in their cell.
 */
export function FactoryGroupsTable({ form, options }: { form: FormInstance; options: WorkbayFactoryOption[] }) {
  const { t } = useTranslation();
  const rows = (Form.useWatch('facInfos', form) as FacInfoForm[] | undefined) ?? [];
  const byId = new Map(options.map((o) => [o.facId, o]));
  const chosen = new Set(rows.map((r) => r?.facId).filter(Boolean));

  return (
    <Form.List
      name="facInfos"
      rules={[
        {
          validator: async (_rule, value: FacInfoForm[] | undefined) => {
            if (!value?.some((row) => row?.facId)) throw new Error(t('employees.workbay.needFactory'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          <Table
            size="small"
            bordered
            pagination={false}
            rowKey="key"
            dataSource={fields}
            data-testid="workbay-factories"
            columns={[
              {
                key: 'facId',
                title: t('employees.workbay.factory'),
                width: 180,
                render: (_: unknown, field) => (
                  <Form.Item
                    name={[field.name, 'facId']}
                    style={{ margin: 0 }}
                    rules={[{ required: true, message: t('employees.workbay.chooseFactory') }]}
                  >
                    <Select
                      placeholder={t('employees.workbay.chooseFactory')}
                      data-testid={`workbay-factory-${field.name}`}
                      options={options.map((o) => ({
                        value: o.facId,
                        label: o.facName,
                        disabled: chosen.has(o.facId) && rows[field.name]?.facId !== o.facId,
                      }))}
                      onChange={() => {
                        // Roles and groups belong to one factory: another factory starts with none.
                        form.setFieldValue(['facInfos', field.name, 'roleIds'], []);
                        form.setFieldValue(['facInfos', field.name, 'groupIds'], []);
                      }}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'roleIds',
                title: t('employees.workbay.factoryRoles'),
                render: (_: unknown, field) => (
                  <Form.Item name={[field.name, 'roleIds']} style={{ margin: 0 }}>
                    <Select
                      mode="multiple"
                      allowClear
                      optionFilterProp="label"
                      data-testid={`workbay-roles-${field.name}`}
                      options={(byId.get(rows[field.name]?.facId ?? '')?.roles ?? []).map((r) => ({
                        value: r.id,
                        label: r.name,
                      }))}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'groupIds',
                title: t('employees.workbay.factoryGroups'),
                render: (_: unknown, field) => (
                  <Form.Item name={[field.name, 'groupIds']} style={{ margin: 0 }}>
                    <Select
                      mode="multiple"
                      allowClear
                      optionFilterProp="label"
                      data-testid={`workbay-groups-${field.name}`}
                      options={(byId.get(rows[field.name]?.facId ?? '')?.groups ?? []).map((g) => ({
                        value: g.id,
                        label: g.path,
                      }))}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'actions',
                width: 56,
                render: (_: unknown, field) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('employees.workbay.removeFactory')}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            disabled={fields.length >= options.length}
            onClick={() => add({ roleIds: [], groupIds: [] })}
          >
            {t('employees.workbay.addFactory')}
          </Button>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
