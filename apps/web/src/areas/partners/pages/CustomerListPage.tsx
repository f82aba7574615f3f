import { PlusOutlined } from '@ant-design/icons';
import type { CustomerRow } from '@gf/contracts';
import { App, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { ListPage, useListRefresh, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { checkPermission, GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { customerApi } from '../api/partners-api';
import { CustomerDrawer } from '../components/CustomerDrawer';

const listKey = 'customer';

function fetchCustomers(query: ListQuery) {
  return customerApi.page({ pageNo: query.pageNo, pageSize: query.pageSize, keyword: query.keyword || undefined });
}

/** 客户档案 (/customer): list, drawer form, edit, delete. */
export function CustomerListPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const refresh = useListRefresh(listKey);
  const [drawer, setDrawer] = useState<{ open: boolean; customer: CustomerRow | null }>({ open: false, customer: null });

  const remove = (row: CustomerRow) => {
    if (!checkPermission('fac.customer.delete')) return;
    modal.confirm({
      title: t('common.delete'),
      content: t('partners.customer.deleteConfirm', { name: row.name }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await customerApi.remove(row.id);
        message.success(t('partners.customer.deleted'));
        await refresh();
      },
    });
  };

  const columns: ListColumn<CustomerRow>[] = [
    { key: 'name', title: t('partners.customer.name'), dataIndex: 'name', locked: true },
    { key: 'contacts', title: t('partners.customer.contacts'), dataIndex: 'contacts' },
    { key: 'phone', title: t('partners.customer.phone'), dataIndex: 'phone' },
    { key: 'address', title: t('partners.customer.address'), dataIndex: 'address', ellipsis: true },
    { key: 'remark', title: t('partners.customer.remark'), dataIndex: 'remark', ellipsis: true },
    { key: 'createdAt', title: t('partners.customer.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size="middle">
          <GuardedLink permission="fac.customer.update" onClick={() => setDrawer({ open: true, customer: row })}>
            {t('common.edit')}
          </GuardedLink>
          <GuardedLink danger onClick={() => remove(row)}>
            {t('common.delete')}
          </GuardedLink>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<CustomerRow>
        listKey={listKey}
        title={t('partners.customer.listTitle')}
        searchPlaceholder={t('partners.customer.searchPlaceholder')}
        columns={columns}
        fetchPage={fetchCustomers}
        rowKey="id"
        extra={
          <GuardedButton type="primary" icon={<PlusOutlined />} permission="fac.customer.add" onClick={() => setDrawer({ open: true, customer: null })}>
            {t('partners.customer.create')}
          </GuardedButton>
        }
      />
      <CustomerDrawer open={drawer.open} customer={drawer.customer} onClose={() => setDrawer({ open: false, customer: null })} onSaved={() => void refresh()} />
    </>
  );
}
