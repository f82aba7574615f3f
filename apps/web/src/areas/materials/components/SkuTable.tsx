import type { MaterialSpecRow } from '@gf/contracts';
import { App, Button, Checkbox, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { materialsApi, type SkuForm } from '../api/materials-api';
import { RequiredTitle, SkuSuppliers } from './SkuSuppliers';

export interface SkuTableProps {
  value: SkuForm[];
  onChange: (next: SkuForm[]) => void;
  specs: MaterialSpecRow[];
}

let keySeq = 0;
export const newSkuKey = () => `new-${++keySeq}`;

/** Editable SKU rows (reference 05 section 3): colour × specification with units, dosage, loss, suppliers. */
export function SkuTable({ value, onChange, specs }: SkuTableProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Rows show their suppliers unless the user folded them (new rows arrive unfolded).
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const f = (key: string) => t(`materials.field.${key}`);
  const patch = (key: string, p: Partial<SkuForm>) => onChange(value.map((row) => (row.key === key ? { ...row, ...p } : row)));
  const sameUnit = (row: SkuForm) => !row.purchaseUnit || row.purchaseUnit === row.stockUnit;

  const remove = async (row: SkuForm) => {
    if (row.id) {
      try {
        const check = await materialsApi.checkDeleteSku(row.id);
        if (!check.canDelete) {
          message.error(check.reason ?? t('materials.form.cannotDeleteSku'));
          return;
        }
      } catch {
        return;
      }
    }
    onChange(value.filter((r) => r.key !== row.key));
  };
  const copy = (row: SkuForm) => {
    const index = value.findIndex((r) => r.key === row.key);
    const { id: _id, ...rest } = row;
    const clone: SkuForm = { ...rest, key: newSkuKey(), suppliers: row.suppliers.map((s) => ({ ...s })) };
    onChange([...value.slice(0, index + 1), clone, ...value.slice(index + 1)]);
  };
  const text = (row: SkuForm, field: 'colorName' | 'stockUnit' | 'purchaseUnit' | 'remark', max: number, width = 100) => (
    <Input
      style={{ width }}
      maxLength={max}
      value={(row[field] as string | null | undefined) ?? ''}
      onChange={(e) => patch(row.key, { [field]: e.target.value })}
    />
  );
  const decimal = (row: SkuForm, field: 'conversionRate' | 'defaultDosage' | 'mlossRate', disabled = false) => (
    <Input
      style={{ width: 90 }}
      inputMode="decimal"
      disabled={disabled}
      value={disabled ? '1' : ((row[field] as string | null | undefined) ?? '')}
      onChange={(e) => patch(row.key, { [field]: e.target.value.trim() })}
    />
  );
  const required = (label: string) => <RequiredTitle text={label} />;

  return (
    <Table<SkuForm>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={value}
      scroll={{ x: 'max-content' }}
      data-testid="sku-table"
      expandable={{
        expandedRowRender: (row) => (
          <SkuSuppliers skuId={row.id} value={row.suppliers} onChange={(suppliers) => patch(row.key, { suppliers })} />
        ),
        expandedRowKeys: value.filter((r) => !folded.has(r.key)).map((r) => r.key),
        onExpand: (open, row) =>
          setFolded((current) => {
            const next = new Set(current);
            if (open) next.delete(row.key);
            else next.add(row.key);
            return next;
          }),
      }}
      columns={[
        { key: 'colorName', title: required(f('color')), render: (_: unknown, row) => text(row, 'colorName', 20, 110) },
        {
          key: 'spec',
          title: required(f('spec')),
          render: (_: unknown, row) => (
            <Select
              style={{ width: 150 }}
              showSearch={{ optionFilterProp: 'label' }}
              value={row.specificationsId || undefined}
              options={specs.map((s) => ({ value: s.id, label: s.noName }))}
              onChange={(v: string) => patch(row.key, { specificationsId: v })}
            />
          ),
        },
        {
          key: 'sampleMaterial',
          title: f('sampleMaterial'),
          render: (_: unknown, row) => (
            <Checkbox checked={row.sampleMaterial} onChange={(e) => patch(row.key, { sampleMaterial: e.target.checked })} />
          ),
        },
        { key: 'stockUnit', title: required(f('stockUnit')), render: (_: unknown, row) => text(row, 'stockUnit', 10, 80) },
        { key: 'purchaseUnit', title: f('purchaseUnit'), render: (_: unknown, row) => text(row, 'purchaseUnit', 10, 80) },
        { key: 'remark', title: f('remark'), render: (_: unknown, row) => text(row, 'remark', 100, 120) },
        { key: 'defaultDosage', title: f('defaultDosage'), render: (_: unknown, row) => decimal(row, 'defaultDosage') },
        {
          key: 'fixedMaterials',
          title: f('fixedMaterials'),
          render: (_: unknown, row) => (
            <Checkbox checked={row.fixedMaterials} onChange={(e) => patch(row.key, { fixedMaterials: e.target.checked })} />
          ),
        },
        {
          key: 'conversionRate',
          title: f('conversionRate'),
          render: (_: unknown, row) => decimal(row, 'conversionRate', sameUnit(row)),
        },
        { key: 'mlossRate', title: f('mlossRate'), render: (_: unknown, row) => decimal(row, 'mlossRate') },
        {
          key: 'actions',
          title: t('common.actions'),
          fixed: 'right',
          render: (_: unknown, row) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => copy(row)}>
                {t('materials.form.copy')}
              </Button>
              <Button type="link" size="small" danger onClick={() => void remove(row)}>
                {t('materials.form.delete')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
