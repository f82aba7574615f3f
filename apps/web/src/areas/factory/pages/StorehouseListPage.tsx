import { PlusOutlined } from '@ant-design/icons';
import type { StorehouseRow } from '@gf/contracts';
import { App, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { ListPage, useListRefresh, useRowConfirm, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { storehouseApi } from '../api/factory-api';
import { StorehouseDrawer } from '../components/StorehouseDrawer';
import { storehouseRuleColumns } from '../components/storehouse-columns';
import '../locales/register';

const listKey = 'storehouse';

function fetchStorehouses(query: ListQuery) {
  return storehouseApi.page({ pageNo: query.pageNo, pageSize: query.pageSize, keyword: query.keyword || undefined });
}

/** 仓库管理 (/storehouseManage): the factory's storehouses, drawer form, default, delete. */
export function StorehouseListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useListRefresh(listKey);
  const confirm = useRowConfirm(listKey);
  const [drawer, setDrawer] = useState<{ open: boolean; storehouse: StorehouseRow | null }>({ open: false, storehouse: null });

  const remove = (row: StorehouseRow) =>
    confirm({
      permission: 'fac.storehouse.delete',
      title: t('factory.storehouse.deleteTitle'),
      content: t('factory.storehouse.deleteConfirm', { name: row.name }),
      isDelete: true,
      run: () => storehouseApi.remove(row.id),
      successMessage: t('factory.storehouse.deleted'),
    });

  const makeDefault = async (row: StorehouseRow) => {
    await storehouseApi.setDefault(row.id);
    message.success(t('common.operationSuccess'));
    await refresh();
  };

  // Widths add up to about 1140 px (fitColumns): name, kind and the negative-stock switches show beside 操作 at 1440 px.
  const columns: ListColumn<StorehouseRow>[] = [
    {
      key: 'name',
      title: t('factory.storehouse.name'),
      dataIndex: 'name',
      locked: true,
      width: 190,
      render: (v: string, row) => (
        <Space>
          {v}
          {row.isDefault ? <Tag color="blue">{t('factory.storehouse.isDefault')}</Tag> : null}
        </Space>
      ),
    },
    ...storehouseRuleColumns<StorehouseRow>(t, { kind: 100, negative: 160, operable: 270 }),
    { key: 'remark', title: t('factory.storehouse.remark'), dataIndex: 'remark', width: 100, ellipsis: true },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      width: 150,
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 190,
      render: (_: unknown, row) => (
        <Space size="middle">
          <GuardedLink permission="fac.storehouse.update" onClick={() => setDrawer({ open: true, storehouse: row })}>
            {t('factory.storehouse.editTitle')}
          </GuardedLink>
          {row.isDefault ? null : (
            <GuardedLink permission="fac.storehouse.update" onClick={() => void makeDefault(row)}>
              {t('factory.storehouse.setDefault')}
            </GuardedLink>
          )}
          <GuardedLink danger onClick={() => remove(row)}>
            {t('common.delete')}
          </GuardedLink>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<StorehouseRow>
        listKey={listKey}
        title={t('factory.storehouse.title')}
        searchPlaceholder={t('factory.storehouse.searchPlaceholder')}
        columns={columns}
        fitColumns
        fetchPage={fetchStorehouses}
        rowKey="id"
        extra={
          <GuardedButton
            type="primary"
            icon={<PlusOutlined />}
            permission="fac.storehouse.add"
            onClick={() => setDrawer({ open: true, storehouse: null })}
          >
            {t('factory.storehouse.create')}
          </GuardedButton>
        }
      />
      <StorehouseDrawer
        open={drawer.open}
        storehouse={drawer.storehouse}
        onClose={() => setDrawer({ open: false, storehouse: null })}
        onSaved={() => void refresh()}
      />
    </>
  );
}
