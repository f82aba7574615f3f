import type { RollRow } from '@gf/contracts';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { App, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../shared/excel';
import { formatDateTime } from '../../../shared/format/format';
import { ListPage, useListState, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedButton, checkPermission } from '../../../shared/session/permission';
import { materialSkuLoader, rollApi, storehouseLoader, trimZeros, type RollPage } from '../api/rolls-api';
import { RollDrawer } from '../components/RollDrawer';
import { RollKindsDrawer } from '../components/RollKindsDrawer';
import '../locales/register';

const listKey = 'material-rolls';
const one = (v: unknown) => (Array.isArray(v) ? (v[0] === undefined ? undefined : String(v[0])) : v ? String(v) : undefined);

function filterInput(q: Pick<ListQuery, 'keyword' | 'filters'>) {
  const f = q.filters;
  return {
    keyword: q.keyword || undefined,
    materialSkuId: one(f.sku),
    storehouseId: one(f.storehouse),
    rollNo: one(f.rollNo),
    vatNo: one(f.vatNo),
    orderNo: one(f.orderNo),
    isQualified: f.qualified === 'true' ? true : f.qualified === 'false' ? false : undefined,
  };
}

/** 物料卷 (/materialRoll): rolls with custom-field columns; add / edit in a drawer; batch qualified flag and delete. */
export function RollListPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [listState] = useListState();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<RollRow | null | undefined>(undefined);
  const [kindsOpen, setKindsOpen] = useState(false);
  const [customColumns, setCustomColumns] = useState<RollPage['customFieldColumns']>([]);
  const f = (k: string) => t(`rolls.field.${k}`);

  const fetchPage = async (q: ListQuery) => {
    const page = await rollApi.page({ pageNo: q.pageNo, pageSize: q.pageSize, ...filterInput(q) });
    setCustomColumns((old) => (JSON.stringify(old) === JSON.stringify(page.customFieldColumns) ? old : page.customFieldColumns));
    return page;
  };

  const needSelection = () => {
    if (selected.length) return false;
    void message.warning(t('rolls.list.selectFirst'));
    return true;
  };
  const setQualified = async (flag: boolean) => {
    if (needSelection() || !checkPermission('fac.materialRoll.update')) return;
    await rollApi.qualified(selected, flag).catch(() => undefined);
  };
  const remove = () => {
    if (needSelection() || !checkPermission('fac.materialRoll.delete')) return;
    modal.confirm({
      title: t('rolls.list.delete'),
      content: t('rolls.list.deleteConfirm', { count: selected.length }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await rollApi.remove(selected);
        setSelected([]);
      },
    });
  };

  const columns: ListColumn<RollRow>[] = [
    { key: 'rollNo', title: f('rollNo'), dataIndex: 'rollNo', locked: true, width: 150 },
    { key: 'vatNo', title: f('vatNo'), dataIndex: 'vatNo', width: 100 },
    { key: 'materialNo', title: f('materialNo'), dataIndex: 'materialNo', width: 120 },
    { key: 'materialName', title: f('materialName'), dataIndex: 'materialName', width: 140, ellipsis: true },
    { key: 'colorName', title: f('color'), dataIndex: 'colorName', width: 80 },
    { key: 'specificationsNo', title: f('spec'), dataIndex: 'specificationsNo', width: 90 },
    {
      key: 'length',
      title: f('length'),
      dataIndex: 'length',
      align: 'right',
      width: 90,
      render: (v: string | null) => trimZeros(v),
    },
    {
      key: 'stockQuantity',
      title: f('stock'),
      dataIndex: 'stockQuantity',
      align: 'right',
      width: 90,
      render: (v: string, r) => `${trimZeros(v)} ${r.stockUnit}`,
    },
    {
      key: 'isQualified',
      title: f('qualified'),
      dataIndex: 'isQualified',
      width: 90,
      render: (v: boolean) => (v ? <Tag color="green">{f('yes')}</Tag> : <Tag color="red">{f('no')}</Tag>),
    },
    ...customColumns.map<ListColumn<RollRow>>((c) => ({
      key: `custom-${c.id}`,
      title: c.name,
      width: 120,
      ellipsis: true,
      render: (_: unknown, r: RollRow) => r.customFields.find((v) => v.customFieldId === c.id)?.displayValue ?? null,
    })),
    { key: 'materialKindName', title: f('kind'), dataIndex: 'materialKindName', width: 100 },
    { key: 'storehouseName', title: f('storehouse'), dataIndex: 'storehouseName', width: 110 },
    { key: 'orderNo', title: f('orderNo'), dataIndex: 'orderNo', width: 110 },
    { key: 'styleNo', title: f('styleNo'), dataIndex: 'styleNo', width: 100 },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 120, ellipsis: true },
    { key: 'createdAt', title: f('createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 120,
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void navigate(`/materialRollDetail?id=${encodeURIComponent(r.id)}`)}>
            {t('rolls.list.detail')}
          </Button>
          <GuardedButton type="link" size="small" permission="fac.materialRoll.update" onClick={() => setEditing(r)}>
            {t('rolls.list.edit')}
          </GuardedButton>
        </Space>
      ),
    },
  ];

  const filters: FilterField[] = [
    { name: 'sku', label: t('rolls.form.sku'), type: 'searchSelect', loader: materialSkuLoader, single: true },
    { name: 'storehouse', label: f('storehouse'), type: 'searchSelect', loader: storehouseLoader, single: true },
    { name: 'rollNo', label: f('rollNo'), type: 'text' },
    { name: 'vatNo', label: f('vatNo'), type: 'text' },
    { name: 'orderNo', label: f('orderNo'), type: 'text' },
    {
      name: 'qualified',
      label: f('qualified'),
      type: 'select',
      single: true,
      options: [
        { value: 'true', label: f('yes') },
        { value: 'false', label: f('no') },
      ],
    },
  ];

  return (
    <>
      <ListPage<RollRow>
        listKey={listKey}
        title={t('rolls.list.title')}
        searchPlaceholder={t('rolls.list.search')}
        columns={columns}
        filters={filters}
        fetchPage={fetchPage}
        rowKey="id"
        fitColumns
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        extra={
          <>
            <Button onClick={() => void setQualified(true)}>{t('rolls.list.setQualified')}</Button>
            <Button onClick={() => void setQualified(false)}>{t('rolls.list.setUnqualified')}</Button>
            <Button danger onClick={remove}>
              {t('rolls.list.delete')}
            </Button>
            <ExportButton
              path="material/sku/roll/export"
              permission="fac.materialRoll.list"
              label={t('rolls.list.export')}
              body={() => filterInput(listState)}
            />
            <Button icon={<SettingOutlined />} onClick={() => setKindsOpen(true)}>
              {t('rolls.list.kinds')}
            </Button>
            <GuardedButton
              type="primary"
              icon={<PlusOutlined />}
              permission="fac.materialRoll.add"
              onClick={() => setEditing(null)}
            >
              {t('rolls.list.add')}
            </GuardedButton>
          </>
        }
      />
      <RollDrawer open={editing !== undefined} roll={editing ?? null} onClose={() => setEditing(undefined)} />
      <RollKindsDrawer open={kindsOpen} onClose={() => setKindsOpen(false)} />
    </>
  );
}
