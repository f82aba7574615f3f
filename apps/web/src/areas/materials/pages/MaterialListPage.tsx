import { PlusOutlined } from '@ant-design/icons';
import { billStatusLabels, type MaterialCustomFieldColumn, type MaterialListRow } from '@gf/contracts';
import { App, Checkbox, Modal, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill/BillStatusTag';
import { formatDateTime } from '../../../shared/format/format';
import { ExportButton, ImportDialog } from '../../../shared/excel';
import {
  ListPage,
  useListRefresh,
  useListState,
  type FilterField,
  type ListColumn,
  type ListQuery,
} from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { kindLoader, materialsApi, supplierLoader } from '../api/materials-api';
import { MaterialThumb } from '../components/MaterialPictures';
import { ImportAcrossDialog } from '../../../shared/import-across';
import '../locales/register';

const listKey = 'material-archive';
const filterStatuses = [0, 1, 2, 3, 4];
const ids = (v: unknown) => (Array.isArray(v) ? v.map(String) : v ? [String(v)] : undefined);
const flag = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : undefined);

export const materialDetailHref = (id: string) => `/materialInfo/${encodeURIComponent(id)}`;

/** The list's query as the server's filter (also the export's body). */
function listInput(query: Pick<ListQuery, 'keyword' | 'filters'>) {
  const f = query.filters;
  const created = Array.isArray(f.createdAt) && f.createdAt.length === 2 ? f.createdAt.map(String) : undefined;
  const statuses = Array.isArray(f.statuses) ? f.statuses.map(Number) : undefined;
  return {
    keyword: query.keyword || undefined,
    materialKindsFilters: ids(f.kinds),
    suppliersFilters: ids(f.suppliers),
    reviewStatus: statuses?.length ? statuses : undefined,
    stopUse: flag(f.stopUse),
    sampleMaterial: flag(f.sampleMaterial),
    ...(created
      ? {
          createStartTimeStampFilter: dayjs(created[0]).startOf('day').valueOf(),
          createEndTimeStampFilter: dayjs(created[1]).endOf('day').valueOf(),
        }
      : {}),
  };
}

function fetchMaterials(query: ListQuery) {
  return materialsApi.list({ pageNum: query.pageNo, pageSize: query.pageSize, ...listInput(query) });
}

