import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { colorCategoryInput, type LibraryLevel } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Form, Input, Menu, Modal, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodTextRule } from '../../../shared/forms/zod-rule';
import { checkPermission } from '../../../shared/session/permission';
import { attributeQueryKeys, colorCategoryApi, colorGroupsAt, specEditCode } from '../api/attributes-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

const ALL = '';

/**
 * The colour groups beside the colour list: choose one (or all), add, rename, delete an empty one. On a factory's
 * page the company's groups come first, marked 集团 and read-only; on the company's page only the company's show.
 */
export function ColorGroupPanel({
  value,
  onChange,
  level,
}: {
  value: string;
  onChange: (categoryId: string) => void;
  level: LibraryLevel;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const perm = { specLibraryEdit: specEditCode(level) };
  const groups = useQuery({ queryKey: attributeQueryKeys.colorCategoriesAt(level), queryFn: () => colorGroupsAt(level) });
  const [editing, setEditing] = useState<{ open: boolean; id?: string; name?: string }>({ open: false });
  const [form] = Form.useForm<{ name: string }>();
  const reload = () => queryClient.invalidateQueries({ queryKey: attributeQueryKeys.colorCategories });

  const openEditor = (id?: string, name?: string) => {
    if (!checkPermission(perm.specLibraryEdit)) return;
    form.setFieldsValue({ name: name ?? '' });
    setEditing({ open: true, id, name });
  };

  const save = async () => {
    const { name } = await form.validateFields();
    try {
      if (editing.id) await colorCategoryApi.rename(editing.id, name.trim(), level);
      else await colorCategoryApi.add(name.trim(), level);
      message.success(t('attributes.library.saved'));
      setEditing({ open: false });
      await reload();
    } catch {
      // shown by the api client
    }
  };

  const remove = (id: string, name: string) => {
    if (!checkPermission(perm.specLibraryEdit)) return;
    modal.confirm({
      title: t('attributes.color.deleteGroup'),
      content: t('attributes.color.deleteGroupConfirm', { name }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await colorCategoryApi.remove(id, level);
        if (value === id) onChange(ALL);
        await reload();
      },
    });
  };

  const items = [
    { key: ALL, label: t('attributes.color.allGroups') },
    ...(groups.data ?? []).map((g) => ({
      key: g.id,
      label: (
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 4 }}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {g.level !== level && (
              <Tag color="gold" style={{ marginInlineEnd: 4, paddingInline: 3, fontSize: 11, lineHeight: '16px' }}>
                {t('attributes.level.company')}
              </Tag>
            )}
            {g.name}
          </span>
          <Space size={2}>
            <Badge count={g.colorCount} showZero color="#d9d9d9" style={{ color: '#555' }} />
            {g.level === level && (
              <>
                <Tooltip title={t('attributes.color.renameGroup')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<EditOutlined />}
                    onClick={(e) => (e.stopPropagation(), openEditor(g.id, g.name))}
                  />
                </Tooltip>
                <Tooltip title={t('attributes.color.deleteGroup')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<DeleteOutlined />}
                    onClick={(e) => (e.stopPropagation(), remove(g.id, g.name))}
                  />
                </Tooltip>
              </>
            )}
          </Space>
        </div>
      ),
    })),
  ];

  return (
    <div style={{ width: 240, flex: 'none', borderRight: '1px solid #f0f0f0', paddingRight: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '4px 8px 8px' }}>
        <Typography.Text strong>{t('attributes.color.groups')}</Typography.Text>
        <Button size="small" icon={<PlusOutlined />} onClick={() => openEditor()}>
          {t('attributes.color.addGroup')}
        </Button>
      </div>
      <Menu
        mode="inline"
        selectedKeys={[value]}
        items={items}
        onClick={({ key }) => onChange(key)}
        style={{ borderInlineEnd: 'none' }}
      />
      <Modal
        open={editing.open}
        title={editing.id ? t('attributes.color.renameGroup') : t('attributes.color.addGroup')}
        onCancel={() => setEditing({ open: false })}
        onOk={() => void save()}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="name"
            label={t('attributes.color.groupName')}
            rules={[requiredRule(t('attributes.color.groupName')), zodTextRule(colorCategoryInput.shape.name)]}
          >
            <Input maxLength={12} showCount autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
