import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { customFieldLimits, type CustomFieldDefinition, type LibraryLevel } from '@gf/contracts';
import { App, Button, Drawer, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from './confirm-delete';
import { customFieldApi } from './custom-fields-api';

/** The options of one select field: add, rename (on blur), reorder, delete (warns when in use). */
export function OptionsDrawer({
  level,
  field,
  onClose,
  onChanged,
}: {
  /** The level of the field (COMPANY on 属性库): every change is sent at it. */
  level: LibraryLevel;
  field: CustomFieldDefinition | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const options = field?.options ?? [];

  const add = async () => {
    if (!field || !name.trim()) return;
    try {
      await customFieldApi.addOption(
        { customFieldId: field.customFieldId, optionName: name.trim(), optionCode: code.trim() || null },
        level,
      );
      setName('');
      setCode('');
      onChanged();
    } catch {
      // shown by the api client
    }
  };
  const rename = async (
    id: string,
    optionName: string,
    optionCode: string,
    before: { optionName: string; optionCode: string },
  ) => {
    if (!field || !optionName.trim() || (optionName === before.optionName && optionCode === before.optionCode)) return;
    await customFieldApi
      .updateOption(
        { id, customFieldId: field.customFieldId, optionName: optionName.trim(), optionCode: optionCode.trim() || null },
        level,
      )
      .catch(() => undefined);
    onChanged();
  };
  const move = async (index: number, step: -1 | 1) => {
    const ids = options.map((o) => o.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + step, 0, moved!);
    await customFieldApi.sortOptions(ids, level).catch(() => undefined);
    onChanged();
  };

  return (
    <Drawer
      open={Boolean(field)}
      onClose={onClose}
      width={560}
      title={t('capabilities.customFields.optionsOf', { name: field?.customFieldName ?? '' })}
      destroyOnHidden
    >
      <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
        <Input
          style={{ width: 170 }}
          placeholder={t('capabilities.customFields.optionCodeHint')}
          value={code}
          maxLength={customFieldLimits.optionCode}
          onChange={(e) => setCode(e.target.value)}
        />
        <Input
          placeholder={t('capabilities.customFields.optionName')}
          value={name}
          maxLength={customFieldLimits.optionName}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => void add()}
          data-testid="option-name"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void add()}>
          {t('capabilities.customFields.addOption')}
        </Button>
      </Space.Compact>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={options}
        columns={[
          {
            key: 'optionCode',
            title: t('capabilities.customFields.optionCode'),
            width: 120,
            render: (_: unknown, o) => (
              <Input
                defaultValue={o.optionCode}
                maxLength={customFieldLimits.optionCode}
                variant="borderless"
                onBlur={(e) => void rename(o.id, o.optionName, e.target.value, o)}
              />
            ),
          },
          {
            key: 'optionName',
            title: t('capabilities.customFields.optionName'),
            render: (_: unknown, o) => (
              <Input
                defaultValue={o.optionName}
                maxLength={customFieldLimits.optionName}
                variant="borderless"
                onBlur={(e) => void rename(o.id, e.target.value, o.optionCode, o)}
              />
            ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            width: 130,
            render: (_: unknown, o, index) => (
              <Space size={0}>
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
                  disabled={index === options.length - 1}
                  title={t('capabilities.customFields.moveDown')}
                  onClick={() => void move(index, 1)}
                />
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() =>
                    confirmDelete(
                      modal,
                      t('capabilities.customFields.deleteOptionConfirm', { name: o.optionName }),
                      (force) => customFieldApi.removeOption(o.id, level, force),
                      onChanged,
                    )
                  }
                />
              </Space>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
