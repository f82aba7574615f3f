import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { NodeReportReview, PrcdNodeBrief } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, DatePicker, Input, InputNumber, Radio, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../../shared/search-select';
import { nodeLoader } from '../../../shared/process/process-loaders';
import { chooseShipment, emptyRow, moveRow, removeRow, type NodeRow } from './node-rows';
import { UserSelect } from './UserSelect';

/**
 * 工序节点 rows (reference 03 §2 "Node row columns"): node, people, wage, plan end, 预警, 差额, 外发结算,
 * 上报为工单出货数 (one row), 上游节点 (an earlier row), reorder and delete; beside the node its 上报需审核 (the node
 * definition's choice, read only). A row with reports keeps its node.
 */
export function NodeRowsTable({
  rows,
  onChange,
  lockedIds,
  templateNeedsReview,
}: {
  rows: NodeRow[];
  onChange: (rows: NodeRow[]) => void;
  /** Node instances with reports: their node cannot change and they cannot be removed. */
  lockedIds?: ReadonlySet<string>;
  /** The chosen template's 节点上报需审核 switch (null: no template chosen). */
  templateNeedsReview?: boolean | null;
}) {
  const { t } = useTranslation();
  const f = (k: string) => t(`missions.field.${k}`);
  // 上报需审核 of every node definition (prcd-nodes/details, one call): the same answer whether the row came from the
  // template, was picked here, or is an edited mission's node.
  const briefs = useQuery({ queryKey: ['prcd-nodes', 'details', ''], queryFn: () => nodeLoader(''), staleTime: 30_000 });
  const reviewOf = useMemo(
    () => new Map((briefs.data ?? []).map((o) => [String(o.value), (o.record as PrcdNodeBrief | undefined)?.reportReview])),
    [briefs.data],
  );
  const review = (r: NodeRow) => {
    const choice: NodeReportReview | undefined = r.prcdNodeId ? reviewOf.get(r.prcdNodeId) : undefined;
    if (!choice) return '-';
    if (choice !== 'inherit')
      return <Tag color={choice === 'always' ? 'orange' : 'default'}>{t(`missions.form.review.${choice}`)}</Tag>;
    const key = templateNeedsReview == null ? 'inherit' : templateNeedsReview ? 'inheritYes' : 'inheritNo';
    return <Typography.Text type="secondary">{t(`missions.form.review.${key}`)}</Typography.Text>;
  };
  const set = (i: number, patch: Partial<NodeRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const locked = (r: NodeRow) => Boolean(r.id && lockedIds?.has(r.id));
  return (
    <>
      <Table<NodeRow>
        size="small"
        bordered
        rowKey="key"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        data-testid="node-rows"
        columns={[
          { key: 'no', title: '#', width: 40, render: (_, __, i) => i + 1 },
          {
            key: 'node',
            title: f('node'),
            width: 200,
            render: (_, r, i) => (
              <SearchSelect
                single
                loader={nodeLoader}
                value={r.prcdNodeId}
                disabled={locked(r)}
                chosenValues={rows.map((x) => x.prcdNodeId).filter((x): x is string => Boolean(x))}
                initialOptions={r.prcdNodeId && r.label ? [{ value: r.prcdNodeId, label: r.label }] : undefined}
                style={{ width: 190 }}
                data-testid="node-select"
                onChange={(v, o) =>
                  set(i, { prcdNodeId: v == null ? null : String(v), label: o && !Array.isArray(o) ? o.label : null })
                }
              />
            ),
          },
          {
            key: 'review',
            title: <Tooltip title={t('missions.form.reviewTip')}>{f('reportReview')}</Tooltip>,
            width: 120,
            render: (_, r) => <span data-testid="node-review">{review(r)}</span>,
          },
          {
            key: 'chargers',
            title: f('chargers'),
            width: 200,
            render: (_, r, i) => (
              <UserSelect value={r.chargerIds} style={{ width: 190 }} onChange={(ids) => set(i, { chargerIds: ids })} />
            ),
          },
          {
            key: 'wage',
            title: <Tooltip title={t('missions.form.wageTip')}>{f('wage')}</Tooltip>,
            width: 100,
            render: (_, r, i) => (
              <Input value={r.labourCost} placeholder="0.000" onChange={(e) => set(i, { labourCost: e.target.value })} />
            ),
          },
          {
            key: 'planEndAt',
            title: f('planEndAt'),
            width: 140,
            render: (_, r, i) => (
              <DatePicker
                value={r.planEndAt ? dayjs(r.planEndAt) : null}
                onChange={(d) => set(i, { planEndAt: d ? d.format('YYYY-MM-DD') : null })}
              />
            ),
          },
          {
            key: 'warn',
            title: f('warn'),
            width: 170,
            render: (_, r, i) => (
              <Space size={4}>
                <Checkbox checked={r.warnOn} onChange={(e) => set(i, { warnOn: e.target.checked })} />
                <span>{t('missions.form.daysBefore')}</span>
                <InputNumber
                  size="small"
                  style={{ width: 56 }}
                  disabled={!r.warnOn}
                  value={r.warnDays}
                  onChange={(v) => set(i, { warnDays: v == null ? null : Number(v) })}
                />
                <span>{t('missions.form.days')}</span>
              </Space>
            ),
          },
          {
            key: 'diff',
            title: f('diff'),
            width: 200,
            render: (_, r, i) => (
              <Space size={4}>
                <Checkbox checked={r.diffOn} onChange={(e) => set(i, { diffOn: e.target.checked })} />
                <Input
                  size="small"
                  style={{ width: 64 }}
                  disabled={!r.diffOn}
                  placeholder="-0"
                  value={r.diffMin}
                  onChange={(e) => set(i, { diffMin: e.target.value })}
                />
                ~
                <Input
                  size="small"
                  style={{ width: 64 }}
                  disabled={!r.diffOn}
                  placeholder="+0"
                  value={r.diffMax}
                  onChange={(e) => set(i, { diffMax: e.target.value })}
                />
              </Space>
            ),
          },
          {
            key: 'outside',
            title: f('outsideSettlement'),
            width: 80,
            align: 'center',
            render: (_, r, i) => (
              <Checkbox checked={r.outsideSettlement} onChange={(e) => set(i, { outsideSettlement: e.target.checked })} />
            ),
          },
          {
            key: 'shipment',
            title: f('isShipment'),
            width: 110,
            align: 'center',
            render: (_, r, i) => <Radio checked={r.isShipment} onClick={() => onChange(chooseShipment(rows, i))} />,
          },
          {
            key: 'upstream',
            title: f('upstream'),
            width: 150,
            render: (_, r, i) => (
              <Select
                allowClear
                style={{ width: 140 }}
                value={r.upstreamPrcdNodeId ?? undefined}
                onChange={(v?: string) => set(i, { upstreamPrcdNodeId: v ?? null })}
                options={rows
                  .slice(0, i)
                  .filter((p) => p.prcdNodeId)
                  .map((p) => ({ value: p.prcdNodeId!, label: p.label ?? p.prcdNodeId! }))}
              />
            ),
          },
          {
            key: 'actions',
            title: f('actions'),
            width: 110,
            fixed: 'right',
            render: (_, r, i) => (
              <Space size={0}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  title={t('missions.form.up')}
                  disabled={i === 0}
                  onClick={() => onChange(moveRow(rows, i, -1))}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  title={t('missions.form.down')}
                  disabled={i === rows.length - 1}
                  onClick={() => onChange(moveRow(rows, i, 1))}
                />
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  title={t('missions.form.remove')}
                  disabled={locked(r)}
                  onClick={() => onChange(removeRow(rows, i))}
                />
              </Space>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 8 }}>
        <Button icon={<PlusOutlined />} onClick={() => onChange([...rows, emptyRow()])} data-testid="add-node">
          {t('missions.form.addNode')}
        </Button>
        <Typography.Link href="/newNode" target="_blank">
          {t('missions.form.newNode')}
        </Typography.Link>
      </Space>
    </>
  );
}
