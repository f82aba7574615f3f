import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { BOM_BILL_TYPE, BomPermission, type BomListRow, type GoodsStyleDetail } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Empty, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { formatDateTime } from '../../../shared/format/format';
import { GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { bomApi, bomKeys } from '../api/bom-api';
import { bomTemplateApi, bomTemplateKeys } from '../api/bom-template-api';
import { BomConfigDialog, useBomColumns } from './BomConfigDialog';
import { BomEditor } from './BomEditor';
import { BomPanel } from './BomPanel';
import { rowFromMaterial, rowFromTemplate, type BomEditorRow } from './bom-row.logic';
import '../locales/register';

type Editing = { bomId: string | null; startRows?: BomEditorRow[]; startName?: string } | null;

/**
 * The BOM tab of 商品详情 (/baseGoodsInfo?id=…&bomId=…): the style's BOMs (default marked, 设为默认, 复制, 删除),
 * the chosen BOM below it (rows, review actions, per-SKU view, operation log), the editor, BOM字段配置.
 */
export function GoodsBomTab({ goods }: { goods: GoodsStyleDetail }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const styleId = goods.goodsId;
  const shown = useBomColumns();
  const [chosenId, setChosenId] = useState<string | null>(params.get('bomId'));
  const [editing, setEditing] = useState<Editing>(null);
  const [configOpen, setConfigOpen] = useState(false);
  const [copying, setCopying] = useState<{ bom: BomListRow; name: string; problem: string | null } | null>(null);
  const list = useQuery({ queryKey: bomKeys.list(styleId), queryFn: () => bomApi.list(styleId) });
  const templates = useQuery({ queryKey: bomTemplateKeys.dropDown, queryFn: () => bomTemplateApi.dropDown(), retry: false });
  const parts = useQuery({ queryKey: bomKeys.parts(styleId), queryFn: () => bomApi.parts(styleId), enabled: Boolean(editing) });
  const boms = list.data ?? [];
  const chosen = boms.find((b) => b.id === chosenId) ?? boms.find((b) => b.isDefault) ?? boms[0] ?? null;
  const reload = () => void qc.invalidateQueries({ queryKey: bomKeys.style(styleId) });

  const fromTemplate = async (templateId: string) => {
    const [template, styleParts] = await Promise.all([bomTemplateApi.get(templateId), bomApi.parts(styleId)]);
    // A template names its parts (部位) as text: a row takes the style's part of that name, if it has one.
    // New BOM rows: the template rows' ids stay with the template.
    const rows = template.rows.map(rowFromTemplate).map(({ id: _templateRowId, ...row }) => {
      const part = styleParts.find((p) => p.name === row.partName);
      return { ...row, partId: part?.id ?? null, partName: part?.name ?? null };
    });
    setEditing({ bomId: null, startRows: rows, startName: template.name });
  };

  // A new BOM starts with the factory's fixed materials (固定物料: labels, bags…), which the clerk may remove.
  const create = async () => {
    const fixed = await bomApi.fixedMaterials().catch(() => []);
    setEditing({ bomId: null, startRows: fixed.map(rowFromMaterial) });
  };

  const copy = async () => {
    if (!copying) return;
    const name = copying.name.trim();
    if (!name || (await bomApi.isNameTaken(styleId, name).catch(() => false))) {
      setCopying({ ...copying, problem: name ? t('bom.field.nameTaken', { name }) : t('bom.field.nameRequired') });
      return;
    }
    const saved = await bomApi.copy(copying.bom.id, name);
    setCopying(null);
    setChosenId(saved.id);
    reload();
  };

  const remove = (bom: BomListRow) =>
    modal.confirm({
      title: t('bom.list.deleteConfirm', { name: bom.name }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await bomApi.remove(bom.id);
        if (chosenId === bom.id) setChosenId(null);
        reload();
      },
    });

  const attrs = { colors: goods.colors, sizes: goods.sizes, standards: goods.standards, parts: parts.data ?? [] };

  if (editing) {
    return (
      <BomEditorLoader
        styleId={styleId}
        editing={editing}
        attrs={attrs}
        shown={shown}
        onCancel={() => setEditing(null)}
        onSaved={(id) => {
          setEditing(null);
          setChosenId(id);
          message.success(t('bom.editor.saved'));
          reload();
        }}
      />
    );
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="goods-bom-tab">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('bom.list.title')}
        </Typography.Title>
        <Space>
          <Select
            placeholder={t('bom.list.fromTemplate')}
            value={null}
            options={templates.data ?? []}
            onChange={(id: string) => void fromTemplate(id)}
            style={{ width: 200 }}
            data-testid="bom-from-template"
          />
          <GuardedButton permission={BomPermission.update} icon={<SettingOutlined />} onClick={() => setConfigOpen(true)}>
            {t('bom.editor.columnConfig')}
          </GuardedButton>
          <GuardedButton
            type="primary"
            icon={<PlusOutlined />}
            permission={BomPermission.add}
            onClick={() => void create()}
            data-testid="bom-create"
          >
            {t('bom.list.create')}
          </GuardedButton>
        </Space>
      </Space>
      <Table<BomListRow>
        size="small"
        rowKey="id"
        loading={list.isLoading}
        pagination={false}
        dataSource={boms}
        locale={{ emptyText: <Empty description={t('bom.list.empty')} /> }}
        onRow={(b) => ({ onClick: () => setChosenId(b.id), style: { cursor: 'pointer' } })}
        rowClassName={(b) => (b.id === chosen?.id ? 'ant-table-row-selected' : '')}
        data-testid="bom-list"
        columns={[
          {
            key: 'name',
            title: t('bom.field.name'),
            render: (_, b) => (
              <Space size={4}>
                {b.name}
                {b.isDefault && <Tag color="orange">{t('bom.list.isDefault')}</Tag>}
              </Space>
            ),
          },
          { key: 'status', title: t('common.status'), render: (_, b) => <BillStatusTag status={b.status} /> },
          { key: 'rows', title: t('bom.template.rowCount'), dataIndex: 'rowCount', width: 90 },
          { key: 'main', title: t('bom.field.isMain'), dataIndex: 'mainMaterials', ellipsis: true },
          { key: 'by', title: t('bom.template.createdBy'), dataIndex: 'createdByName', width: 100 },
          {
            key: 'at',
            title: t('common.updatedAt'),
            dataIndex: 'updatedAt',
            width: 170,
            render: (v: string) => formatDateTime(v),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            width: 240,
            render: (_, b) => (
              <Space size={12} onClick={(e) => e.stopPropagation()}>
                {!b.isDefault && (
                  <GuardedLink
                    permission={BomPermission.update}
                    onClick={async () => {
                      await bomApi.setDefault(b.id);
                      reload();
                    }}
                    data-testid="bom-set-default"
                  >
                    {t('bom.list.setDefault')}
                  </GuardedLink>
                )}
                <GuardedLink
                  permission={BomPermission.add}
                  onClick={() => setCopying({ bom: b, name: t('bom.list.copyName', { name: b.name }), problem: null })}
                  data-testid="bom-copy"
                >
                  {t('bom.list.copy')}
                </GuardedLink>
                <GuardedLink permission={BomPermission.delete} danger onClick={() => remove(b)} data-testid="bom-delete">
                  {t('bom.list.delete')}
                </GuardedLink>
              </Space>
            ),
          },
        ]}
      />
      {chosen && (
        <BomPanel
          key={chosen.id}
          styleId={styleId}
          bomId={chosen.id}
          billType={BOM_BILL_TYPE}
          skus={goods.skuList}
          shown={shown}
          onEdit={() => setEditing({ bomId: chosen.id })}
          onChanged={reload}
        />
      )}
      <BomConfigDialog open={configOpen} onClose={() => setConfigOpen(false)} />
      {copying && (
        <CopyDialog
          copying={copying}
          onChange={(name) => setCopying({ ...copying, name, problem: null })}
          onOk={() => void copy()}
          onClose={() => setCopying(null)}
        />
      )}
    </Space>
  );
}

