import { ArrowDownOutlined, ArrowUpOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CUSTOM_FIELD_MANAGE,
  customFieldEntities,
  customFieldEntityLabels,
  customFieldTypeLabels,
  isSelectType,
  type CustomFieldDefinition,
} from '@gf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Segmented, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GuardedButton, GuardedLink, checkPermission, usePermission } from '../session/permission';
import { confirmDelete } from './confirm-delete';
import { customFieldApi, useCustomFields } from './custom-fields-api';
import { FieldDrawer } from './FieldDrawer';
import { OptionsDrawer } from './OptionsDrawer';
import { PreviewDrawer } from './PreviewDrawer';

/** 自定义字段 (/customFieldSettings): the definitions of one entity, chosen at the top. */
export function CustomFieldSettingsPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [search, setSearch] = useSearchParams();
  const entity = customFieldEntities.find((e) => e === search.get('entity')) ?? customFieldEntities[0];
  const query = useCustomFields(entity, true);
  const fields = query.data ?? [];
  const queryClient = useQueryClient();
  const canManage = usePermission(CUSTOM_FIELD_MANAGE);
  const [editing, setEditing] = useState<CustomFieldDefinition | null | undefined>(undefined);
  const [optionsOf, setOptionsOf] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['custom-fields', entity] });
  const move = async (index: number, step: -1 | 1) => {
    if (!checkPermission(CUSTOM_FIELD_MANAGE)) return;
    const ids = fields.map((f) => f.customFieldId);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + step, 0, moved!);
    await customFieldApi.sort(ids).catch(() => undefined);
    refresh();
  };
  const toggle = async (field: CustomFieldDefinition, patch: { required?: boolean; enabled?: boolean }) => {
    if (!checkPermission(CUSTOM_FIELD_MANAGE)) return;
    await customFieldApi.update({ customFieldId: field.customFieldId, ...patch }).catch(() => undefined);
    refresh();
  };

  return (
    <div style={{ background: 'var(--ant-color-bg-container, #fff)', padding: 16, borderRadius: 8 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Space size="large" wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('capabilities.customFields.menu')}
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
            permission={CUSTOM_FIELD_MANAGE}
            onClick={() => setEditing(null)}
            data-testid="new-field"
          >
            {t('capabilities.customFields.create')}
          </GuardedButton>
        </Space>
      </Space>
      <Table<CustomFieldDefinition>
        rowKey="customFieldId"
        loading={query.isLoading}
        dataSource={fields}
        pagination={false}
        locale={{ emptyText: t('capabilities.customFields.empty') }}
        columns={[
          { key: 'name', title: t('capabilities.customFields.name'), dataIndex: 'customFieldName' },
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
              <Switch size="small" checked={f.required} disabled={!canManage} onChange={(v) => void toggle(f, { required: v })} />
            ),
          },
          {
            key: 'enabled',
            title: t('capabilities.customFields.enabled'),
            render: (_: unknown, f) => (
              <Switch size="small" checked={f.enabled} disabled={!canManage} onChange={(v) => void toggle(f, { enabled: v })} />
            ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            width: 300,
            render: (_: unknown, f, index) => (
              <Space size="small">
                <GuardedLink permission={CUSTOM_FIELD_MANAGE} onClick={() => setEditing(f)}>
                  {t('common.edit')}
                </GuardedLink>
                {isSelectType(f.customFieldType) && (
                  <GuardedLink permission={CUSTOM_FIELD_MANAGE} onClick={() => setOptionsOf(f.customFieldId)}>
                    {t('capabilities.customFields.manageOptions')}
                  </GuardedLink>
                )}
                <GuardedLink
                  permission={CUSTOM_FIELD_MANAGE}
                  danger
                  onClick={() =>
                    confirmDelete(
                      modal,
                      t('capabilities.customFields.deleteConfirm', { name: f.customFieldName }),
                      (force) => customFieldApi.remove(f.customFieldId, force),
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
                  onClick={() => void move(index, -1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === fields.length - 1}
                  title={t('capabilities.customFields.moveDown')}
                  onClick={() => void move(index, 1)}
                />
              </Space>
            ),
          },
        ]}
      />
      <FieldDrawer
        open={editing !== undefined}
        entity={entity}
        field={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={refresh}
      />
      <PreviewDrawer entity={entity} open={previewing} onClose={() => setPreviewing(false)} />
      <OptionsDrawer
        field={fields.find((f) => f.customFieldId === optionsOf) ?? null}
        onClose={() => setOptionsOf(null)}
        onChanged={refresh}
      />
    </div>
  );
}
