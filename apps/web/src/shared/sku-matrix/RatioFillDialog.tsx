import { ratiosForSizes } from '@gf/contracts';
import { Alert, InputNumber, Modal, Select, Space, Table, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberProblem } from '../forms/number-rule';
import { cellKey, fillByRatio, type CellExists, type MatrixRow, type Quantities } from './sku-matrix.logic';
import type { MatrixAxis } from './SkuMatrix';
import { useRatioGroups, type RatioGroup } from './use-ratio-groups';

export interface RatioFillDialogProps {
  open: boolean;
  onClose: () => void;
  rows: { row: MatrixRow; label: string }[];
  sizes: MatrixAxis[];
  exists: CellExists;
  value: Quantities;
  onApply: (value: Quantities) => void;
  /** Ratios to start from, one per size; else the first saved group, else blank. */
  initialRatios?: readonly number[];
  /** Saved groups to offer; absent: loaded (the style's, else the factory's). */
  groups?: readonly RatioGroup[];
  styleId?: string;
}

type Typed = number | null;
const wholeProblem = (v: Typed) => numberProblem(v, { whole: true, min: 0 });
const ALL = '__all';

/**
 * 按码比填数: a 码比 (picked from the saved groups or typed per size) and a total per colour row, or one total for all
 * rows; the preview shows each row split by largest remainder and always summing to the typed total; 填入 writes
 * the rows with a total into the matrix and leaves the others as they were.
 */
