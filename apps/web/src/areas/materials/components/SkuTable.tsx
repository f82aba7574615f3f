import { fixedConversionRate, type MaterialSpecRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api';
import { measureUnitsQueryKey, UnitSelect, type UnitChoice } from '../../../shared/search-select';
import { materialsApi, type SkuForm } from '../api/materials-api';
import { newSkuKey } from './sku-form';
import { RequiredTitle, SkuSuppliers } from './SkuSuppliers';
import '../locales/register';

export interface SkuTableProps {
  value: SkuForm[];
  onChange: (next: SkuForm[]) => void;
  specs: MaterialSpecRow[];
}

/** Editable SKU rows (reference 05 section 3): colour × specification with units, dosage, loss, suppliers. */
export function SkuTable({ value, onChange, specs }: SkuTableProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Rows show their suppliers unless the user folded them (new rows arrive unfolded).
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const f = (key: string) => t(`materials.field.${key}`);
  const patch = (key: string, p: Partial<SkuForm>) => onChange(value.map((row) => (row.key === key ? { ...row, ...p } : row)));
  // The factory's units with their fixed conversions: 码 → 米 fixes 参考转化率 at 0.9144, as the server stores it.
  const units = useQuery({
    queryKey: measureUnitsQueryKey,
    queryFn: () => api.get<UnitChoice[]>('fac/measureUnit/options'),
    retry: false,
  }).data;
  const fixedRate = (row: SkuForm) =>
    row.stockUnitId ? fixedConversionRate(row.purchaseUnitId || row.stockUnitId, row.stockUnitId, units ?? []) : null;
  const chooseUnit = (row: SkuForm, which: 'stock' | 'purchase', id: string | null, unit: UnitChoice | null) => {
    const next: SkuForm =
      which === 'stock'
        ? { ...row, stockUnitId: id, stockUnit: unit?.name ?? '' }
        : { ...row, purchaseUnitId: id, purchaseUnit: unit?.name ?? null };
    const fixed = fixedRate(next);
    // Leaving a fixed pair (码 → 米) for one without (捆 → 米): the old fixed rate is no guess for the new pair.
    const rate = fixed ?? (fixedRate(row) ? '' : row.conversionRate);
    patch(row.key, { ...next, conversionRate: rate });
  };
  const unitSelect = (row: SkuForm, which: 'stock' | 'purchase') => (
    <UnitSelect
      value={which === 'stock' ? row.stockUnitId : row.purchaseUnitId}
      label={which === 'stock' ? row.stockUnit : row.purchaseUnit}
      onChange={(id, unit) => chooseUnit(row, which, id, unit)}
      allowClear={which === 'purchase'}
      style={{ width: 120 }}
      data-testid={which === 'stock' ? 'sku-stock-unit' : 'sku-purchase-unit'}
    />
  );

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
  const text = (row: SkuForm, field: 'colorName' | 'remark', max: number, width = 100) => (
    <Input
      style={{ width }}
      maxLength={max}
      value={(row[field] as string | null | undefined) ?? ''}
      onChange={(e) => patch(row.key, { [field]: e.target.value })}
    />
  );
  const decimal = (row: SkuForm, field: 'conversionRate' | 'defaultDosage' | 'mlossRate', fixed: string | null = null) => (
    <Input
      style={{ width: 90 }}
      inputMode="decimal"
      disabled={fixed !== null}
      value={fixed ?? (row[field] as string | null | undefined) ?? ''}
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
        { key: 'stockUnit', title: required(f('stockUnit')), render: (_: unknown, row) => unitSelect(row, 'stock') },
        { key: 'purchaseUnit', title: f('purchaseUnit'), render: (_: unknown, row) => unitSelect(row, 'purchase') },
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
          // One unit, the same twice, or units with a fixed conversion: the rate is not the clerk's to choose.
          render: (_: unknown, row) => decimal(row, 'conversionRate', fixedRate(row)),
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
