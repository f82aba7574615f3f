import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App, Card, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPermission, GuardedButton, GuardedLink } from '../../../shared/session/permission';

export interface AttributeDrawerProps<Row> {
  open: boolean;
  row: Row | null;
  onClose: () => void;
  onSaved: () => void;
}

export interface AttributeTableCardProps<Row extends { id: string }> {
  title: string;
  createLabel: string;
  /** Needed to add, edit and delete. */
  permission: string;
  queryKey: QueryKey;
  load: () => Promise<Row[]>;
  /** The data columns; the edit / delete column is added here. */
  columns: TableColumnsType<Row>;
  /** The text of the delete confirmation for a row. */
  deleteConfirm: (row: Row) => string;
  remove: (row: Row) => Promise<unknown>;
  /** The add / edit drawer. */
  drawer: (props: AttributeDrawerProps<Row>) => ReactNode;
  /** Shown before the create button (e.g. an on/off switch). */
  extra?: ReactNode;
}

/** A small attribute library on one card: title bar with create, the table with edit and delete, the drawer. */
export function AttributeTableCard<Row extends { id: string }>(props: AttributeTableCardProps<Row>) {
  const { title, createLabel, permission, queryKey, load, columns, deleteConfirm, remove, drawer, extra } = props;
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey, queryFn: load, staleTime: 0 });
  const [editing, setEditing] = useState<{ open: boolean; row: Row | null }>({ open: false, row: null });
  const reload = () => queryClient.invalidateQueries({ queryKey });

  const confirmDelete = (row: Row) => {
    if (!checkPermission(permission)) return;
    modal.confirm({
      title: t('common.delete'),
      content: deleteConfirm(row),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await remove(row);
        await reload();
      },
    });
  };

  const actions: TableColumnsType<Row>[number] = {
    key: 'actions',
    title: t('common.actions'),
    width: 140,
    render: (_: unknown, row: Row) => (
      <Space size="middle">
        <GuardedLink permission={permission} onClick={() => setEditing({ open: true, row })}>
          {t('common.edit')}
        </GuardedLink>
        <GuardedLink danger onClick={() => confirmDelete(row)}>
          {t('common.delete')}
        </GuardedLink>
      </Space>
    ),
  };

  return (
    <Card variant="borderless">
      <div className="page-title-bar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space>
          {extra}
          <GuardedButton
            type="primary"
            icon={<PlusOutlined />}
            permission={permission}
            onClick={() => setEditing({ open: true, row: null })}
          >
            {createLabel}
          </GuardedButton>
        </Space>
      </div>
      <Table<Row>
        size="middle"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[...columns, actions]}
      />
      {drawer({
        open: editing.open,
        row: editing.row,
        onClose: () => setEditing({ open: false, row: null }),
        onSaved: () => void reload(),
      })}
    </Card>
  );
}
