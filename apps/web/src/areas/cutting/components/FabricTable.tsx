import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FabricRow } from './lay-form';

interface Props {
  colors: { id: string; name: string }[];
  sizes: { id: string; name: string }[];
  fabrics: FabricRow[];
  ratios: Record<string, number | null>;
  disabled?: boolean;
  onFabrics: (rows: FabricRow[]) => void;
  onRatios: (ratios: Record<string, number | null>) => void;
}

/** 面料表: fabric colour rows (roll or dye lot, plies) and, under them, the marker's ratio per size (码比). */
export function FabricTable({ colors, sizes, fabrics, ratios, disabled, onFabrics, onRatios }: Props) {
  const { t } = useTranslation();
  const r = (k: string) => t(`cutting.report.${k}`);
  const set = (key: number, patch: Partial<FabricRow>) => onFabrics(fabrics.map((f) => (f.key === key ? { ...f, ...patch } : f)));
  return (
    <div>
      <Typography.Title level={5}>{r('fabricTable')}</Typography.Title>
      <Table<FabricRow>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={fabrics}
        columns={[
          {
            title: r('color'),
            key: 'color',
            width: 200,
            render: (_, f, i) => (
              <Select
                style={{ width: 180 }}
                value={f.colorId}
                disabled={disabled}
                aria-label={`${r('color')} ${i + 1}`}
                options={colors.map((c) => ({ value: c.id, label: c.name }))}
                onChange={(colorId: string) => set(f.key, { colorId })}
              />
            ),
          },
          {
            title: r('lot'),
            key: 'lot',
            width: 180,
            render: (_, f, i) => (
              <Input
                value={f.lot}
                maxLength={50}
                disabled={disabled}
                aria-label={`${r('lot')} ${i + 1}`}
                onChange={(e) => set(f.key, { lot: e.target.value })}
              />
            ),
          },
          {
            title: r('plies'),
            key: 'plies',
            width: 120,
            render: (_, f, i) => (
              <InputNumber
                min={1}
                max={10000}
                precision={0}
                value={f.plies}
                disabled={disabled}
                aria-label={`${r('plies')} ${i + 1}`}
                onChange={(plies) => set(f.key, { plies })}
              />
            ),
          },
          {
            title: '',
            key: 'remove',
            width: 50,
            render: (_, f) => (
              <Button
                type="text"
                icon={<DeleteOutlined />}
                disabled={disabled || fabrics.length < 2}
                onClick={() => onFabrics(fabrics.filter((x) => x.key !== f.key))}
              />
            ),
          },
        ]}
      />
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={disabled || fabrics.length >= 50}
        style={{ margin: '8px 0' }}
        onClick={() => onFabrics([...fabrics, { key: Math.max(-1, ...fabrics.map((f) => f.key)) + 1 }])}
      >
        {r('addFabric')}
      </Button>
      <div>
        <Space wrap>
          <Typography.Text strong>{r('ratio')}</Typography.Text>
          {sizes.map((s) => (
            <Space key={s.id} size={4}>
              <Typography.Text>{s.name}</Typography.Text>
              <InputNumber
                min={0}
                max={100}
                precision={0}
                style={{ width: 70 }}
                value={ratios[s.id]}
                disabled={disabled}
                aria-label={`${r('ratio')} ${s.name}`}
                onChange={(v) => onRatios({ ...ratios, [s.id]: v })}
              />
            </Space>
          ))}
        </Space>
      </div>
    </div>
  );
}
