import { PlusOutlined } from '@ant-design/icons';
import { attributesPermissions as perm, type SizeCategoryRow } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPermission, GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { attributeQueryKeys, sizeCategoryApi } from '../api/attributes-api';
import { SizeCategoryDrawer } from '../components/SizeCategoryDrawer';

/** 尺码组 (/sizeCategory): size categories with their sizes in order and their medium categories. */
export function SizeCategoryPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: attributeQueryKeys.sizeCategories, queryFn: sizeCategoryApi.list, staleTime: 0 });
  const [drawer, setDrawer] = useState<{ open: boolean; row: SizeCategoryRow | null }>({ open: false, row: null });
  const reload = () => queryClient.invalidateQueries({ queryKey: attributeQueryKeys.sizeCategories });

  const remove = (row: SizeCategoryRow) => {
    if (!checkPermission(perm.sizeCategoryEdit)) return;
    modal.confirm({
      title: t('common.delete'),
      content: t('attributes.sizeCategory.deleteConfirm', { name: row.category }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await sizeCategoryApi.remove(row.id);
        await reload();
      },
    });
  };

  return (
    <Card variant="borderless">
      <div className="page-title-bar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('attributes.sizeCategory.title')}
        </Typography.Title>
        <GuardedButton type="primary" icon={<PlusOutlined />} permission={perm.sizeCategoryEdit} onClick={() => setDrawer({ open: true, row: null })}>
          {t('attributes.sizeCategory.create')}
        </GuardedButton>
      </div>
      <Table<SizeCategoryRow>
        size="middle"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          { key: 'category', title: t('attributes.sizeCategory.name'), dataIndex: 'category', width: 200 },
          {
            key: 'sizes',
            title: t('attributes.sizeCategory.sizes'),
            render: (_: unknown, row) => (
              <Space size={[4, 4]} wrap>
                {row.sizeList.map((s) => (
                  <Tag key={s.id} color={s.isStopped ? undefined : 'blue'}>
                    {s.name}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            key: 'mediums',
            title: t('attributes.sizeCategory.mediums'),
            width: 220,
            render: (_: unknown, row) => row.attrIds.join('、') || '—',
          },
          {
            key: 'actions',
            title: t('common.actions'),
            width: 140,
            render: (_: unknown, row) => (
              <Space size="middle">
                <GuardedLink permission={perm.sizeCategoryEdit} onClick={() => setDrawer({ open: true, row })}>
                  {t('common.edit')}
                </GuardedLink>
                <GuardedLink danger onClick={() => remove(row)}>
                  {t('common.delete')}
                </GuardedLink>
              </Space>
            ),
          },
        ]}
      />
      <SizeCategoryDrawer open={drawer.open} row={drawer.row} onClose={() => setDrawer({ open: false, row: null })} onSaved={() => void reload()} />
    </Card>
  );
}
