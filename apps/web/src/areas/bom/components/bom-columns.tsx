import { LockOutlined } from '@ant-design/icons';
import { BOM_ALL, type BomAttrName } from '@gf/contracts';
import { Button, Checkbox, Image, Input, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { problemText, type CellProblem } from '../../../shared/line-problems';
import { nextUsedFor, usedForNames, type BomCell, type BomEditorRow } from './bom-row.logic';
import '../locales/register';

/** The style's colours, sizes, lengths and parts the BOM's selects offer. */
export interface StyleAttrs {
  colors: BomAttrName[];
  sizes: BomAttrName[];
  standards: BomAttrName[];
  parts: BomAttrName[];
}

export interface BomColumnHandlers {
  /** Changes one row (by key); absent = the table only reads. */
  change?: (key: string, patch: Partial<BomEditorRow>) => void;
  problemsOf?: (row: BomEditorRow) => CellProblem<BomCell>[];
  openMapping: (row: BomEditorRow) => void;
  /** 部位 typed as text (a template belongs to no style, so it has no parts to choose from). */
  partAsText?: boolean;
  /** The 操作 column (edit mode). */
  actions?: (row: BomEditorRow, index: number) => ReactNode;
}

type Column = ColumnType<BomEditorRow> & { key: string };

/** A typed number: the text stays as typed; what the server would refuse shows under it at once. */
function NumberCell(props: {
  value: string;
  placeholder?: string | undefined;
  disabled: boolean;
  problem: string | null;
  onChange: (v: string) => void;
  testId: string;
}) {
  return (
    <div>
      <Input
        size="small"
        value={props.value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        status={props.problem ? 'error' : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
        style={{ width: '100%' }}
      />
      {props.problem && (
        <Typography.Text type="danger" style={{ fontSize: 12, lineHeight: 1.2, display: 'block' }}>
          {props.problem}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * The BOM table's columns in the order of the reference (screens/04 section 2), for reading and for editing:
 * `shown` is the factory's BOM字段配置 (required columns always); a size gets its own usage column.
 */
export function bomColumns(
  t: TFunction,
  language: string,
  attrs: StyleAttrs,
  shown: (key: string) => boolean,
  h: BomColumnHandlers,
): Column[] {
  const f = (k: string) => t(`bom.field.${k}`);
  const all = f('all');
  const editable = (row: BomEditorRow) => Boolean(h.change) && !row.isLocked;
  const problem = (row: BomEditorRow, cell: BomCell) => {
    const p = h.problemsOf?.(row).find((x) => x.field === cell);
    if (!p) return null;
    return 'text' in p ? problemText(p.text, language) : t('bom.rule.required');
  };
  const number = (row: BomEditorRow, cell: 'singleDosage' | 'lossRate' | 'planCost', index: number) =>
    editable(row) ? (
      <NumberCell
        value={row[cell]}
        disabled={false}
        problem={problem(row, cell)}
        onChange={(v) => h.change?.(row.key, { [cell]: v })}
        testId={`bom-${cell}-${index}`}
      />
    ) : (
      row[cell]
    );
  const usedFor = (
    row: BomEditorRow,
    field: 'styleColorIdList' | 'styleSizeIdList' | 'styleStandardIdList',
    options: BomAttrName[],
    index: number,
  ) =>
    editable(row) ? (
      <Select
        size="small"
        mode="multiple"
        value={row[field]}
        options={[{ value: BOM_ALL, label: all }, ...options.map((o) => ({ value: o.id, label: o.name }))]}
        onChange={(next: string[]) => h.change?.(row.key, { [field]: nextUsedFor(row[field], next) })}
        style={{ width: '100%' }}
        maxTagCount="responsive"
        data-testid={`bom-${field}-${index}`}
      />
    ) : (
      usedForNames(row[field], options, all)
    );

  const columns: Column[] = [
    {
      key: 'picture',
      title: f('picture'),
      width: 64,
      render: (_, row) =>
        row.pictureUrl ? <Image src={row.pictureUrl} width={40} height={40} style={{ objectFit: 'cover' }} /> : null,
    },
    { key: 'kindName', title: f('kind'), dataIndex: 'kindName', width: 90 },
    {
      key: 'materialsNo',
      title: f('materialNo'),
      width: 130,
      render: (_, row) => (
        <Space size={4}>
          {row.isLocked && (
            <Tooltip title={row.lockReason ?? f('locked')}>
              <LockOutlined style={{ color: '#fa8c16' }} aria-label={f('locked')} data-testid="bom-row-locked" />
            </Tooltip>
          )}
          {row.materialsNo}
        </Space>
      ),
    },
    {
      key: 'materialsName',
      title: f('materialName'),
      width: 140,
      render: (_, row) => (
        <>
          {row.materialsName}
          {row.isLocked && row.lockReason && (
            <Typography.Text type="warning" style={{ display: 'block', fontSize: 12 }}>
              {row.lockReason}
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'supplierName', title: f('supplier'), dataIndex: 'supplierName', width: 110 },
    { key: 'supplierStyleNo', title: f('supplierStyleNo'), dataIndex: 'supplierStyleNo', width: 100 },
    { key: 'supplierColorNo', title: f('supplierColorNo'), dataIndex: 'supplierColorNo', width: 100 },
    { key: 'colorName', title: f('color'), dataIndex: 'colorName', width: 80 },
    { key: 'specNoName', title: f('spec'), dataIndex: 'specNoName', width: 90 },
    { key: 'stockUnit', title: f('unit'), dataIndex: 'stockUnit', width: 60 },
    {
      key: 'singleDosage',
      title: <span className="bom-required">{f('singleDosage')}</span>,
      width: 110,
      render: (_, row, i) => number(row, 'singleDosage', i),
    },
  ];
  if (attrs.sizes.length > 1) {
    columns.push({
      key: 'sizeDosages',
      title: f('sizeDosage'),
      children: attrs.sizes.map((size) => ({
        key: `size-${size.id}`,
        title: size.name,
        width: 80,
        render: (_: unknown, row: BomEditorRow, i: number) =>
          editable(row) ? (
            <NumberCell
              value={row.sizeDosages[size.id] ?? ''}
              placeholder={row.singleDosage}
              disabled={false}
              problem={problem(row, `size:${size.id}`)}
              onChange={(v) => h.change?.(row.key, { sizeDosages: { ...row.sizeDosages, [size.id]: v } })}
              testId={`bom-size-${size.name}-${i}`}
            />
          ) : row.sizeDosages[size.id]?.trim() ? (
            <Typography.Text strong>{row.sizeDosages[size.id]}</Typography.Text>
          ) : (
            <Typography.Text type="secondary">{row.singleDosage}</Typography.Text>
          ),
      })),
    } as Column);
  }
  columns.push(
    { key: 'lossRate', title: f('lossRate'), width: 90, render: (_, row, i) => number(row, 'lossRate', i) },
    {
      key: 'styleColorIdList',
      title: f('styleColors'),
      width: 150,
      render: (_, row, i) => usedFor(row, 'styleColorIdList', attrs.colors, i),
    },
    {
      key: 'styleSizeIdList',
      title: f('styleSizes'),
      width: 150,
      render: (_, row, i) => usedFor(row, 'styleSizeIdList', attrs.sizes, i),
    },
  );
  if (attrs.standards.length > 0)
    columns.push({
      key: 'styleStandardIdList',
      title: f('styleStandards'),
      width: 140,
      render: (_, row, i) => usedFor(row, 'styleStandardIdList', attrs.standards, i),
    });
  columns.push(
    {
      key: 'colorMappings',
      title: f('colorMapping'),
      width: 150,
      render: (_, row, i) => {
        const mapped = attrs.colors.filter((c) => row.colorMappings[c.id]);
        const text = mapped.map((c) => `${c.name}→${row.colorMappings[c.id]!.materialColorName}`).join('；');
        if (!h.change || row.isLocked) return text;
        return (
          <Button size="small" type="link" onClick={() => h.openMapping(row)} data-testid={`bom-mapping-${i}`}>
            {mapped.length ? t('bom.editor.mappingSet', { count: mapped.length }) : t('bom.editor.mapping')}
          </Button>
        );
      },
    },
    {
      key: 'isMain',
      title: f('isMain'),
      width: 60,
      render: (_, row, i) =>
        editable(row) ? (
          <Checkbox
            checked={row.isMain}
            onChange={(e) => h.change?.(row.key, { isMain: e.target.checked })}
            data-testid={`bom-main-${i}`}
          />
        ) : row.isMain ? (
          <Tag color="blue">{f('isMain')}</Tag>
        ) : null,
    },
    {
      key: 'partName',
      title: f('part'),
      width: 110,
      render: (_, row) =>
        editable(row) && h.partAsText ? (
          <Input
            size="small"
            value={row.partName ?? ''}
            maxLength={20}
            onChange={(e) => h.change?.(row.key, { partName: e.target.value })}
          />
        ) : editable(row) ? (
          <Select
            size="small"
            allowClear
            value={row.partId ?? undefined}
            options={attrs.parts.map((p) => ({ value: p.id, label: p.name }))}
            onChange={(v: string | undefined) =>
              h.change?.(row.key, { partId: v ?? null, partName: attrs.parts.find((p) => p.id === v)?.name ?? null })
            }
            style={{ width: '100%' }}
          />
        ) : (
          row.partName
        ),
    },
    { key: 'planCost', title: f('planCost'), width: 100, render: (_, row, i) => number(row, 'planCost', i) },
    {
      key: 'remark',
      title: f('remark'),
      width: 140,
      render: (_, row) =>
        editable(row) ? (
          <Input
            size="small"
            value={row.remark}
            maxLength={200}
            onChange={(e) => h.change?.(row.key, { remark: e.target.value })}
          />
        ) : (
          row.remark
        ),
    },
  );
  const visible = columns.filter((c) => c.key === 'sizeDosages' || shown(c.key));
  if (h.actions)
    visible.push({
      key: 'actions',
      title: t('common.actions'),
      width: 200,
      fixed: 'right',
      render: (_, row, i) => h.actions?.(row, i),
    });
  return visible;
}

/** The table's width: every column's width added up (so it scrolls sideways past 1440 px, never squeezes). */
export function columnsWidth(columns: readonly Column[]): number {
  return columns.reduce(
    (sum, c) =>
      sum + ('children' in c && Array.isArray(c.children) ? c.children.length * 80 : typeof c.width === 'number' ? c.width : 100),
    0,
  );
}
