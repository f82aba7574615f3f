import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App, Button, ColorPicker, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { localize } from '../../../shared/i18n';
import { checkPermission, GuardedButton, GuardedLink } from '../../../shared/session/permission';
import '../locales/register';

export interface LabelItem {
  id: string;
  name: string;
  colour?: string;
  /** Shown, marked 集团, but not changed here (the company's labels on a factory's page). */
  isCompany?: boolean;
}

export interface LabelTabProps {
  permission: string;
  queryKey: QueryKey;
  load: () => Promise<LabelItem[]>;
  /** The rule of a label name (add and rename). */
  nameRule: z.ZodType<string>;
  add: (name: string, colour: string | undefined) => Promise<unknown>;
  rename: (item: LabelItem, name: string) => Promise<unknown>;
  remove: (item: LabelItem) => Promise<unknown>;
  /** Coloured labels: a colour picker when adding, a colour column, names shown as coloured tags. */
  recolour?: (item: LabelItem, colour: string) => Promise<unknown>;
  /** Ordered labels: a # column and move up / down. */
  sort?: (ids: string[]) => Promise<unknown>;
  /** Before the name box (e.g. the bill-type choice). */
  toolbarPrefix?: ReactNode;
}

const defaultColour = '#1677ff';

/**
 * A label list: add, rename inline, recolour or reorder, delete (the 次品标签 and 单据标签 tabs). Rows marked
 * `isCompany` come from the company's library: listed with a 集团 tag, never changed or moved from here.
 */
export function LabelTab({
  permission,
  queryKey,
  load,
  nameRule,
  add,
  rename,
  remove,
  recolour,
  sort,
  toolbarPrefix,
}: LabelTabProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey, queryFn: load });
  const rows = query.data ?? [];
  const [draft, setDraft] = useState({ name: '', colour: defaultColour });
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey });

  /** The name if it passes the rule; otherwise a warning and null. */
  const checkedName = (name: string): string | null => {
    const parsed = nameRule.safeParse(name);
    if (parsed.success) return parsed.data;
    message.warning(localize(parsed.error.issues[0]?.message));
    return null;
  };

  const addDraft = async () => {
    if (!checkPermission(permission)) return;
    const name = checkedName(draft.name);
    if (name === null) return;
    await add(name, recolour ? draft.colour : undefined);
    message.success(t('factory.label.added'));
    setDraft({ name: '', colour: draft.colour });
    await reload();
  };

  const change = async (item: LabelItem, run: () => Promise<unknown>) => {
    if (!checkPermission(permission)) return;
    await run();
    message.success(t('factory.label.saved'));
    setEditing(null);
    await reload();
  };

  const saveName = (item: LabelItem) => {
    if (!editing) return;
    if (editing.name.trim() === item.name) return setEditing(null);
    const name = checkedName(editing.name);
    if (name !== null) void change(item, () => rename(item, name));
  };

  // Only the page's own rows are ordered here (the company's keep the company's order, above them).
  const ownIds = rows.filter((r) => !r.isCompany).map((r) => r.id);
  const move = async (item: LabelItem, by: -1 | 1) => {
    if (!sort || !checkPermission(permission)) return;
    const ids = [...ownIds];
    const index = ids.indexOf(item.id);
    ids.splice(index, 1);
    ids.splice(index + by, 0, item.id);
    await sort(ids);
    await reload();
  };

  const confirmRemove = (item: LabelItem) => {
    if (!checkPermission(permission)) return;
    modal.confirm({
      title: t('common.delete'),
      content: t('factory.label.deleteConfirm', { name: item.name }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await remove(item);
        message.success(t('factory.label.deleted'));
        await reload();
      },
    });
  };

  const columns: TableColumnsType<LabelItem> = [
    ...(sort ? [{ key: 'index', title: '#', width: 60, render: (_v: unknown, _r: LabelItem, i: number) => i + 1 }] : []),
    {
      key: 'name',
      title: t('factory.label.labelName'),
      render: (_v, item) =>
        editing?.id === item.id ? (
          <Input
            size="small"
            autoFocus
            maxLength={20}
            value={editing.name}
            onChange={(e) => setEditing({ id: item.id, name: e.target.value })}
            onPressEnter={() => saveName(item)}
            onBlur={() => saveName(item)}
          />
        ) : recolour ? (
          <Tag color={item.colour}>{item.name}</Tag>
        ) : item.isCompany ? (
          <>
            <Tag color="gold">{t('factory.label.company')}</Tag>
            {item.name}
          </>
        ) : (
          item.name
        ),
    },
    ...(recolour
      ? [
          {
            key: 'colour',
            title: t('factory.label.colour'),
            width: 140,
            render: (_v: unknown, item: LabelItem) => (
              <ColorPicker
                size="small"
                value={item.colour}
                disabledAlpha
                onChangeComplete={(c) => void change(item, () => recolour(item, c.toHexString()))}
              />
            ),
          },
        ]
      : []),
    {
      key: 'actions',
      title: t('common.actions'),
      width: sort ? 260 : 160,
      render: (_v, item) =>
        item.isCompany ? (
          <Typography.Text type="secondary">{t('factory.label.readOnly')}</Typography.Text>
        ) : (
          <Space>
            <GuardedLink permission={permission} onClick={() => setEditing({ id: item.id, name: item.name })}>
              {t('common.edit')}
            </GuardedLink>
            {sort && (
              <>
                <Button
                  type="link"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={ownIds.indexOf(item.id) === 0}
                  onClick={() => void move(item, -1)}
                />
                <Button
                  type="link"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={ownIds.indexOf(item.id) === ownIds.length - 1}
                  onClick={() => void move(item, 1)}
                />
              </>
            )}
            <GuardedLink danger onClick={() => confirmRemove(item)}>
              {t('common.delete')}
            </GuardedLink>
          </Space>
        ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {toolbarPrefix}
        <Input
          style={{ width: 240 }}
          value={draft.name}
          maxLength={20}
          placeholder={t('factory.label.placeholder')}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          onPressEnter={() => void addDraft()}
        />
        {recolour && (
          <ColorPicker value={draft.colour} onChange={(c) => setDraft({ ...draft, colour: c.toHexString() })} disabledAlpha />
        )}
        <GuardedButton type="primary" permission={permission} onClick={() => void addDraft()}>
          {t('factory.label.add')}
        </GuardedButton>
      </Space>
      <Table<LabelItem>
        rowKey="id"
        size="middle"
        loading={query.isLoading}
        dataSource={rows}
        pagination={false}
        style={{ maxWidth: 720 }}
        columns={columns}
      />
    </Space>
  );
}
