import { PlusOutlined } from '@ant-design/icons';
import type { WorkbayRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { ListPage, useListRefresh, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { checkPermission, GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { groupApi, workbayApi } from '../api/factory-api';
import { flatGroupOptions } from '../components/group-options';
import { WorkbayDrawer } from '../components/WorkbayDrawer';
import '../locales/register';

const listKey = 'facWorkbay';

function fetchWorkbays(query: ListQuery) {
  const groups = query.filters.groupsFilter;
  return workbayApi.page({
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    keyword: query.keyword || undefined,
    groupsFilter: Array.isArray(groups) && groups.length ? groups.map(String) : undefined,
  });
}

/** 本厂工位 (/selfFacStationManager): workbays with search, group filter, drawer form, ban and password reset. */
export function WorkbayListPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const refresh = useListRefresh(listKey);
  const [drawer, setDrawer] = useState<{ open: boolean; workbay: WorkbayRow | null }>({ open: false, workbay: null });
  const groups = useQuery({ queryKey: ['factory', 'groups'], queryFn: groupApi.tree });

  const toggleBan = (row: WorkbayRow) => {
    if (!checkPermission('fac.workbay.ban')) return;
    const run = async () => {
      await workbayApi.ban(row.id, row.isEnabled);
      message.success(t('common.operationSuccess'));
      await refresh();
    };
    if (!row.isEnabled) return void run();
    modal.confirm({
      title: t('factory.workbay.ban'),
      content: t('factory.workbay.banConfirm', { name: row.name }),
      okButtonProps: { danger: true },
      okText: t('factory.workbay.ban'),
      cancelText: t('common.cancel'),
      onOk: run,
    });
  };

  const resetPassword = (row: WorkbayRow) => {
    if (!checkPermission('fac.workbay.resetPassword')) return;
    let password = '';
    modal.confirm({
      title: `${t('factory.workbay.resetPassword')}：${row.name}（${row.no}）`,
      content: (
        <Form layout="vertical" style={{ marginTop: 12 }}>
          <Form.Item label={t('factory.workbay.newPassword')} required extra="6-20">
            <Input.Password maxLength={20} autoComplete="new-password" onChange={(e) => (password = e.target.value)} />
          </Form.Item>
        </Form>
      ),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await workbayApi.resetPassword(row.id, password);
        message.success(t('factory.workbay.passwordReset'));
      },
    });
  };

  const filters: FilterField[] = [
    {
      name: 'groupsFilter',
      label: t('factory.workbay.groupFilter'),
      type: 'select',
      options: flatGroupOptions(groups.data?.groups ?? []),
    },
  ];

  const columns: ListColumn<WorkbayRow>[] = [
    { key: 'name', title: t('factory.workbay.name'), dataIndex: 'name', locked: true },
    { key: 'no', title: t('factory.workbay.no'), dataIndex: 'no' },
    {
      key: 'roles',
      title: t('factory.workbay.roles'),
      render: (_: unknown, row) => row.roles.map((r) => r.name).join('、') || '-',
    },
    {
      key: 'groups',
      title: t('factory.workbay.groups'),
      render: (_: unknown, row) => row.groups.map((g) => <Tag key={g.id}>{g.name}</Tag>),
    },
    {
      key: 'status',
      title: t('factory.workbay.status'),
      render: (_: unknown, row) =>
        row.isEnabled ? (
          <Tag color="green">{t('factory.workbay.enabled')}</Tag>
        ) : (
          <Tag color="red">{t('factory.workbay.banned')}</Tag>
        ),
    },
    { key: 'createdAt', title: t('factory.workbay.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size="middle">
          <GuardedLink permission="fac.workbay.update" onClick={() => setDrawer({ open: true, workbay: row })}>
            {t('common.edit')}
          </GuardedLink>
          <GuardedLink danger={row.isEnabled} onClick={() => toggleBan(row)}>
            {row.isEnabled ? t('factory.workbay.ban') : t('factory.workbay.unban')}
          </GuardedLink>
          <GuardedLink onClick={() => resetPassword(row)}>{t('factory.workbay.resetPassword')}</GuardedLink>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<WorkbayRow>
        listKey={listKey}
        title={t('factory.workbay.title')}
        searchPlaceholder={t('factory.workbay.searchPlaceholder')}
        columns={columns}
        filters={filters}
        fetchPage={fetchWorkbays}
        rowKey="id"
        extra={
          <GuardedButton
            type="primary"
            icon={<PlusOutlined />}
            permission="fac.workbay.add"
            onClick={() => setDrawer({ open: true, workbay: null })}
          >
            {t('factory.workbay.create')}
          </GuardedButton>
        }
      />
      <WorkbayDrawer
        open={drawer.open}
        workbay={drawer.workbay}
        onClose={() => setDrawer({ open: false, workbay: null })}
        onSaved={() => void refresh()}
      />
    </>
  );
}
