import { ProcessNodePermission, type PrcdTemplateListRow } from '@gf/contracts';
import { Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../shared/format/format';
import { CreateButton, ListPage, useListRefresh, useRowConfirm, type ListColumn } from '../../../shared/list-page';
import { GuardedLink } from '../../../shared/session/permission';
import { processNodesApi } from '../api/process-nodes-api';
import '../locales/register';

const listKey = 'prcd-templates';
const permission = ProcessNodePermission.operate;

/** 工序模板 (/nodeManage): templates with their node strip and the 节点上报需审核 switch. */
export function TemplateListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useListRefresh(listKey);
  const confirm = useRowConfirm(listKey);
  const n = (key: string) => t(`processNodes.templates.${key}`);

  const columns: ListColumn<PrcdTemplateListRow>[] = [
    { key: 'name', title: n('name'), dataIndex: 'name', width: 150 },
    {
      key: 'nodes',
      title: n('nodes'),
      width: 380,
      render: (_: unknown, r) => (
        <Space size={[0, 4]} wrap>
          {r.nodeNames.map((name, i) => (
            <span key={`${name}${i}`}>
              {i > 0 && <span style={{ color: '#bbb', margin: '0 4px' }}>→</span>}
              <Tag style={{ marginInlineEnd: 0 }}>{name}</Tag>
            </span>
          ))}
        </Space>
      ),
    },
    { key: 'chargers', title: n('chargers'), width: 110, render: (_: unknown, r) => r.chargerNames.join('、') || '-' },
    {
      key: 'review',
      title: n('review'),
      width: 110,
      render: (_: unknown, r) => (
        <Switch
          size="small"
          checked={r.reportNeedsReview}
          data-testid={`review-${r.name}`}
          onChange={(checked) => void processNodesApi.setReview(r.id, checked).then(() => refresh())}
        />
      ),
    },
    { key: 'createdAt', title: n('createdAt'), width: 110, render: (_: unknown, r) => formatDate(r.createdAt) },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      width: 130,
      render: (_: unknown, r) => (
        <Space size={8}>
          <GuardedLink permission={permission} onClick={() => void navigate(`/procedureInfo?id=${r.id}`)}>
            {n('view')}
          </GuardedLink>
          <GuardedLink permission={permission} onClick={() => void navigate(`/createProcedure?id=${r.id}`)}>
            {t('common.edit')}
          </GuardedLink>
          <GuardedLink
            permission={permission}
            danger
            onClick={() =>
              confirm({
                title: t('common.delete'),
                content: t('processNodes.templates.deleteConfirm', { name: r.name }),
                isDelete: true,
                run: () => processNodesApi.removeTemplate(r.id),
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
    <ListPage<PrcdTemplateListRow>
      listKey={listKey}
      title={n('title')}
      searchPlaceholder={n('search')}
      columns={columns}
      fetchPage={(q) => processNodesApi.templates({ pageNo: q.pageNo, pageSize: q.pageSize, keyword: q.keyword || undefined })}
      rowKey="id"
      fitColumns
      extra={
        <CreateButton permission={permission} onClick={() => void navigate('/createProcedure')} data-testid="template-create">
          {n('create')}
        </CreateButton>
      }
    />
  );
}
