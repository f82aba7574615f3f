import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import '../locales/register';

export interface GridPoint {
  key: string;
  name: string;
  tolerance: string;
  values: Record<string, string>;
}

/** Measurements: a non-negative number with at most 2 decimals (blank allowed). */
export const isMeasure = (v: string) => v === '' || /^\d{1,6}(\.\d{1,2})?$/.test(v);

let seq = 0;
export const newPoint = (): GridPoint => ({ key: `p${++seq}`, name: '', tolerance: '', values: {} });

/** The editable grid of a size table: one row per measurement point (部位, 公差), one column per size. */
export function SizeTableGrid({
  sizes,
  points,
  onChange,
}: {
  sizes: { id: string; name: string }[];
  points: GridPoint[];
  onChange: (points: GridPoint[]) => void;
}) {
  const { t } = useTranslation();
  const patch = (key: string, change: Partial<GridPoint>) =>
    onChange(points.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const cell = (value: string, set: (v: string) => void, label: string) => (
    <Input
      size="small"
      value={value}
      status={isMeasure(value) ? undefined : 'error'}
      onChange={(e) => set(e.target.value.trim())}
      style={{ width: 72, textAlign: 'right' }}
      aria-label={label}
    />
  );

  return (
    <>
      <Table<GridPoint>
        size="small"
        bordered
        rowKey="key"
        pagination={false}
        dataSource={points}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'name',
            title: t('attributes.sizeTable.point'),
            width: 140,
            fixed: 'left',
            render: (_: unknown, p) => (
              <Input
                size="small"
                value={p.name}
                maxLength={20}
                status={p.name.trim() ? undefined : 'error'}
                placeholder={t('attributes.sizeTable.pointRequired')}
                onChange={(e) => patch(p.key, { name: e.target.value })}
                aria-label={t('attributes.sizeTable.point')}
              />
            ),
          },
          {
            key: 'tolerance',
            title: t('attributes.sizeTable.tolerance'),
            width: 90,
            render: (_: unknown, p) =>
              cell(p.tolerance, (v) => patch(p.key, { tolerance: v }), t('attributes.sizeTable.tolerance')),
          },
          ...sizes.map((s) => ({
            key: s.id,
            title: s.name,
            width: 90,
            align: 'center' as const,
            render: (_: unknown, p: GridPoint) =>
              cell(p.values[s.id] ?? '', (v) => patch(p.key, { values: { ...p.values, [s.id]: v } }), `${p.name} ${s.name}`),
          })),
          {
            key: 'actions',
            title: '',
            width: 48,
            render: (_: unknown, p) => (
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                onClick={() => onChange(points.filter((x) => x.key !== p.key))}
              />
            ),
          },
        ]}
      />
      <Button style={{ marginTop: 8 }} icon={<PlusOutlined />} onClick={() => onChange([...points, newPoint()])}>
        {t('attributes.sizeTable.addPoint')}
      </Button>
    </>
  );
}