/** 物料档案 (/materialArchives): one row per SKU (reference 05 section 2). */
export function MaterialListPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useListRefresh(listKey);
  const [selected, setSelected] = useState<MaterialListRow[]>([]);
  const [importing, setImporting] = useState(false);
  const [importingAcross, setImportingAcross] = useState(false);
  const [listState] = useListState();
  // The rows on screen, for "renumber the current page" when nothing is selected.
  const visibleRows = useRef<MaterialListRow[]>([]);
  const [renumbering, setRenumbering] = useState<{ ids: string[]; names: boolean } | null>(null);
  // The factory's enabled custom fields of materials, as the list answer names them: one column each.
  const [customFieldColumns, setCustomFieldColumns] = useState<MaterialCustomFieldColumn[]>([]);
  const f = (key: string) => t(`materials.field.${key}`);
  const yesNo = (v: boolean) => (v ? f('yes') : f('no_'));

  const setStopUse = async (rows: MaterialListRow[], stopUse: boolean) => {
    const skuIds = rows.flatMap((r) => (r.skuId ? [r.skuId] : []));
    if (skuIds.length === 0) {
      message.warning(t('materials.list.selectFirst'));
      return;
    }
    try {
      await materialsApi.stopUse(skuIds, stopUse);
      setSelected([]);
      void refresh();
    } catch {
      // shown by the api client
    }
  };

  const columns: ListColumn<MaterialListRow>[] = [
    {
      key: 'picture',
      title: f('picture'),
      dataIndex: 'mainPictureUrl',
      width: 64,
      render: (v: string | null, r) => <MaterialThumb url={v} alt={r.name} />,
    },
    { key: 'kindName', title: f('kind'), dataIndex: 'kindName', render: (v: string, r) => `${r.kindNo}-${v}` },
    {
      key: 'commonMaterialsNo',
      title: f('no'),
      dataIndex: 'commonMaterialsNo',
      locked: true,
      render: (v: string, r) => <Link to={materialDetailHref(r.materialId)}>{v}</Link>,
    },
    { key: 'name', title: f('name'), dataIndex: 'name' },
    { key: 'colorName', title: f('color'), dataIndex: 'colorName' },
    { key: 'specNoName', title: f('spec'), dataIndex: 'specNoName' },
    { key: 'defaultSupplierName', title: f('defaultSupplier'), dataIndex: 'defaultSupplierName' },
    {
      key: 'supplierNos',
      title: f('supplierNos'),
      render: (_: unknown, r) => [r.supplierStyleNo, r.supplierColorNo].filter(Boolean).join(' / ') || null,
    },
    { key: 'planCost', title: f('planCost'), dataIndex: 'planCost', align: 'right' },
    { key: 'excludingTaxPrice', title: f('excludingTaxPrice'), dataIndex: 'excludingTaxPrice', align: 'right' },
    {
      key: 'sampleMaterial',
      title: f('sampleMaterial'),
      dataIndex: 'sampleMaterial',
      render: (v: boolean, r) => (r.skuId ? yesNo(v) : null),
    },
    { key: 'stockUnit', title: f('stockUnit'), dataIndex: 'stockUnit' },
    { key: 'purchaseUnit', title: f('purchaseUnit'), dataIndex: 'purchaseUnit' },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', ellipsis: true },
    { key: 'defaultDosage', title: f('defaultDosage'), dataIndex: 'defaultDosage', align: 'right' },
    {
      key: 'fixedMaterials',
      title: f('fixedMaterials'),
      dataIndex: 'fixedMaterials',
      render: (v: boolean, r) => (r.skuId ? yesNo(v) : null),
    },
    { key: 'conversionRate', title: f('conversionRate'), dataIndex: 'conversionRate', align: 'right' },
    { key: 'mlossRate', title: f('mlossRate'), dataIndex: 'mlossRate', align: 'right' },
    { key: 'status', title: f('status'), dataIndex: 'status', render: (v: number) => <BillStatusTag status={v} /> },
    {
      key: 'isStopUse',
      title: f('stopUse'),
      dataIndex: 'isStopUse',
      render: (v: boolean, r) =>
        r.skuId ? v ? <Tag color="default">{t('materials.list.stopped')}</Tag> : <Tag color="green">{f('inUse')}</Tag> : null,
    },
    { key: 'createdAt', title: f('createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    ...customFieldColumns.map((c): ListColumn<MaterialListRow> => ({
      key: `customField:${c.id}`,
      title: c.name,
      ellipsis: true,
      render: (_: unknown, r) => r.customFields?.[c.id] || null,
    })),
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size="small">
          <Link to={materialDetailHref(r.materialId)}>{t('common.view')}</Link>
          {r.skuId && (
            <GuardedButton
              type="link"
              size="small"
              permission="fac.materials.update"
              onClick={() => void setStopUse([r], !r.isStopUse)}
            >
              {r.isStopUse ? t('materials.list.resume') : t('materials.list.stopUse')}
            </GuardedButton>
          )}
        </Space>
      ),
    },
  ];

  const statusLabel = (s: number) => (i18n.language === 'en' ? billStatusLabels[s]?.en : billStatusLabels[s]?.zh) ?? String(s);
  const filters: FilterField[] = [
    { name: 'kinds', label: f('kind'), type: 'searchSelect', loader: kindLoader },
    { name: 'suppliers', label: f('supplier'), type: 'searchSelect', loader: supplierLoader },
    { name: 'createdAt', label: f('createdAt'), type: 'dateRange' },
    {
      name: 'sampleMaterial',
      label: f('sampleMaterial'),
      type: 'select',
      single: true,
      options: [
        { value: 'true', label: f('yes') },
        { value: 'false', label: f('no_') },
      ],
    },
    {
      name: 'stopUse',
      label: f('stopUse'),
      type: 'select',
      single: true,
      options: [
        { value: 'false', label: f('inUse') },
        { value: 'true', label: t('materials.list.stopped') },
      ],
    },
    {
      name: 'statuses',
      label: f('status'),
      type: 'select',
      options: filterStatuses.map((s) => ({ value: s, label: statusLabel(s) })),
    },
  ];

  const renumber = async () => {
    if (!renumbering) return;
    try {
      const res = await materialsApi.renumber({ ids: renumbering.ids, updateMaterialsName: renumbering.names });
      message.success(t('materials.list.renumbered', { count: res.updated }));
      setRenumbering(null);
      setSelected([]);
      void refresh();
    } catch {
      // shown by the api client
    }
  };

  return (
    <>
      <ListPage<MaterialListRow>
        listKey={listKey}
        title={t('materials.list.title')}
        searchPlaceholder={t('materials.list.search')}
        columns={columns}
        filters={filters}
        fetchPage={async (q) => {
          const page = await fetchMaterials(q);
          visibleRows.current = page.list;
          const next = page.customFieldColumns ?? [];
          setCustomFieldColumns((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
          return page;
        }}
        rowKey={(r) => r.skuId ?? `m${r.materialId}`}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.skuId ?? `m${r.materialId}`),
          onChange: (_k, rows) => setSelected(rows),
        }}
        extra={
          <>
            <GuardedButton permission="fac.materials.update" onClick={() => void setStopUse(selected, true)}>
              {t('materials.list.stopSelected')}
            </GuardedButton>
            <GuardedButton permission="fac.materials.update" onClick={() => void setStopUse(selected, false)}>
              {t('materials.list.resumeSelected')}
            </GuardedButton>
            <GuardedButton
              permission="fac.materials.update"
              onClick={() => {
                const rows = selected.length ? selected : visibleRows.current;
                setRenumbering({ ids: [...new Set(rows.map((r) => r.materialId))], names: false });
              }}
            >
              {t('materials.list.renumber')}
            </GuardedButton>
            <ExportButton
              path="fac/materials/exportExcel"
              permission="fac.materials.list"
              label={t('materials.list.export')}
              body={() => listInput(listState)}
            />
            <GuardedButton permission="fac.materials.add" onClick={() => setImporting(true)}>
              {t('capabilities.excel.import')}
            </GuardedButton>
            <GuardedButton
              permission="fac.materials.add"
              onClick={() => setImportingAcross(true)}
              data-testid="import-across-material"
            >
              {t('materials.importAcross.button')}
            </GuardedButton>
            <GuardedButton
              type="primary"
              icon={<PlusOutlined />}
              permission="fac.materials.add"
              onClick={() => navigate('/addMaterial')}
              data-testid="new-material"
            >
              {t('materials.list.create')}
            </GuardedButton>
          </>
        }
      />
      <ImportDialog
        open={importing}
        what={t('materials.list.title')}
        base="fac/materials"
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
      <ImportAcrossDialog
        open={importingAcross}
        onClose={() => setImportingAcross(false)}
        onImported={() => void refresh()}
        title={t('materials.importAcross.title')}
        listPath="fac/materials/getEasyMaterialListByUnitIds"
        importPath="fac/materials/importMaterial"
        nameTitle={t('materials.field.name')}
        codeTitle={t('materials.field.no')}
      />
      <Modal
        open={Boolean(renumbering)}
        title={t('materials.list.renumberTitle')}
        onCancel={() => setRenumbering(null)}
        onOk={() => void renumber()}
        okButtonProps={{ disabled: !renumbering?.ids.length }}
      >
        <Typography.Paragraph>{t('materials.list.renumberHint')}</Typography.Paragraph>
        <Checkbox
          checked={renumbering?.names ?? false}
          onChange={(e) => setRenumbering((r) => (r ? { ...r, names: e.target.checked } : r))}
        >
          {t('materials.list.renumberNames')}
        </Checkbox>
      </Modal>
    </>
  );
}
