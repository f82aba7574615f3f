import { ArrowDownOutlined, ArrowUpOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  COMPANY_CUSTOM_FIELD_MANAGE,
  CUSTOM_FIELD_MANAGE,
  customFieldEntities,
  customFieldEntityLabels,
  customFieldTypeLabels,
  isSelectType,
  type CustomFieldDefinition,
  type LibraryLevel,
} from '@gf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Segmented, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GuardedButton, GuardedLink, checkPermission, usePermission } from '../session/permission';
import { confirmDelete } from './confirm-delete';
import { customFieldApi, useCustomFields } from './custom-fields-api';
import { FieldDrawer } from './FieldDrawer';
import { OptionsDrawer } from './OptionsDrawer';
import { PreviewDrawer } from './PreviewDrawer';

/** 集团属性库 (/archives): the company's fields, which every factory of the company reads and none changes. */
export function CompanyCustomFieldSettingsPage() {
  return <CustomFieldSettingsPage level="COMPANY" />;
}

/**
 * 自定义字段 (/customFieldSettings, level FACTORY): the definitions of one entity, chosen at the top; the company's
 * fields come first, tagged 集团 and read-only, then the factory's own. At level COMPANY (属性库 /archives) the
 * company's fields only, all editable under company.customField.manage.
 */
