import type { FinanceAccountFlowRow, FinanceAccountRow } from '@gf/contracts';
import { Checkbox, Drawer, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton, ListPage, useListRefresh, useRowConfirm, type ListColumn } from '../../../shared/list-page';
import { GuardedLink } from '../../../shared/session/permission';
import { financeConfigApi } from '../api/finance-config-api';
import { AccountDrawer } from '../components/AccountDrawer';
import '../locales/register';

const listKey = 'finance-accounts';

/** The CASH lines of one account in this factory, newest first, with their totals. */
function FlowDrawer({ account, onClose }: { account: FinanceAccountRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`financeConfig.field.${k}`);
  const [page, setPage] = useState(1);
  const flow = useQuery({
    queryKey: ['finance-account-flow', account?.id, page],
    queryFn: () => financeConfigApi.flow({ id: account?.id ?? '', pageNo: page, pageSize: 20 }),
    enabled: Boolean(account),
  });
  return (
    <Drawer
      open={Boolean(account)}
      size={760}
      onClose={onClose}
      title={t('financeConfig.flow.title', { name: account?.name ?? '' })}
    >
      <Typography.Paragraph data-testid="account-flow-totals">
        {t('financeConfig.flow.totals', { income: flow.data?.incomeTotal ?? '0.00', expense: flow.data?.expenseTotal ?? '0.00' })}
      </Typography.Paragraph>
      <Table<FinanceAccountFlowRow>
        rowKey="lineId"
        size="small"
        loading={flow.isLoading}
        dataSource={flow.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: flow.data?.totalCount ?? 0, onChange: setPage }}
        columns={[
          { key: 'date', title: f('entryDate'), dataIndex: 'entryDate', width: 110 },
          { key: 'type', title: f('sourceType'), dataIndex: 'sourceType', width: 120 },
          { key: 'no', title: f('sourceNo'), dataIndex: 'sourceNo', width: 170 },
          { key: 'in', title: f('income'), dataIndex: 'income', align: 'right', width: 110 },
          { key: 'out', title: f('expense'), dataIndex: 'expense', align: 'right', width: 110 },
          { key: 'memo', title: f('memo'), dataIndex: 'memo', ellipsis: true },
        ]}
      />
    </Drawer>
  );
}

/**
 * 财务账户 (/finance/accounts): the company's accounts (ADR 0011) with this factory's movements and, for a company
 * viewer, the balance; add, edit, delete (soft once used), and each account's flow of funds.
 */
export function FinanceAccountsPage() {
  const { t } = useTranslation();
  const refresh = useListRefresh(listKey);
  const confirm = useRowConfirm(listKey);
  const [editing, setEditing] = useState<{ account: FinanceAccountRow | null } | null>(null);
  const [flowOf, setFlowOf] = useState<FinanceAccountRow | null>(null);
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const f = (k: string) => t(`financeConfig.field.${k}`);
  const columns: ListColumn<FinanceAccountRow>[] = [
    { key: 'name', title: f('name'), dataIndex: 'name', width: 160, locked: true },
    { key: 'accountNo', title: f('accountNo'), dataIndex: 'accountNo', width: 160 },
    { key: 'bankName', title: f('bankName'), dataIndex: 'bankName', width: 140 },
    { key: 'openingBalance', title: f('openingBalance'), dataIndex: 'openingBalance', align: 'right', width: 120 },
    { key: 'factoryAmount', title: f('factoryAmount'), dataIndex: 'factoryAmount', align: 'right', width: 120 },
    {
      key: 'balance',
      title: f('balance'),
      dataIndex: 'balance',
      align: 'right',
      width: 120,
      render: (v: string | null) => v ?? '-',
    },
    {
      key: 'state',
      title: f('state'),
      width: 90,
      render: (_: unknown, a) => (a.isDeleted ? <Tag>{f('deleted')}</Tag> : <Tag color="green">{f('live')}</Tag>),
    },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      width: 190,
      render: (_: unknown, a) => (
        <Space size={8}>
          <GuardedLink onClick={() => setFlowOf(a)} data-testid={`account-flow-${a.name}`}>
            {t('financeConfig.action.flow')}
          </GuardedLink>
          {!a.isDeleted && (
            <GuardedLink permission="company.financeAccount.update" onClick={() => setEditing({ account: a })}>
              {t('common.edit')}
            </GuardedLink>
          )}
          {!a.isDeleted && (
            <GuardedLink
              permission="company.financeAccount.delete"
              danger
              onClick={() =>
                confirm({
                  title: t('common.delete'),
                  content: t('financeConfig.action.deleteConfirm', { name: a.name }),
                  isDelete: true,
                  run: () => financeConfigApi.remove(a.id),
                })
              }
            >
              {t('common.delete')}
            </GuardedLink>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<FinanceAccountRow>
        key={String(includeDeleted)}
        listKey={listKey}
        title={t('financeConfig.menu.accounts')}
        searchPlaceholder={t('financeConfig.page.search')}
        columns={columns}
        rowKey="id"
        fetchPage={(q) =>
          financeConfigApi.page({ pageNo: q.pageNo, pageSize: q.pageSize, keyword: q.keyword || undefined, includeDeleted })
        }
        titleExtra={
          <Space>
            <Checkbox checked={includeDeleted} onChange={(e) => setIncludeDeleted(e.target.checked)}>
              {t('financeConfig.page.includeDeleted')}
            </Checkbox>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {t('financeConfig.page.balanceHint')}
            </Typography.Text>
          </Space>
        }
        extra={
          <CreateButton
            permission="company.financeAccount.add"
            onClick={() => setEditing({ account: null })}
            data-testid="account-create"
          >
            {t('financeConfig.page.create')}
          </CreateButton>
        }
      />
      <AccountDrawer
        open={Boolean(editing)}
        account={editing?.account ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
      <FlowDrawer account={flowOf} onClose={() => setFlowOf(null)} />
    </>
  );
}
