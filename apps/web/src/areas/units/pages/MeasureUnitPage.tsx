import { MeasureUnitPermission, type MeasureUnitRow } from '@gf/contracts';
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton, ListPage, useListRefresh, useRowConfirm, type ListColumn } from '../../../shared/list-page';
import { GuardedLink } from '../../../shared/session/permission';
import { unitsApi } from '../api/units-api';
import { MeasureUnitDrawer } from '../components/MeasureUnitDrawer';
import '../locales/register';

const listKey = 'measure-units';
const permission = MeasureUnitPermission.manage;

/** 单位字典 (/measureUnits): the factory's units, their fixed conversions and piece flag; add, edit, disable, delete. */
export function MeasureUnitPage() {
  const { t } = useTranslation();
  const refresh = useListRefresh(listKey);
  const confirm = useRowConfirm(listKey);
  const [editing, setEditing] = useState<{ unit: MeasureUnitRow | null } | null>(null);
  const f = (key: string) => t(`units.field.${key}`);

  const columns: ListColumn<MeasureUnitRow>[] = [
    { key: 'name', title: f('name'), dataIndex: 'name', width: 120 },
    {
      key: 'isPiece',
      title: f('isPiece'),
      width: 90,
      render: (_: unknown, u) => (u.isPiece ? <Tag color="blue">{f('isPiece')}</Tag> : '-'),
    },
    {
      key: 'conversion',
      title: f('base'),
      render: (_: unknown, u) =>
        u.baseUnitId ? t('units.field.conversion', { name: u.name, ratio: u.baseRatio, base: u.baseUnitName }) : '-',
    },
    { key: 'useCount', title: f('useCount'), dataIndex: 'useCount', width: 140, align: 'right' },
    {
      key: 'status',
      title: f('status'),
      width: 90,
      render: (_: unknown, u) =>
        u.isDisabled ? <Tag>{t('units.status.disabled')}</Tag> : <Tag color="green">{t('units.status.inUse')}</Tag>,
    },
    { key: 'sort', title: f('sort'), dataIndex: 'sort', width: 70, align: 'right' },
    { key: 'remark', title: f('remark'), dataIndex: 'remark' },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      width: 170,
      render: (_: unknown, u) => (
        <Space size={8}>
          <GuardedLink permission={permission} onClick={() => setEditing({ unit: u })}>
            {t('common.edit')}
          </GuardedLink>
          <GuardedLink
            permission={permission}
            onClick={() =>
              confirm({
                title: u.isDisabled ? t('units.action.enable') : t('units.action.disable'),
                content: t(u.isDisabled ? 'units.action.enableConfirm' : 'units.action.disableConfirm', { name: u.name }),
                run: () => unitsApi.stopUse(u.id, !u.isDisabled),
                successMessage: t('units.form.saved'),
              })
            }
          >
            {u.isDisabled ? t('units.action.enable') : t('units.action.disable')}
          </GuardedLink>
          <GuardedLink
            permission={permission}
            danger
            disabled={u.useCount > 0}
            title={u.useCount > 0 ? t('units.action.inUse', { name: u.name, count: u.useCount }) : undefined}
            onClick={() =>
              confirm({
                title: t('common.delete'),
                content: t('units.action.deleteConfirm', { name: u.name }),
                isDelete: true,
                run: () => unitsApi.remove(u.id),
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
    <>
      <ListPage<MeasureUnitRow>
        listKey={listKey}
        title={t('units.page.title')}
        searchPlaceholder={t('units.page.search')}
        columns={columns}
        fetchPage={(q) => unitsApi.page({ pageNo: q.pageNo, pageSize: q.pageSize, keyword: q.keyword || undefined })}
        rowKey="id"
        extra={
          <CreateButton permission={permission} onClick={() => setEditing({ unit: null })} data-testid="unit-create">
            {t('units.page.create')}
          </CreateButton>
        }
        titleExtra={
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t('units.page.hint')}
          </Typography.Text>
        }
      />
      <MeasureUnitDrawer
        open={Boolean(editing)}
        unit={editing?.unit ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
    </>
  );
}
