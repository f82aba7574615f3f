import type { FinanceMemberRow } from '@gf/contracts';
import { Segmented, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/excel';
import { ListPage, useListRefresh, useRowConfirm, type ListColumn } from '../../../shared/list-page';
import { GuardedLink } from '../../../shared/session/permission';
import { financeConfigApi } from '../api/finance-config-api';
import { MemberDrawer } from '../components/MemberDrawer';
import '../locales/register';

const listKey = 'finance-members';
const names = (list: { name: string }[]) => list.map((u) => u.name).join('、') || '-';

/**
 * 财务成员 (/finance/members): the company's accounts: bosses, staff and workbays (members first) with the factories and storehouses each
 * may act for in finance and its centres; 编辑 opens the drawer (making the account a member), 删除 removes the
 * membership only, after a confirmation.
 */
export function FinanceMembersPage() {
  const { t } = useTranslation();
  const refresh = useListRefresh(listKey);
  const confirm = useRowConfirm(listKey);
  const [editing, setEditing] = useState<FinanceMemberRow | null>(null);
  const [only, setOnly] = useState<'all' | 'members'>('all');
  const exportFilter = useRef<{ keyword?: string; isMember?: boolean }>({});
  const f = (k: string) => t(`financeConfig.member.${k}`);
  const yes = (v: boolean) => (v ? <Tag color="blue">{f('yes')}</Tag> : <span>-</span>);
  const columns: ListColumn<FinanceMemberRow>[] = [
    { key: 'userName', title: f('userName'), dataIndex: 'userName', width: 110, locked: true },
    { key: 'loginName', title: f('loginName'), dataIndex: 'loginName', width: 110 },
    { key: 'phone', title: f('phone'), dataIndex: 'phone', width: 102, render: (v: string | null) => v ?? '-' },
    {
      key: 'kind',
      title: f('kind'),
      dataIndex: 'kind',
      width: 84,
      render: (v: string) => f(v === 'BOSS' ? 'boss' : v === 'WORKBAY' ? 'workbay' : 'staff'),
    },
    { key: 'factories', title: f('factories'), width: 110, ellipsis: true, render: (_: unknown, r) => names(r.factories) },
    {
      key: 'state',
      title: f('state'),
      width: 84,
      render: (_: unknown, r) => (r.isMember ? <Tag color="green">{f('member')}</Tag> : <Tag>{f('notMember')}</Tag>),
    },
    { key: 'facUnitList', title: f('facUnitList'), width: 140, ellipsis: true, render: (_: unknown, r) => names(r.facUnitList) },
    {
      key: 'storeUnitList',
      title: f('storeUnitList'),
      width: 142,
      ellipsis: true,
      render: (_: unknown, r) => names(r.storeUnitList),
    },
    { key: 'finance', title: f('financeCentre'), width: 84, render: (_: unknown, r) => yes(r.sysFinanceCentre) },
    { key: 'config', title: f('configCentre'), width: 80, render: (_: unknown, r) => yes(r.sysConfigCentre) },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      width: 110,
      render: (_: unknown, r) => (
        <Space size={8}>
          <GuardedLink
            permission="company.financeMember.update"
            onClick={() => setEditing(r)}
            data-testid={`member-edit-${r.loginName}`}
          >
            {t('common.edit')}
          </GuardedLink>
          {r.isMember && (
            <GuardedLink
              permission="company.financeMember.delete"
              danger
              data-testid={`member-delete-${r.loginName}`}
              onClick={() =>
                confirm({
                  title: t('common.delete'),
                  content: t('financeConfig.member.deleteConfirm', { name: r.userName }),
                  isDelete: true,
                  run: () => financeConfigApi.removeMember(r.id),
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
      <ListPage<FinanceMemberRow>
        key={only}
        listKey={listKey}
        title={t('financeConfig.menu.members')}
        titleExtra={
          <Segmented
            value={only}
            onChange={(v) => setOnly(v as 'all' | 'members')}
            data-testid="member-filter"
            options={[
              { value: 'all', label: f('all') },
              { value: 'members', label: f('onlyMembers') },
            ]}
          />
        }
        searchPlaceholder={f('search')}
        columns={columns}
        rowKey="id"
        fitColumns
        extra={
          <ExportButton
            path="config/members/exportExcel"
            permission="company.financeMember.view"
            body={() => exportFilter.current}
          />
        }
        fetchPage={(q) => {
          exportFilter.current = {
            keyword: q.keyword || undefined,
            ...(only === 'members' ? { isMember: true } : {}),
          };
          return financeConfigApi.members({ pageNo: q.pageNo, pageSize: q.pageSize, ...exportFilter.current });
        }}
      />
      <MemberDrawer member={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} />
    </>
  );
}
