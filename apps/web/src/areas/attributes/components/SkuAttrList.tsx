import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { LibraryLevel, SkuAttrRow, SkuAttrType } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../../shared/excel';
import { formatDateTime } from '../../../shared/format/format';
import { ListPage, useListRefresh, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { checkPermission, GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { attributeQueryKeys, colorGroupsAt, skuAttrApi, specEditCode } from '../api/attributes-api';
import { labelsOf, SkuAttrDrawer } from './SkuAttrDrawer';
import '../locales/register';

/**
 * One kind of library value as a list: search, stop-use / resume (one or the selected rows), edit drawer.
 * Colours are shown for one colour group (or all) and can be moved to another group. At FACTORY level the
 * company's values come first, marked 集团 and read-only (no selection, no actions); at COMPANY level only the
 * company's show, changed under the company code.
 */
export function SkuAttrList({
  type,
  title,
  categoryId,
  level = 'FACTORY',
}: {
  type: SkuAttrType;
  title: string;
  categoryId?: string | undefined;
  level?: LibraryLevel;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const perm = { specLibraryEdit: specEditCode(level) };
  const isMine = (row: SkuAttrRow) => row.level === level;
  const listKey = level === 'COMPANY' ? `attributes-company-${type}` : `attributes-${type}`;
  const refresh = useListRefresh(listKey);
  const k = labelsOf(type);
  const [selected, setSelected] = useState<string[]>([]);
  const [drawer, setDrawer] = useState<{ open: boolean; row: SkuAttrRow | null }>({ open: false, row: null });
  const [moveTo, setMoveTo] = useState<string | undefined>();
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  // Colours and sizes can be imported from Excel into the factory's own library (colour groups are created by name).
  const importBase =
    level === 'COMPANY'
      ? null
      : type === 'COLOR'
        ? 'fac/common/settings/color'
        : type === 'SIZE'
          ? 'fac/common/settings/size'
          : null;
  const groups = useQuery({
    queryKey: attributeQueryKeys.colorCategoriesAt(level),
    queryFn: () => colorGroupsAt(level),
    enabled: type === 'COLOR',
  });

  useEffect(() => {
    setSelected([]);
    void refresh();
  }, [categoryId, refresh]);

  const fetchPage = (q: ListQuery) =>
    skuAttrApi.page({
      type,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      keyword: q.keyword || undefined,
      categoryId,
      ...(level === 'COMPANY' ? { level } : {}),
    });

  const setStopped = (ids: string[], isStopped: boolean) => {
    if (!checkPermission(perm.specLibraryEdit)) return;
    if (!ids.length) {
      message.warning(t('attributes.library.noSelection'));
      return;
    }
    const run = async () => {
      await skuAttrApi.stopUse(ids, isStopped, level);
      message.success(t('common.operationSuccess'));
      setSelected([]);
      await refresh();
    };
    if (!isStopped) return void run();
    modal.confirm({
      title: t('attributes.library.stopUse'),
      content: t('attributes.library.stopConfirm', { count: ids.length }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: run,
    });
  };

  const moveGroup = async (target: string) => {
    if (!checkPermission(perm.specLibraryEdit)) return;
    if (!selected.length) {
      message.warning(t('attributes.library.noSelection'));
      return;
    }
    await skuAttrApi.changeGroup(selected, target, level);
    message.success(t('common.operationSuccess'));
    setSelected([]);
    setMoveTo(undefined);
    await refresh();
  };

  const columns: ListColumn<SkuAttrRow>[] = [
    { key: 'no', title: t(`attributes.${k}.code`), dataIndex: 'no', width: 140 },
    {
      key: 'name',
      title: t(`attributes.${k}.name`),
      dataIndex: 'name',
      locked: true,
      render: (v: string, row) =>
        isMine(row) ? (
          v
        ) : (
          <>
            <Tag color="gold">{t('attributes.level.company')}</Tag>
            {v}
          </>
        ),
    },
    ...(type === 'COLOR' ? [{ key: 'category', title: t('attributes.color.group'), dataIndex: 'category' }] : []),
    { key: 'sort', title: t('attributes.library.sort'), dataIndex: 'sort', width: 90 },
    {
      key: 'isStopped',
      title: t('attributes.library.status'),
      dataIndex: 'isStopped',
      width: 100,
      render: (v: boolean) =>
        v ? <Tag>{t('attributes.library.stopped')}</Tag> : <Tag color="green">{t('attributes.library.inUse')}</Tag>,
    },
    {
      key: 'createdAt',
      title: t('attributes.library.createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      render: (_: unknown, row) =>
        !isMine(row) ? (
          <Typography.Text type="secondary">{t('attributes.level.readOnly')}</Typography.Text>
        ) : (
          <Space size="middle">
            <GuardedLink permission={perm.specLibraryEdit} onClick={() => setDrawer({ open: true, row })}>
              {t('common.edit')}
            </GuardedLink>
            <GuardedLink onClick={() => setStopped([row.id], !row.isStopped)}>
              {row.isStopped ? t('attributes.library.resume') : t('attributes.library.stopUse')}
            </GuardedLink>
          </Space>
        ),
    },
  ];

  return (
    <>
      <ListPage<SkuAttrRow>
        listKey={listKey}
        title={title}
        searchPlaceholder={t('attributes.library.searchPlaceholder')}
        columns={columns}
        fetchPage={fetchPage}
        rowKey="id"
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (row) => ({ disabled: !isMine(row) }),
        }}
        extra={
          <>
            {type === 'COLOR' && (
              <Select
                style={{ width: 150 }}
                placeholder={t('attributes.library.changeGroup')}
                value={moveTo}
                onChange={(v: string) => {
                  setMoveTo(v);
                  void moveGroup(v);
                }}
                options={(groups.data ?? []).map((g) => ({
                  value: g.id,
                  label: g.level === level ? g.name : `${g.name}（${t('attributes.level.company')}）`,
                }))}
              />
            )}
            <GuardedButton onClick={() => setStopped(selected, true)}>{t('attributes.library.batchStopUse')}</GuardedButton>
            <GuardedButton onClick={() => setStopped(selected, false)}>{t('attributes.library.batchResume')}</GuardedButton>
            {importBase && (
              <GuardedButton icon={<ImportOutlined />} permission={perm.specLibraryEdit} onClick={() => setImporting(true)}>
                {t('capabilities.excel.import')}
              </GuardedButton>
            )}
            <GuardedButton
              type="primary"
              icon={<PlusOutlined />}
              permission={perm.specLibraryEdit}
              onClick={() => setDrawer({ open: true, row: null })}
            >
              {t('attributes.library.create')}
            </GuardedButton>
          </>
        }
      />
      {importBase && (
        <ImportDialog
          open={importing}
          what={title}
          base={importBase}
          onClose={() => setImporting(false)}
          onImported={() => {
            void refresh();
            void queryClient.invalidateQueries({ queryKey: attributeQueryKeys.colorCategories });
          }}
        />
      )}
      <SkuAttrDrawer
        open={drawer.open}
        type={type}
        level={level}
        row={drawer.row}
        defaultCategoryId={categoryId}
        onClose={() => setDrawer({ open: false, row: null })}
        onSaved={() => void refresh()}
      />
    </>
  );
}
