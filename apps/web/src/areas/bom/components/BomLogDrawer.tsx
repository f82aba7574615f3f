import type { BomLogRow, BomRowView, BomSnapshot } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Drawer, Empty, Modal, Row, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { bomApi, bomKeys } from '../api/bom-api';
import { snapshotChanges } from './bom-log.logic';
import { plain } from './bom-row.logic';
import '../locales/register';

export interface BomLogDrawerProps {
  open: boolean;
  bomId: string;
  onClose: () => void;
}

function SnapshotTable({ snapshot, changed, testId }: { snapshot: BomSnapshot | null; changed: Set<string>; testId: string }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`bom.field.${k}`);
  if (!snapshot) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <>
      <Typography.Paragraph>
        {f('name')}：{snapshot.name}
        {snapshot.remark ? ` · ${snapshot.remark}` : ''}
      </Typography.Paragraph>
      <Table<BomRowView>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={snapshot.rows}
        data-testid={testId}
        scroll={{ x: 'max-content' }}
        onRow={(r) => ({ style: changed.has(r.id) ? { background: '#fff7e6' } : undefined })}
        columns={[
          { key: 'no', title: f('materialNo'), dataIndex: 'materialsNo' },
          { key: 'name', title: f('materialName'), dataIndex: 'materialsName' },
          { key: 'color', title: f('color'), dataIndex: 'colorName' },
          { key: 'dosage', title: f('singleDosage'), dataIndex: 'singleDosage', render: plain },
          {
            key: 'sizes',
            title: f('sizeDosage'),
            render: (_, r) => r.sizeDosages.map((s) => `${s.sizeName}:${plain(s.singleDosage)}`).join(' '),
          },
          { key: 'loss', title: f('lossRate'), dataIndex: 'lossRate', render: plain },
          {
            key: 'colors',
            title: f('styleColors'),
            render: (_, r) => (r.styleColorIdList === null ? f('all') : r.styleColorNames),
          },
          { key: 'sup', title: f('supplier'), dataIndex: 'supplierName' },
          { key: 'price', title: f('planCost'), dataIndex: 'planCost', render: plain },
        ]}
      />
    </>
  );
}

/** 查看全部操作记录: the BOM's operations, newest first; an edit opens its before and after side by side. */
export function BomLogDrawer({ open, bomId, onClose }: BomLogDrawerProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [logId, setLogId] = useState<string | null>(null);
  const list = useQuery({
    queryKey: bomKeys.log(bomId, page),
    queryFn: () => bomApi.logList(bomId, page, 20),
    enabled: open,
  });
  const detail = useQuery({
    queryKey: bomKeys.logDetail(logId ?? ''),
    queryFn: () => bomApi.logDetail(logId!),
    enabled: Boolean(logId),
  });
  const d = detail.data;
  const changed = snapshotChanges(d?.editBefore ?? null, d?.editAfter ?? null);
  return (
    <Drawer open={open} size={720} title={t('bom.log.title')} onClose={onClose} destroyOnHidden>
      <Table<BomLogRow>
        size="small"
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: list.data?.totalCount ?? 0, onChange: setPage }}
        data-testid="bom-log-table"
        columns={[
          { key: 'a', title: t('bom.log.type'), dataIndex: 'actionText' },
          { key: 'u', title: t('bom.log.by'), dataIndex: 'createdByName' },
          { key: 't', title: t('bom.log.at'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          {
            key: 'd',
            title: t('common.actions'),
            render: (_, r) =>
              r.hasDiff ? (
                <Button type="link" size="small" onClick={() => setLogId(r.id)} data-testid="bom-log-detail">
                  {t('bom.log.detail')}
                </Button>
              ) : null,
          },
        ]}
      />
      <Modal
        open={Boolean(logId)}
        title={d ? `${d.actionText} · ${d.createdByName ?? ''} · ${formatDateTime(d.createdAt)}` : t('bom.log.title')}
        width={1320}
        footer={null}
        onCancel={() => setLogId(null)}
        destroyOnHidden
      >
        <Row gutter={16}>
          <Col span={12}>
            <Typography.Title level={5}>{t('bom.log.before')}</Typography.Title>
            <SnapshotTable snapshot={d?.editBefore ?? null} changed={changed.before} testId="bom-log-before" />
          </Col>
          <Col span={12}>
            <Typography.Title level={5}>{t('bom.log.after')}</Typography.Title>
            <SnapshotTable snapshot={d?.editAfter ?? null} changed={changed.after} testId="bom-log-after" />
          </Col>
        </Row>
      </Modal>
    </Drawer>
  );
}
