import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import type { GoodsCategoryNode } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Empty, Input, Space, Tag, Tree, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { flattenCategories, goodsCategoryApi, goodsCategoryQueryKey } from '../api/goods-category-api';
import '../locales/register';

const UPDATE = 'fac.goods.update';
interface TreeRow {
  key: string;
  node: GoodsCategoryNode;
  children: TreeRow[];
}
type Editing = { mode: 'add'; parentId: string | null } | { mode: 'rename'; id: string; name: string } | null;

/** An inline name box: Enter or leaving it saves, Esc cancels. */
function NameInput({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const commit = async () => {
    const name = value.trim();
    if (busy) return;
    if (!name || name === initial) return onCancel();
    setBusy(true);
    try {
      await onSave(name);
    } catch {
      setBusy(false); // shown by the api client; keep the box open to correct it
    }
  };
  return (
    <Input
      size="small"
      autoFocus
      maxLength={20}
      style={{ width: 200 }}
      value={value}
      disabled={busy}
      placeholder={t('goods.category.namePlaceholder')}
      onChange={(e) => setValue(e.target.value)}
      onPressEnter={() => void commit()}
      onBlur={() => void commit()}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      onClick={(e) => e.stopPropagation()}
      data-testid="goods-category-name"
    />
  );
}

/** 商品品类 (/goodsCategory): the 大类 / 中类 / 小类 tree with inline add, rename, stop-use, sort and delete. */
export function GoodsCategoryPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: goodsCategoryQueryKey, queryFn: goodsCategoryApi.tree });
  const [editing, setEditing] = useState<Editing>(null);
  const levelName = (level: number) => t(`goods.category.level${level}`);
  const reload = () => queryClient.invalidateQueries({ queryKey: goodsCategoryQueryKey });
  const done = async () => {
    setEditing(null);
    await reload();
  };
  const siblingsOf = (n: GoodsCategoryNode) =>
    n.parentId ? (flattenCategories(tree.data ?? []).find((p) => p.id === n.parentId)?.children ?? []) : (tree.data ?? []);

  const move = async (n: GoodsCategoryNode, step: -1 | 1) => {
    const ids = siblingsOf(n).map((s) => s.id);
    const i = ids.indexOf(n.id);
    const j = i + step;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    try {
      await goodsCategoryApi.sort(n.parentId, ids);
      await reload();
    } catch {
      // shown by the api client
    }
  };
  const toggle = async (n: GoodsCategoryNode) => {
    try {
      await goodsCategoryApi.stopUse(n.id, !n.isStopped);
      message.success(t('common.success'));
      await reload();
    } catch {
      // shown by the api client
    }
  };
  const remove = (n: GoodsCategoryNode) =>
    modal.confirm({
      title: t('goods.category.deleteConfirm', { name: n.pathName }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await goodsCategoryApi.remove(n.id);
        message.success(t('common.success'));
        await reload();
      },
    });

  const addBox = (parentId: string | null) =>
    editing?.mode === 'add' && editing.parentId === parentId ? (
      <div style={{ padding: '4px 0' }}>
        <NameInput
          initial=""
          onCancel={() => setEditing(null)}
          onSave={async (name) => {
            await goodsCategoryApi.add(parentId, name);
            await done();
          }}
        />
      </div>
    ) : null;

  const title = (n: GoodsCategoryNode) => {
    const siblings = siblingsOf(n);
    const pos = siblings.findIndex((s) => s.id === n.id);
    return (
      <div>
        <Space size="middle">
          {editing?.mode === 'rename' && editing.id === n.id ? (
            <NameInput
              initial={n.name}
              onCancel={() => setEditing(null)}
              onSave={async (name) => {
                await goodsCategoryApi.rename(n.id, name);
                await done();
              }}
            />
          ) : (
            <Typography.Text type={n.isStopped ? 'secondary' : undefined}>{n.name}</Typography.Text>
          )}
          <Tag>{levelName(n.level)}</Tag>
          {n.isStopped ? <Tag color="default">{t('goods.list.stopped')}</Tag> : null}
          <Space size="small" onClick={(e) => e.stopPropagation()}>
            {n.level < 3 ? (
              <GuardedLink permission={UPDATE} onClick={() => setEditing({ mode: 'add', parentId: n.id })}>
                {t('goods.category.addChild', { level: levelName(n.level + 1) })}
              </GuardedLink>
            ) : null}
            <GuardedLink permission={UPDATE} onClick={() => setEditing({ mode: 'rename', id: n.id, name: n.name })}>
              {t('goods.category.rename')}
            </GuardedLink>
            <GuardedLink permission={UPDATE} onClick={() => void toggle(n)}>
              {n.isStopped ? t('goods.list.resume') : t('goods.list.stopUse')}
            </GuardedLink>
            <GuardedLink
              permission={UPDATE}
              disabled={pos <= 0}
              icon={<ArrowUpOutlined />}
              title={t('goods.parts.up')}
              onClick={() => void move(n, -1)}
            />
            <GuardedLink
              permission={UPDATE}
              disabled={pos < 0 || pos >= siblings.length - 1}
              icon={<ArrowDownOutlined />}
              title={t('goods.parts.down')}
              onClick={() => void move(n, 1)}
            />
            <GuardedLink permission={UPDATE} danger onClick={() => remove(n)}>
              {t('common.delete')}
            </GuardedLink>
          </Space>
        </Space>
        {addBox(n.id)}
      </div>
    );
  };

  const toTreeData = (nodes: GoodsCategoryNode[]): TreeRow[] =>
    nodes.map((n) => ({ key: n.id, node: n, children: toTreeData(n.children) }));
  const allKeys = flattenCategories(tree.data ?? []).map((n) => n.id);

  return (
    <Card
      title={t('goods.menu.category')}
      extra={
        <GuardedButton
          type="primary"
          icon={<PlusOutlined />}
          permission={UPDATE}
          onClick={() => setEditing({ mode: 'add', parentId: null })}
          data-testid="goods-category-add"
        >
          {t('goods.category.addBig')}
        </GuardedButton>
      }
    >
      <Typography.Paragraph type="secondary">{t('goods.category.hint')}</Typography.Paragraph>
      {addBox(null)}
      {tree.data?.length ? (
        <Tree<TreeRow>
          blockNode
          showLine
          selectable={false}
          expandedKeys={allKeys}
          treeData={toTreeData(tree.data)}
          titleRender={(d) => title(d.node)}
        />
      ) : tree.isLoading || editing ? null : (
        <Empty description={t('goods.category.empty')} />
      )}
    </Card>
  );
}
