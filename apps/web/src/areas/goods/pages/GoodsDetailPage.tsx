import type { GoodsChangeRecord } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Image, Input, Space, Table, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { goodsStyleExtraKeys, salesModeLabels, skuKeyOf } from '@gf/contracts';
import { formatDateTime } from '../../../shared/format/format';
import { pageTabs } from '../../../shared/routing/page-tabs';
import { checkPermission, GuardedButton } from '../../../shared/session/permission';
import { SkuMatrix } from '../../../shared/sku-matrix';
import { goodsApi } from '../api/goods-api';
import { GoodsStyleDrawer } from '../components/GoodsStyleDrawer';
import '../locales/register';

/** 商品详情 (/baseGoodsInfo?id=): 基本信息, SKU, 部位, 条码, 变更记录. */
export function GoodsDetailPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  // Opened by another area's tab param instead of the id (the desk's /baseGoodsInfo?bomId=): that tab names the style.
  const opener = id ? undefined : pageTabs('goodsDetail').find((tab) => tab.opener && params.get(tab.opener.param));
  useEffect(() => {
    const value = opener?.opener ? params.get(opener.opener.param) : null;
    if (!opener?.opener || !value) return;
    void opener.opener.hostId(value).then(
      (hostId) => setParams((p) => ({ ...Object.fromEntries(p), id: hostId, tab: opener.key }), { replace: true }),
      () => undefined,
    );
  }, [opener, params, setParams]);
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [partName, setPartName] = useState('');
  const [recordPage, setRecordPage] = useState(1);
  const detail = useQuery({ queryKey: ['goods', 'detail', id], queryFn: () => goodsApi.detail(id), enabled: Boolean(id) });
  const parts = useQuery({ queryKey: ['goods', 'parts', id], queryFn: () => goodsApi.parts(id), enabled: Boolean(id) });
  const barcodes = useQuery({ queryKey: ['goods', 'barcodes', id], queryFn: () => goodsApi.barcodes(id), enabled: Boolean(id) });
  const records = useQuery({
    queryKey: ['goods', 'records', id, recordPage],
    queryFn: () => goodsApi.changeRecords(id, recordPage, 20),
    enabled: Boolean(id),
  });
  const f = (k: string) => t(`goods.field.${k}`);
  const d = detail.data;
  if (!d) return <Card loading={detail.isLoading}>{detail.isError ? <Empty /> : null}</Card>;
  const reload = () => void qc.invalidateQueries({ queryKey: ['goods'] });
  const movePart = async (index: number, delta: number) => {
    const list = [...(parts.data ?? [])];
    const [item] = list.splice(index, 1);
    list.splice(index + delta, 0, item!);
    await goodsApi.sortParts(
      id,
      list.map((p) => p.id),
    );
    reload();
  };
  const existing = new Set(d.skuList.map((s) => skuKeyOf({ colorId: s.color_id, sizeId: s.size_id, standardId: s.standard_id })));

  const info = (
    <Descriptions column={3} bordered size="small">
      <Descriptions.Item label={f('styleNo')}>{d.styleNo}</Descriptions.Item>
      <Descriptions.Item label={f('styleName')}>{d.styleName}</Descriptions.Item>
      <Descriptions.Item label={f('customer')}>{d.customerName}</Descriptions.Item>
      <Descriptions.Item label={f('sizeCategory')}>{d.sizeCategoryName}</Descriptions.Item>
      <Descriptions.Item label={f('category')}>{d.categoryPath}</Descriptions.Item>
      <Descriptions.Item label={f('colors')}>{d.colors.map((c) => c.name).join('，')}</Descriptions.Item>
      <Descriptions.Item label={f('sizes')}>{d.sizes.map((c) => c.name).join('，')}</Descriptions.Item>
      <Descriptions.Item label={f('standards')}>{d.standards.map((c) => c.name).join('，')}</Descriptions.Item>
      <Descriptions.Item label={f('status')}>
        {d.isStopped ? <Tag>{t('goods.list.stopped')}</Tag> : <Tag color="green">{t('goods.list.inUse')}</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label={f('remark')}>{d.remark}</Descriptions.Item>
      {goodsStyleExtraKeys.map((k) => (
        <Descriptions.Item key={k} label={f(k)}>
          {k === 'salesMode' ? (d.salesMode === null ? null : salesModeLabels[d.salesMode]?.[lang]) : d[k]}
        </Descriptions.Item>
      ))}
      {d.customFields.map((c) => (
        <Descriptions.Item key={c.customFieldId} label={c.customFieldName}>
          {c.displayValue}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={f('createdBy')}>{d.createdByName}</Descriptions.Item>
      <Descriptions.Item label={f('createdAt')}>{formatDateTime(d.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={f('updatedAt')}>{formatDateTime(d.updatedAt)}</Descriptions.Item>
      <Descriptions.Item label={f('pictures')} span={3}>
        <Space>
          {d.pictures.map((p) => (
            <Image
              key={p.id}
              src={p.url}
              width={80}
              height={80}
              style={{ objectFit: 'cover', border: p.isMain ? '2px solid #fa8c16' : undefined }}
            />
          ))}
        </Space>
      </Descriptions.Item>
    </Descriptions>
  );
  const skuTab = (
    <Space direction="vertical" style={{ width: '100%' }}>
      <SkuMatrix mode="exists" colors={d.colors} sizes={d.sizes} standards={d.standards} existingKeys={existing} />
      <Table
        size="small"
        rowKey="id"
        pagination={{ pageSize: 50 }}
        dataSource={d.skuList}
        columns={[
          { key: 'c', title: f('color'), dataIndex: 'color_no_name' },
          { key: 's', title: f('size'), dataIndex: 'size_value' },
          { key: 'l', title: f('standard'), dataIndex: 'standard_value' },
          { key: 'id', title: 'SKU ID', dataIndex: 'id' },
        ]}
      />
    </Space>
  );
  const partsTab = (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space.Compact>
        <Input
          value={partName}
          maxLength={20}
          onChange={(e) => setPartName(e.target.value)}
          placeholder={t('goods.parts.name')}
        />
        <GuardedButton
          permission="fac.goods.update"
          disabled={!partName.trim()}
          onClick={async () => {
            await goodsApi.addPart(id, partName.trim());
            setPartName('');
            reload();
          }}
        >
          {t('goods.parts.add')}
        </GuardedButton>
      </Space.Compact>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={parts.data ?? []}
        columns={[
          { key: 'sort', title: t('goods.parts.sort'), render: (_: unknown, __: unknown, i: number) => i + 1, width: 60 },
          { key: 'name', title: t('goods.parts.name'), dataIndex: 'name' },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_: unknown, p: { id: string }, i: number) => (
              <Space size="small">
                <Button type="link" size="small" disabled={i === 0} onClick={() => void movePart(i, -1)}>
                  {t('goods.parts.up')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  disabled={i === (parts.data?.length ?? 0) - 1}
                  onClick={() => void movePart(i, 1)}
                >
                  {t('goods.parts.down')}
                </Button>
                <GuardedButton
                  type="link"
                  size="small"
                  danger
                  permission="fac.goods.update"
                  onClick={async () => {
                    await goodsApi.removePart(p.id);
                    message.success(t('common.success'));
                    reload();
                  }}
                >
                  {t('common.delete')}
                </GuardedButton>
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
  const barcodeTab = (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={barcodes.data?.list ?? []}
      locale={{ emptyText: barcodes.isError ? t('goods.barcodes.noPermission') : undefined }}
      columns={[
        { key: 'c', title: f('color'), dataIndex: 'colorName' },
        { key: 's', title: f('size'), dataIndex: 'sizeName' },
        { key: 'l', title: f('standard'), dataIndex: 'standardName' },
        { key: 'b', title: t('goods.barcodes.barcode'), dataIndex: 'barcode' },
        { key: 'g', title: t('goods.barcodes.gbcode'), dataIndex: 'gbcode' },
      ]}
    />
  );
  const recordTab = (
    <Table<GoodsChangeRecord>
      size="small"
      rowKey="id"
      dataSource={records.data?.list ?? []}
      pagination={{ current: recordPage, pageSize: 20, total: records.data?.totalCount ?? 0, onChange: setRecordPage }}
      columns={[
        { key: 'f', title: t('goods.records.fieldName'), dataIndex: 'fieldName' },
        { key: 'p', title: t('goods.records.previous'), dataIndex: 'previousValues' },
        { key: 'a', title: t('goods.records.after'), dataIndex: 'afterValues' },
        { key: 'u', title: t('goods.records.by'), dataIndex: 'createdByName' },
        { key: 't', title: t('goods.records.at'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
      ]}
    />
  );

  return (
    <Card
      title={`${d.styleNo} ${d.styleName}`}
      extra={
        <GuardedButton type="primary" permission="fac.goods.update" onClick={() => setEditing(true)}>
          {t('common.edit')}
        </GuardedButton>
      }
    >
      <Tabs
        defaultActiveKey={params.get('tab') ?? undefined}
        items={[
          { key: 'info', label: t('goods.tabs.info'), children: info },
          { key: 'sku', label: `SKU (${d.skuList.length})`, children: skuTab },
          { key: 'parts', label: t('goods.tabs.parts'), children: partsTab },
          // Tabs other areas add (the BOM tab of areas/bom), registered by app/routes.tsx.
          ...pageTabs('goodsDetail')
            .filter((tab) => checkPermission(tab.permission))
            .map((tab) => ({ key: tab.key, label: t(tab.titleKey), children: <tab.component goods={d} /> })),
          { key: 'barcodes', label: t('goods.tabs.barcodes'), children: barcodeTab },
          { key: 'records', label: t('goods.tabs.records'), children: recordTab },
        ]}
      />
      <GoodsStyleDrawer
        open={editing}
        style={d}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          reload();
        }}
      />
    </Card>
  );
}