export function CustomFieldSettingsPage({ level = 'FACTORY' }: { level?: LibraryLevel }) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [search, setSearch] = useSearchParams();
  const entity = customFieldEntities.find((e) => e === search.get('entity')) ?? customFieldEntities[0];
  const isCompany = level === 'COMPANY';
  const query = useCustomFields(entity, true, isCompany ? 'COMPANY' : undefined);
  const fields = query.data ?? [];
  const own = fields.filter((f) => f.level === level);
  const permission = isCompany ? COMPANY_CUSTOM_FIELD_MANAGE : CUSTOM_FIELD_MANAGE;
  const queryClient = useQueryClient();
  const canManage = usePermission(permission);
  const [editing, setEditing] = useState<CustomFieldDefinition | null | undefined>(undefined);
  const [optionsOf, setOptionsOf] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['custom-fields', entity] });
  /** Moves a field among its level's own (the company's order is set on 属性库). */
  const move = async (field: CustomFieldDefinition, step: -1 | 1) => {
    if (!checkPermission(permission)) return;
    const ids = own.map((f) => f.customFieldId);
    const index = ids.indexOf(field.customFieldId);
    ids.splice(index, 1);
    ids.splice(index + step, 0, field.customFieldId);
    await customFieldApi.sort(ids, level).catch(() => undefined);
    refresh();
  };
  const toggle = async (field: CustomFieldDefinition, patch: { required?: boolean; enabled?: boolean }) => {
    if (!checkPermission(permission)) return;
    await customFieldApi.update({ customFieldId: field.customFieldId, ...patch }, level).catch(() => undefined);
    refresh();
  };
  const isMine = (f: CustomFieldDefinition) => f.level === level;

  return (
    <div style={{ background: 'var(--ant-color-bg-container, #fff)', padding: 16, borderRadius: 8 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Space size="large" wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t(isCompany ? 'capabilities.customFields.companyMenu' : 'capabilities.customFields.menu')}
          </Typography.Title>
          <Space>
            <Typography.Text type="secondary">{t('capabilities.customFields.entity')}</Typography.Text>
            <Segmented
              value={entity}
              onChange={(v) => setSearch({ entity: String(v) }, { replace: true })}
              options={customFieldEntities.map((e) => ({ value: e, label: customFieldEntityLabels[e][lang] }))}
              data-testid="entity-selector"
            />
          </Space>
        </Space>
        <Space>
          <Button icon={<EyeOutlined />} onClick={() => setPreviewing(true)} data-testid="preview-fields">
            {t('capabilities.customFields.preview')}
          </Button>
          <GuardedButton
            type="primary"
            icon={<PlusOutlined />}
            permission={permission}
            onClick={() => setEditing(null)}
            data-testid="new-field"
          >
            {t('capabilities.customFields.create')}
          </GuardedButton>
        </Space>
      </Space>
      <Typography.Paragraph type="secondary" data-testid="level-hint">
        {t(isCompany ? 'capabilities.customFields.companyHint' : 'capabilities.customFields.factoryHint')}
      </Typography.Paragraph>
      <Table<CustomFieldDefinition>
        rowKey="customFieldId"
        loading={query.isLoading}
        dataSource={fields}
        pagination={false}
        locale={{ emptyText: t('capabilities.customFields.empty') }}
        columns={[
          {
            key: 'name',
            title: t('capabilities.customFields.name'),
            render: (_: unknown, f) =>
              !isCompany && f.level === 'COMPANY' ? (
                <>
                  <Tag color="gold">{t('capabilities.customFields.company')}</Tag>
                  {f.customFieldName}
                </>
              ) : (
                f.customFieldName
              ),
          },
          {
            key: 'type',
            title: t('capabilities.customFields.type'),
            dataIndex: 'customFieldType',
            render: (v: CustomFieldDefinition['customFieldType']) => customFieldTypeLabels[v][lang],
          },
          {
            key: 'optionCount',
            title: t('capabilities.customFields.optionCount'),
            render: (_: unknown, f) => (isSelectType(f.customFieldType) ? f.options.length : '-'),
          },
          { key: 'valueCount', title: t('capabilities.customFields.valueCount'), dataIndex: 'valueCount' },
          {
            key: 'required',
            title: t('capabilities.customFields.required'),
            render: (_: unknown, f) => (
              <Switch
                size="small"
                checked={f.required}
                disabled={!canManage || !isMine(f)}
                onChange={(v) => void toggle(f, { required: v })}
              />
            ),
          },
          {
            key: 'enabled',
            title: t('capabilities.customFields.enabled'),
            render: (_: unknown, f) => (
              <Switch
                size="small"
                checked={f.enabled}
                disabled={!canManage || !isMine(f)}
                onChange={(v) => void toggle(f, { enabled: v })}
              />
            ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            width: 300,
            render: (_: unknown, f) => {
              if (!isMine(f))
                return <Typography.Text type="secondary">{t('capabilities.customFields.readOnly')}</Typography.Text>;
              const index = own.indexOf(f);
              return (
                <Space size="small">
                  <GuardedLink permission={permission} onClick={() => setEditing(f)}>
                    {t('common.edit')}
                  </GuardedLink>
                  {isSelectType(f.customFieldType) && (
                    <GuardedLink permission={permission} onClick={() => setOptionsOf(f.customFieldId)}>
                      {t('capabilities.customFields.manageOptions')}
                    </GuardedLink>
                  )}
                  <GuardedLink
                    permission={permission}
                    danger
                    onClick={() =>
                      confirmDelete(
                        modal,
                        t('capabilities.customFields.deleteConfirm', { name: f.customFieldName }),
                        (force) => customFieldApi.remove(f.customFieldId, level, force),
                        refresh,
                      )
                    }
                  >
                    {t('common.delete')}
                  </GuardedLink>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    title={t('capabilities.customFields.moveUp')}
                    onClick={() => void move(f, -1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === own.length - 1}
                    title={t('capabilities.customFields.moveDown')}
                    onClick={() => void move(f, 1)}
                  />
                </Space>
              );
            },
          },
        ]}
      />
      <FieldDrawer
        open={editing !== undefined}
        entity={entity}
        level={level}
        field={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={refresh}
      />
      <PreviewDrawer entity={entity} open={previewing} onClose={() => setPreviewing(false)} />
      <OptionsDrawer
        level={level}
        field={fields.find((f) => f.customFieldId === optionsOf) ?? null}
        onClose={() => setOptionsOf(null)}
        onChanged={refresh}
      />
    </div>
  );
}