function CopyDialog(props: {
  copying: { bom: BomListRow; name: string; problem: string | null };
  onChange: (name: string) => void;
  onOk: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalLite title={`${t('bom.list.copy')}：${props.copying.bom.name}`} onOk={props.onOk} onClose={props.onClose}>
      <Input
        value={props.copying.name}
        maxLength={50}
        addonBefore={t('bom.field.name')}
        status={props.copying.problem ? 'error' : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid="bom-copy-name"
      />
      {props.copying.problem && <Typography.Text type="danger">{props.copying.problem}</Typography.Text>}
    </ModalLite>
  );
}

function ModalLite(props: { title: string; onOk: () => void; onClose: () => void; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={props.title}
      onOk={props.onOk}
      onCancel={props.onClose}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
    >
      {props.children}
    </Modal>
  );
}

/** The editor once the edited BOM is loaded (a new BOM starts at once). */
function BomEditorLoader(props: {
  styleId: string;
  editing: NonNullable<Editing>;
  attrs: Parameters<typeof BomEditor>[0]['attrs'];
  shown: (key: string) => boolean;
  onCancel: () => void;
  onSaved: (id: string) => void;
}) {
  const { bomId } = props.editing;
  const detail = useQuery({
    queryKey: bomKeys.detail(props.styleId, bomId ?? ''),
    queryFn: () => bomApi.detail(bomId!),
    enabled: Boolean(bomId),
  });
  if (bomId && !detail.data) return <Table loading />;
  const bom = detail.data ?? null;
  return (
    <BomEditor
      styleId={props.styleId}
      attrs={bom ? { colors: bom.colors, sizes: bom.sizes, standards: bom.standards, parts: bom.parts } : props.attrs}
      bom={bomId ? bom : null}
      {...(props.editing.startRows ? { startRows: props.editing.startRows } : {})}
      {...(props.editing.startName ? { startName: props.editing.startName } : {})}
      shown={props.shown}
      onSaved={props.onSaved}
      onCancel={props.onCancel}
    />
  );
}