export function RatioFillDialog(props: RatioFillDialogProps) {
  const { open, onClose, rows, sizes, exists, value, onApply, initialRatios, styleId } = props;
  const { t } = useTranslation();
  const sizeIds = sizes.map((s) => s.id);
  const loaded = useRatioGroups({ styleId, sizeIds, enabled: open && !props.groups });
  const groups = props.groups ?? loaded.groups;
  const [groupId, setGroupId] = useState<string | null>(null);
  const [ratios, setRatios] = useState<Typed[]>([]);
  const [totals, setTotals] = useState<Record<string, Typed>>({});
  // On opening without starting ratios, the first saved group is taken once it loads, unless the clerk chose first.
  const [autoPick, setAutoPick] = useState(false);
  const idBase = useId();
  const totalId = (index: number) => `${idBase}-total-${index}`;

  const pickGroup = (g: RatioGroup | undefined) => {
    setGroupId(g?.id ?? null);
    if (g) setRatios(ratiosForSizes(g.items, sizeIds));
  };
  // Each opening starts afresh: the starting ratios or the first group, no totals.
  useEffect(() => {
    if (!open) return;
    setTotals({});
    setGroupId(null);
    setRatios(initialRatios ? [...initialRatios] : sizeIds.map(() => null));
    setAutoPick(!initialRatios);
    // sizeIds and initialRatios are read at opening only, on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const firstGroup = groups[0];
  useEffect(() => {
    if (!open || !autoPick || !firstGroup) return;
    setAutoPick(false);
    pickGroup(firstGroup);
    // pickGroup reads sizeIds of this render; the group's id is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, autoPick, firstGroup?.id]);

  const weights = sizeIds.map((_, i) => ratios[i] ?? 0);
  const typedTotals = Object.fromEntries(rows.map(({ row }) => [row.key, totals[row.key] ?? null]));
  const hasTotal = rows.some(({ row }) => totals[row.key] !== null && totals[row.key] !== undefined);
  const result = fillByRatio(
    value,
    rows.map((r) => r.row),
    sizeIds,
    typedTotals,
    weights,
    exists,
  );
  const preview = 'value' in result ? result.value : null;
  const refusal = 'refusal' in result ? result.refusal : null;
  const refusalText = refusal
    ? [rows.find((r) => r.row.key === refusal.rowKey)?.label, t(`skuMatrix.problem.${refusal.problem}`)]
        .filter(Boolean)
        .join(t('skuMatrix.colon'))
    : null;

  type Line = { key: string; label: string; row?: MatrixRow };
  const lines: Line[] = [{ key: '__ratio', label: t('skuMatrix.ratio') }, ...rows.map((r) => ({ key: r.row.key, ...r }))];
  const columns = [
    { key: 'label', title: t('skuMatrix.color'), width: 140, render: (_: unknown, l: Line) => l.label },
    ...sizes.map((s, i) => ({
      key: s.id,
      title: s.name,
      align: 'center' as const,
      width: 80,
      render: (_: unknown, l: Line) => {
        if (!l.row)
          return (
            <InputNumber
              size="small"
              controls={false}
              style={{ width: 60 }}
              aria-label={`${t('skuMatrix.ratio')} ${s.name}`}
              status={wholeProblem(ratios[i] ?? null) ? 'error' : undefined}
              value={ratios[i] ?? null}
              onChange={(v) => {
                setAutoPick(false);
                setGroupId(null);
                setRatios(sizeIds.map((_, j) => (j === i ? (v ?? null) : (ratios[j] ?? null))));
              }}
            />
          );
        if (!exists(l.row, s.id)) return <Typography.Text type="secondary">—</Typography.Text>;
        const typed = totals[l.row.key];
        // A row without a total keeps what it holds: shown grey.
        if (typed === null || typed === undefined || !preview)
          return <Typography.Text type="secondary">{value[cellKey(l.row, s.id)] ?? '·'}</Typography.Text>;
        return <span data-testid={`ratio-preview-${l.row.key}-${s.id}`}>{preview[cellKey(l.row, s.id)] ?? 0}</span>;
      },
    })),
    {
      key: 'total',
      title: t('skuMatrix.rowTotalTyped'),
      width: 110,
      render: (_: unknown, l: Line, index: number) =>
        l.row ? (
          <InputNumber
            id={totalId(index)}
            size="small"
            controls={false}
            keyboard={false}
            // Enter (or the arrows) go to the next row's total, so a clerk types the totals down the column.
            onKeyDown={(e) => {
              const next = e.key === 'Enter' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
              const target = next ? document.getElementById(totalId(index + next)) : null;
              if (!next) return;
              e.preventDefault();
              if (target instanceof HTMLInputElement) {
                target.focus();
                target.select();
              }
            }}
            style={{ width: 90 }}
            aria-label={`${l.label} ${t('skuMatrix.rowTotalTyped')}`}
            status={wholeProblem(totals[l.row.key] ?? null) ? 'error' : undefined}
            value={totals[l.row.key] ?? null}
            onChange={(v) => setTotals({ ...totals, [l.row!.key]: v ?? null })}
          />
        ) : (
          <Typography.Text strong>{weights.reduce((a, w) => a + w, 0)}</Typography.Text>
        ),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('skuMatrix.byRatio')}
      width={Math.min(1100, Math.max(560, 300 + sizes.length * 80))}
      okText={t('skuMatrix.apply')}
      okButtonProps={{ disabled: !hasTotal || !preview }}
      onOk={() => {
        if (!preview) return;
        onApply(preview);
        onClose();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{t('skuMatrix.ratioGroup')}</span>
        <Select
          style={{ width: 220 }}
          allowClear
          loading={loaded.loading}
          placeholder={t('skuMatrix.ratioGroupPlaceholder')}
          value={groupId}
          options={groups.map((g) => ({ value: g.id, label: g.name }))}
          onChange={(id: string | undefined) => {
            setAutoPick(false);
            pickGroup(groups.find((g) => g.id === id));
          }}
          notFoundContent={t('skuMatrix.noRatioGroups')}
          aria-label={t('skuMatrix.ratioGroup')}
        />
        <span>{t('skuMatrix.allTotal')}</span>
        <InputNumber
          controls={false}
          style={{ width: 110 }}
          aria-label={t('skuMatrix.allTotal')}
          status={wholeProblem(totals[ALL] ?? null) ? 'error' : undefined}
          value={totals[ALL] ?? null}
          onChange={(v) => setTotals({ [ALL]: v ?? null, ...Object.fromEntries(rows.map((r) => [r.row.key, v ?? null])) })}
        />
      </Space>
      {loaded.failed && !props.groups ? (
        <Alert style={{ marginBottom: 12 }} type="warning" showIcon title={t('skuMatrix.ratioGroupsFailed')} />
      ) : null}
      <Table<Line>
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        dataSource={lines}
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="ratio-fill-table"
      />
      <div style={{ marginTop: 12 }}>
        {hasTotal && refusalText ? (
          <Alert type="error" showIcon title={refusalText} data-testid="ratio-refusal" />
        ) : (
          <Typography.Text type="secondary">{t('skuMatrix.ratioHint')}</Typography.Text>
        )}
      </div>
    </Modal>
  );
}
