import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { GROUP_MAX_DEPTH, type FacGroupNode } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Input, Space, Spin, Tag, Tooltip, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPermission, GuardedButton } from '../../../shared/session/permission';
import { groupApi } from '../api/factory-api';
import '../locales/register';

const manage = 'fac.factory.group.manage';
/** Which node is being edited inline: a rename, or a new child under a parent ('' = top level). */
type Editing = { mode: 'rename'; id: string; name: string } | { mode: 'add'; parentId: string; name: string } | null;

/** 工位分组 (/facGroups): the group tree with inline add, rename, delete and sibling order. */
export function GroupTreePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['factory', 'groups'], queryFn: groupApi.tree });
  const [editing, setEditing] = useState<Editing>(null);
  // Collapsed nodes are remembered; everything else (new groups included) shows expanded.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const reload = () => queryClient.invalidateQueries({ queryKey: ['factory', 'groups'] });
  const memberCount = new Map((query.data?.facGroupDTOS ?? []).map((g) => [g.groupId, g.facUserDTOS.length]));

  const commit = async () => {
    if (!editing) return;
    const name = editing.name.trim();
    if (!name) return setEditing(null);
    try {
      if (editing.mode === 'rename') {
        await groupApi.rename(editing.id, name);
        message.success(t('factory.group.renamed'));
      } else {
        await groupApi.add(name, editing.parentId || undefined);
        message.success(t('factory.group.added'));
      }
      setEditing(null);
      await reload();
    } catch {
      // shown by the api client; the input stays open for a fix
    }
  };

  const remove = (node: FacGroupNode) => {
    if (!checkPermission(manage)) return;
    modal.confirm({
      title: t('common.delete'),
      content: t('factory.group.deleteConfirm', { name: node.name }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await groupApi.remove(node.id);
        message.success(t('factory.group.deleted'));
        await reload();
      },
    });
  };

  const move = async (siblings: FacGroupNode[], index: number, by: -1 | 1) => {
    if (!checkPermission(manage)) return;
    const ids = siblings.map((s) => s.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    await groupApi.sort(ids);
    await reload();
  };

  const editor = (value: string) => (
    <Input
      size="small"
      autoFocus
      maxLength={30}
      style={{ width: 200 }}
      placeholder={t('factory.group.namePlaceholder')}
      value={value}
      onChange={(e) => setEditing((cur) => (cur ? { ...cur, name: e.target.value } : cur))}
      onPressEnter={() => void commit()}
      onBlur={() => void commit()}
      onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
      onClick={(e) => e.stopPropagation()}
    />
  );

  const toData = (nodes: FacGroupNode[]): DataNode[] => {
    const rows: DataNode[] = nodes.map((node, index) => ({
      key: node.id,
      title:
        editing?.mode === 'rename' && editing.id === node.id ? (
          editor(editing.name)
        ) : (
          <Space size={4}>
            <span>{node.name}</span>
            {memberCount.get(node.id) ? <Tag>{t('factory.group.members', { count: memberCount.get(node.id) })}</Tag> : null}
            <span className="group-actions" onClick={(e) => e.stopPropagation()}>
              <Tooltip title={node.grade >= GROUP_MAX_DEPTH ? t('factory.group.maxDepth') : t('factory.group.addChild')}>
                <Button
                  type="text"
                  size="small"
                  icon={<PlusOutlined />}
                  disabled={node.grade >= GROUP_MAX_DEPTH}
                  onClick={() => checkPermission(manage) && setEditing({ mode: 'add', parentId: node.id, name: '' })}
                />
              </Tooltip>
              <Tooltip title={t('factory.group.rename')}>
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => checkPermission(manage) && setEditing({ mode: 'rename', id: node.id, name: node.name })}
                />
              </Tooltip>
              <Tooltip title={t('factory.group.moveUp')}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  onClick={() => void move(nodes, index, -1)}
                />
              </Tooltip>
              <Tooltip title={t('factory.group.moveDown')}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === nodes.length - 1}
                  onClick={() => void move(nodes, index, 1)}
                />
              </Tooltip>
              <Tooltip title={t('common.delete')}>
                <Button type="text" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(node)} />
              </Tooltip>
            </span>
          </Space>
        ),
      children: toData(node.children),
    }));
    return rows;
  };

  const withNewChild = (data: DataNode[], parentId: string): DataNode[] =>
    data.map((n) =>
      n.key === parentId
        ? { ...n, children: [...(n.children ?? []), { key: 'new', title: editor(editing?.name ?? ''), isLeaf: true }] }
        : { ...n, children: n.children ? withNewChild(n.children, parentId) : undefined },
    );

  const groups = query.data?.groups ?? [];
  let data = toData(groups);
  if (editing?.mode === 'add') {
    data = editing.parentId
      ? withNewChild(data, editing.parentId)
      : [...data, { key: 'new', title: editor(editing.name), isLeaf: true }];
  }
  const allKeys: string[] = [];
  const collect = (nodes: FacGroupNode[]) => nodes.forEach((n) => (allKeys.push(n.id), collect(n.children)));
  collect(groups);

  return (
    <Card
      title={t('factory.group.title')}
      extra={
        <GuardedButton
          type="primary"
          icon={<PlusOutlined />}
          permission={manage}
          onClick={() => setEditing({ mode: 'add', parentId: '', name: '' })}
        >
          {t('factory.group.addRoot')}
        </GuardedButton>
      }
    >
      {query.isLoading ? (
        <Spin />
      ) : data.length ? (
        <Tree
          blockNode
          selectable={false}
          showLine
          treeData={data}
          expandedKeys={allKeys.filter((k) => !collapsed.has(k) || (editing?.mode === 'add' && editing.parentId === k))}
          onExpand={(keys) => setCollapsed(new Set(allKeys.filter((k) => !keys.includes(k))))}
        />
      ) : (
        <Empty description={t('factory.group.empty')} />
      )}
    </Card>
  );
}
