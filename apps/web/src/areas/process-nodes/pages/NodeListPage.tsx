import type { PrcdNodeRow } from '@gf/contracts';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/list-page';
import { processNodesApi } from '../api/process-nodes-api';
import { ProcessListFrame } from '../components/ProcessListFrame';
import { typeName } from '../components/node-type-name';
import '../locales/register';

/** 工序节点 (/workingProcedure): the factory's node definitions; create, edit, delete. */
export function NodeListPage() {
  const { t } = useTranslation();
  const n = (key: string) => t(`processNodes.nodes.${key}`);
  const yesNo = (v: boolean) => (v ? <Tag color="blue">{n('yes')}</Tag> : <span style={{ color: '#999' }}>{n('no')}</span>);
  const review = (r: PrcdNodeRow) =>
    r.reportReview === 'inherit' ? (
      <span style={{ color: '#999' }}>{t('processNodes.form.reviewInherit')}</span>
    ) : (
      <Tag color={r.reportReview === 'always' ? 'orange' : 'default'}>
        {t(`processNodes.form.${r.reportReview === 'always' ? 'reviewAlways' : 'reviewNever'}`)}
      </Tag>
    );

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
    { key: 'review', title: t('processNodes.form.reportReview'), width: 110, render: (_: unknown, r) => review(r) },
    {
      key: 'tags',
      title: n('tags'),
      render: (_: unknown, r) => (r.tags.length ? r.tags.map((tag) => <Tag key={tag.id}>{tag.name}</Tag>) : '-'),
    },
    { key: 'section', title: n('section'), width: 120, render: (_: unknown, r) => r.workshopSectionName ?? '-' },
  ];

  return (
    <ProcessListFrame<PrcdNodeRow>
      listKey="prcd-nodes"
      section="nodes"
      columns={columns}
      fetchPage={(q) => processNodesApi.page(q)}
      createPath="/newNode"
      createTestId="node-create"
      editPath={(id) => `/newNode?id=${id}`}
      remove={(id) => processNodesApi.removeNode(id)}
    />
  );
}
