import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { CustomerRow } from '@gf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../../shared/excel';
import { formatDateTime } from '../../../shared/format/format';
import {
  ListPage,
  useListRefresh,
  useListState,
  type FilterField,
  type ListColumn,
  type ListQuery,
} from '../../../shared/list-page';
import { checkPermission, GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { customerApi } from '../api/partners-api';
import { CustomerDrawer } from '../components/CustomerDrawer';
import { CustomerGroupPanel, customerGroupsKey, useCustomerGroups } from '../components/CustomerGroupPanel';
import { ImportFromFactoryButton } from '../components/ImportFromFactoryButton';
import '../locales/register';

const listKey = 'customer';

function fetchCustomers(query: ListQuery) {
  const groupIds =
    Array.isArray(query.filters.groupIds) && query.filters.groupIds.length ? query.filters.groupIds.map(String) : undefined;
  return customerApi.page({ pageNo: query.pageNo, pageSize: query.pageSize, keyword: query.keyword || undefined, groupIds });
}

/** 客户档案 (/customer): group list on the left, list with the group filter, drawer form, edit, delete. */
export function CustomerListPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const refreshList = useListRefresh(listKey);
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([refreshList(), queryClient.invalidateQueries({ queryKey: customerGroupsKey })]);
  };
  const [listState, updateList] = useListState();
  const [importing, setImporting] = useState(false);
  const groups = useCustomerGroups();
  const chosenGroups = Array.isArray(listState.filters.groupIds) ? listState.filters.groupIds.map(String) : [];
  const selectedGroup = chosenGroups.length === 1 ? (chosenGroups[0] ?? null) : null;
  const groupOptions = (groups.data ?? []).map((g) => ({ value: g.groupId, label: g.groupName }));
  const filters: FilterField[] = [
    { name: 'groupIds', label: t('partners.customer.group'), type: 'select', options: groupOptions },
  ];
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
    { key: 'groupName', title: t('partners.customer.group'), dataIndex: 'groupName' },
    { key: 'contacts', title: t('partners.customer.contacts'), dataIndex: 'contacts' },
    { key: 'phone', title: t('partners.customer.phone'), dataIndex: 'phone' },
    { key: 'address', title: t('partners.customer.address'), dataIndex: 'address', ellipsis: true },
    { key: 'remark', title: t('partners.customer.remark'), dataIndex: 'remark', ellipsis: true },
    {
      key: 'createdAt',
      title: t('partners.customer.createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => formatDateTime(v),
    },
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
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <CustomerGroupPanel
        selected={selectedGroup}
        onSelect={(groupId) =>
          updateList({ filters: { ...listState.filters, groupIds: groupId ? [groupId] : undefined }, pageNo: 1 })
        }
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <ListPage<CustomerRow>
          listKey={listKey}
          title={t('partners.customer.listTitle')}
          searchPlaceholder={t('partners.customer.searchPlaceholder')}
          columns={columns}
          filters={filters}
          fetchPage={fetchCustomers}
          rowKey="id"
          extra={
            <Space>
              <GuardedButton
                icon={<ImportOutlined />}
                permission="fac.customer.add"
                onClick={() => setImporting(true)}
                data-testid="import-customers"
              >
                {t('capabilities.excel.import')}
              </GuardedButton>
              <ImportFromFactoryButton kind="customer" onImported={() => void refresh()} />
              <GuardedButton
                type="primary"
                icon={<PlusOutlined />}
                permission="fac.customer.add"
                onClick={() => setDrawer({ open: true, customer: null })}
              >
                {t('partners.customer.create')}
              </GuardedButton>
            </Space>
          }
        />
      </div>
      <ImportDialog
        open={importing}
        what={t('partners.customer.listTitle')}
        base="fac/customer"
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
      <CustomerDrawer
        open={drawer.open}
        customer={drawer.customer}
        defaultGroupId={selectedGroup}
        onClose={() => setDrawer({ open: false, customer: null })}
        onSaved={() => void refresh()}
      />
    </div>
  );
}
