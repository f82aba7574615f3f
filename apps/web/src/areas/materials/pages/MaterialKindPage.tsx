import { PlusOutlined } from '@ant-design/icons';
import type { MaterialKindNode, MaterialKindRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../../shared/session/permission';
import { kindsApi } from '../api/materials-api';
import { KINDS_PERMISSION } from '../routes';
import { KindDrawer, kindTreeOptions } from '../components/KindDrawer';
import '../locales/register';

type Node = MaterialKindNode & { children?: Node[] };

/** Leaves get no children array, so the table shows no expander for them. */
function prune(nodes: MaterialKindNode[]): Node[] {
  return nodes.map(({ children, ...n }) => (children.length ? { ...n, children: prune(children) } : n) as Node);
}

function matches(node: MaterialKindNode, text: string): boolean {
  return (
    node.no.toLowerCase().includes(text) || node.name.toLowerCase().includes(text) || node.children.some((c) => matches(c, text))
  );
}

function filterTree(nodes: MaterialKindNode[], text: string): MaterialKindNode[] {
  if (!text) return nodes;
  return nodes.filter((n) => matches(n, text)).map((n) => ({ ...n, children: filterTree(n.children, text) }));
}

/**
 * 物料分类 (/materielClassify, company menu; /materialKinds still opens it): the company's kind tree, shared by every
 * factory, with the session factory's SKU counts (reference 05 section 4).
 */
export function MaterialKindPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const tree = useQuery({ queryKey: ['material-kinds', 'tree'], queryFn: kindsApi.tree, retry: false });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ kind: MaterialKindRow | null; parentId?: string | null } | null>(null);
  const rows = useMemo(() => prune(filterTree(tree.data ?? [], search.trim().toLowerCase())), [tree.data, search]);

  const remove = (kind: MaterialKindRow) =>
    modal.confirm({
      title: t('materials.kinds.deleteConfirm', { name: kind.name }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await kindsApi.remove(kind.id);
        void tree.refetch();
      },
    });

  return (
    <div className="list-page">
      <div className="page-title-bar">
        <Space direction="vertical" size={0}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('materials.kinds.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('materials.kinds.companyHint')}</Typography.Text>
        </Space>
        <Space wrap>
          <Input.Search
            allowClear
            style={{ width: 240 }}
            placeholder={t('materials.kinds.search')}
            onSearch={setSearch}
            onChange={(e) => !e.target.value && setSearch('')}
          />
          <GuardedButton
            type="primary"
            icon={<PlusOutlined />}
            permission={KINDS_PERMISSION}
            onClick={() => setEditing({ kind: null })}
            data-testid="new-kind"
          >
            {t('materials.kinds.create')}
          </GuardedButton>
        </Space>
      </div>
      <Table<Node>
        size="middle"
        rowKey="id"
        loading={tree.isFetching}
        dataSource={rows}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        key={rows.length}
        data-testid="kind-table"
        columns={[
          { key: 'no', title: t('materials.kinds.no'), dataIndex: 'no' },
          { key: 'name', title: t('materials.kinds.name'), dataIndex: 'name' },
          { key: 'skuCount', title: t('materials.kinds.skuCount'), dataIndex: 'skuCount', align: 'right' },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_: unknown, kind) => (
              <Space size={0}>
                <GuardedButton type="link" size="small" permission={KINDS_PERMISSION} onClick={() => setEditing({ kind })}>
                  {t('materials.kinds.edit')}
                </GuardedButton>
                <GuardedButton
                  type="link"
                  size="small"
                  permission={KINDS_PERMISSION}
                  onClick={() => setEditing({ kind: null, parentId: kind.id })}
                >
                  {t('materials.kinds.createChild')}
                </GuardedButton>
                {kind.skuCount === 0 && kind.childCount === 0 && (
                  <Button type="link" size="small" danger onClick={() => remove(kind)}>
                    {t('common.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <KindDrawer
        open={Boolean(editing)}
        kind={editing?.kind ?? null}
        parentId={editing?.parentId}
        treeData={kindTreeOptions(tree.data ?? [], editing?.kind?.id)}
        onClose={() => setEditing(null)}
        onSaved={() => void tree.refetch()}
      />
    </div>
  );
}
