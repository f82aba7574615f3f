import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { customFieldTypeLabels, type MaterialKindAttr, type MaterialKindNode } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Empty,
  Input,
  Menu,
  Popover,
  Row,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomFields } from '../../../shared/custom-fields';
import { GuardedButton, usePermission } from '../../../shared/session/permission';
import { kindAttrsApi, kindAttrsKey, kindsApi, MATERIAL_BILL_TYPE } from '../api/materials-api';
import { KINDS_PERMISSION as permission } from '../routes';
import '../locales/register';

/** The kind tree flattened in display order, each with its depth (the menu indents children). */
function flatten(nodes: MaterialKindNode[], depth = 0): { node: MaterialKindNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);
}

/**
 * 物料档案配置 (/attribute, company menu, reference 05 §5): per material kind (the company's), the attributes of the
 * attribute store (the company's custom fields of materials, 属性库 /archives, then the factory's own) it uses, in order, each mandatory or not; +添加属性
 * (checkboxes, count shown), 上移/下移, 移除.
 */
export function MaterialKindAttrPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const canEdit = usePermission(permission);
  const [search, setSearch] = useState('');
  const [kindId, setKindId] = useState<string | null>(null);
  const [picking, setPicking] = useState<string[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const tree = useQuery({ queryKey: ['material-kinds', 'tree'], queryFn: kindsApi.tree, retry: false });
  const fields = useCustomFields(MATERIAL_BILL_TYPE, true);
  const kinds = useMemo(() => flatten(tree.data ?? []), [tree.data]);
  const shown = kinds.filter(({ node }) => {
    const k = search.trim().toLowerCase();
    return !k || node.no.toLowerCase().includes(k) || node.name.toLowerCase().includes(k);
  });
  const current = kinds.find(({ node }) => node.id === kindId)?.node ?? null;
  const attrs = useQuery({
    queryKey: kindAttrsKey(kindId ?? ''),
    queryFn: () => kindAttrsApi.list(kindId!),
    enabled: kindId !== null,
  });
  const list = attrs.data ?? [];

  /** Runs a change; its answer is the kind's new list. */
  const change = async (run: () => Promise<MaterialKindAttr[]>) => {
    if (!kindId) return;
    setBusy(true);
    try {
      queryClient.setQueryData(kindAttrsKey(kindId), await run());
    } finally {
      setBusy(false);
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((a) => a.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void change(() => kindAttrsApi.sort(ids));
  };
  const remove = (a: MaterialKindAttr) =>
    modal.confirm({
      title: t('materials.kindAttrs.removeConfirm', { name: a.name }),
      okButtonProps: { danger: true },
      okText: t('materials.kindAttrs.remove'),
      cancelText: t('common.cancel'),
      onOk: () => change(() => kindAttrsApi.remove(a.id)),
    });
  const attached = new Set(list.map((a) => a.customFieldId));
  const available = (fields.data ?? []).filter((f) => !attached.has(f.customFieldId));

  const picker = (
    <Space direction="vertical" style={{ width: 300 }}>
      {available.length === 0 ? (
        <Typography.Text type="secondary">
          {(fields.data ?? []).length === 0 ? t('materials.kindAttrs.noFields') : t('materials.kindAttrs.empty')}
        </Typography.Text>
      ) : (
        <Checkbox.Group
          value={picking}
          onChange={(v) => setPicking(v as string[])}
          style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
        >
          {available.map((f) => (
            <Checkbox key={f.customFieldId} value={f.customFieldId}>
              {f.customFieldName}{' '}
              <Typography.Text type="secondary">（{customFieldTypeLabels[f.customFieldType][lang]}）</Typography.Text>
            </Checkbox>
          ))}
        </Checkbox.Group>
      )}
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Link to="/archives">{t('materials.kindAttrs.manageStore')}</Link>
        <Button
          type="primary"
          size="small"
          disabled={picking.length === 0}
          loading={busy}
          onClick={() =>
            void change(() => kindAttrsApi.add(kindId!, picking)).then(() => {
              setPicking([]);
              setPickerOpen(false);
            })
          }
        >
          {t('materials.kindAttrs.addOk')}
        </Button>
      </Space>
    </Space>
  );

  const columns: ColumnsType<MaterialKindAttr> = [
    { key: 'index', title: t('materials.kindAttrs.index'), width: 64, render: (_, __, i) => i + 1 },
    { key: 'name', title: t('materials.kindAttrs.name'), dataIndex: 'name', width: 180 },
    { key: 'type', title: t('materials.kindAttrs.type'), width: 110, render: (_, a) => customFieldTypeLabels[a.type][lang] },
    {
      key: 'options',
      title: t('materials.kindAttrs.options'),
      render: (_, a) =>
        a.options.length ? (
          <Space size={[4, 4]} wrap>
            {a.options.map((o) => (
              <Tag key={o.id}>{o.optionName}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      key: 'required',
      title: t('materials.kindAttrs.required'),
      width: 100,
      render: (_, a) => (
        <Switch
          size="small"
          checked={a.isRequired}
          disabled={!canEdit || busy}
          aria-label={`${a.name} ${t('materials.kindAttrs.required')}`}
          onChange={(checked) => void change(() => kindAttrsApi.setRequired(a.id, checked))}
        />
      ),
    },
    {
      key: 'state',
      title: t('materials.kindAttrs.state'),
      width: 90,
      render: (_, a) => (a.enabled ? null : <Tag color="default">{t('materials.kindAttrs.disabled')}</Tag>),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 130,
      render: (_, a, i) => (
        <Space size={0}>
          <Tooltip title={t('materials.kindAttrs.moveUp')}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={!canEdit || busy || i === 0}
              onClick={() => move(i, -1)}
            />
          </Tooltip>
          <Tooltip title={t('materials.kindAttrs.moveDown')}>
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={!canEdit || busy || i === list.length - 1}
              onClick={() => move(i, 1)}
            />
          </Tooltip>
          <Tooltip title={t('materials.kindAttrs.remove')}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={!canEdit || busy}
              onClick={() => remove(a)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="260px">
        <Card title={t('materials.kindAttrs.kinds')} size="small" loading={tree.isLoading}>
          <Input.Search
            allowClear
            size="small"
            placeholder={t('materials.kindAttrs.searchKind')}
            onChange={(e) => setSearch(e.target.value)}
            style={{ marginBottom: 8 }}
          />
          <Menu
            mode="inline"
            selectedKeys={kindId ? [kindId] : []}
            style={{ borderInlineEnd: 'none', maxHeight: 'calc(100vh - 260px)', overflow: 'auto' }}
            onClick={({ key }) => {
              setKindId(key);
              setPicking([]);
            }}
            items={shown.map(({ node, depth }) => ({
              key: node.id,
              label: node.noName,
              style: { paddingInlineStart: 12 + depth * 16 },
            }))}
          />
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Card
          title={
            current
              ? t('materials.kindAttrs.attrsOf', { kind: current.noName, count: list.length })
              : t('materials.kindAttrs.title')
          }
          extra={
            current ? (
              <Popover
                trigger="click"
                open={pickerOpen}
                onOpenChange={(open) => setPickerOpen(open && canEdit)}
                title={t('materials.kindAttrs.addTitle', { count: picking.length })}
                content={picker}
                placement="bottomRight"
              >
                <GuardedButton type="primary" permission={permission}>
                  {t('materials.kindAttrs.add')}
                </GuardedButton>
              </Popover>
            ) : null
          }
        >
          {current ? (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Alert
                type="info"
                showIcon
                message={t('materials.kindAttrs.hint')}
                description={t('materials.kindAttrs.storeHint')}
              />
              <Table<MaterialKindAttr>
                rowKey="id"
                size="middle"
                loading={attrs.isLoading}
                columns={columns}
                dataSource={list}
                pagination={false}
                locale={{
                  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('materials.kindAttrs.empty')} />,
                }}
              />
            </Space>
          ) : (
            <Empty description={t('materials.kindAttrs.chooseKind')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
