import { ProcessNodePermission, type PrcdNodeRow } from '@gf/contracts';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateButton, ListPage, useRowConfirm, type ListColumn } from '../../../shared/list-page';
import { GuardedLink } from '../../../shared/session/permission';
import { processNodesApi } from '../api/process-nodes-api';
import { typeName } from '../components/node-type-name';
import '../locales/register';

const listKey = 'prcd-nodes';
const permission = ProcessNodePermission.operate;

/** 工序节点 (/workingProcedure): the factory's node definitions; create, edit, delete. */
export function NodeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useRowConfirm(listKey);
  const n = (key: string) => t(`processNodes.nodes.${key}`);
  const yesNo = (v: boolean) => (v ? <Tag color="blue">{n('yes')}</Tag> : <span style={{ color: '#999' }}>{n('no')}</span>);

  const columns: ListColumn<PrcdNodeRow>[] = [
    {
      key: 'name',
      title: n('name'),
      width: 180,
      render: (_: unknown, r) => (
        <Space size={4}>
          {r.name}
          {r.lock && (
            <Tooltip title={n('locked')}>
              <Tag>{n('locked')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { key: 'type', title: n('type'), width: 130, render: (_: unknown, r) => typeName(r.typeCode) },
    { key: 'doac', title: n('doac'), width: 110, render: (_: unknown, r) => yesNo(r.doac) },
    { key: 'wym', title: n('wym'), width: 100, render: (_: unknown, r) => yesNo(r.associateWym) },
    { key: 'ligation', title: n('ligation'), width: 90, render: (_: unknown, r) => yesNo(r.associateLigation) },
    { key: 'outside', title: n('outside'), width: 80, render: (_: unknown, r) => yesNo(r.allowOutside) },
    {
      key: 'tags',
      title: n('tags'),
      render: (_: unknown, r) => (r.tags.length ? r.tags.map((tag) => <Tag key={tag.id}>{tag.name}</Tag>) : '-'),
    },
    { key: 'section', title: n('section'), width: 120, render: (_: unknown, r) => r.workshopSectionName ?? '-' },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      width: 120,
      render: (_: unknown, r) => (
        <Space size={8}>
          <GuardedLink permission={permission} onClick={() => void navigate(`/newNode?id=${r.id}`)}>
            {t('common.edit')}
          </GuardedLink>
          <GuardedLink
            permission={permission}
            danger
            onClick={() =>
              confirm({
                title: t('common.delete'),
                content: t('processNodes.nodes.deleteConfirm', { name: r.name }),
                isDelete: true,
                run: () => processNodesApi.removeNode(r.id),
              })
            }
          >
            {t('common.delete')}
          </GuardedLink>
        </Space>
      ),
    },
  ];

  return (
    <ListPage<PrcdNodeRow>
      listKey={listKey}
      title={n('title')}
      searchPlaceholder={n('search')}
      columns={columns}
      fetchPage={(q) => processNodesApi.page({ pageNo: q.pageNo, pageSize: q.pageSize, keyword: q.keyword || undefined })}
      rowKey="id"
      extra={
        <CreateButton permission={permission} onClick={() => void navigate('/newNode')} data-testid="node-create">
          {n('create')}
        </CreateButton>
      }
    />
  );
}
