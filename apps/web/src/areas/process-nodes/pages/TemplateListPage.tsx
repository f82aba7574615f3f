import type { PrcdTemplateListRow } from '@gf/contracts';
import { Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/format';
import { useListRefresh, type ListColumn } from '../../../shared/list-page';
import { processNodesApi } from '../api/process-nodes-api';
import { ProcessListFrame } from '../components/ProcessListFrame';
import '../locales/register';

const listKey = 'prcd-templates';

/** 工序模板 (/nodeManage): templates with their node strip and the 节点上报需审核 switch. */
export function TemplateListPage() {
  const { t } = useTranslation();
  const refresh = useListRefresh(listKey);
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
  ];

  return (
    <ProcessListFrame<PrcdTemplateListRow>
      listKey={listKey}
      section="templates"
      columns={columns}
      fetchPage={(q) => processNodesApi.templates(q)}
      createPath="/createProcedure"
      createTestId="template-create"
      editPath={(id) => `/createProcedure?id=${id}`}
      viewPath={(id) => `/procedureInfo?id=${id}`}
      remove={(id) => processNodesApi.removeTemplate(id)}
      fitColumns
    />
  );
}
