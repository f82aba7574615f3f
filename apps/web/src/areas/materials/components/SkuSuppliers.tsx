import { App, Button, Input, Radio, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { recordCreate, SearchSelect } from '../../../shared/search-select';
import { materialsApi, supplierLoader, type SkuSupplierForm } from '../api/materials-api';
import '../locales/register';

/** A column title with the red asterisk of a required field. */
export function RequiredTitle({ text }: { text: string }) {
  return (
    <span>
      <span style={{ color: '#ff4d4f', marginInlineEnd: 4 }}>*</span>
      {text}
    </span>
  );
}

export interface SkuSuppliersProps {
  skuId?: string;
  value: SkuSupplierForm[];
  onChange: (next: SkuSupplierForm[]) => void;
}

/** The suppliers of one SKU (reference 05 section 3, "expand → suppliers"). */
export function SkuSuppliers({ skuId, value, onChange }: SkuSuppliersProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const f = (key: string) => t(`materials.field.${key}`);
  const patch = (index: number, p: Partial<SkuSupplierForm>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...p } : row)));

  const remove = async (index: number) => {
    const row = value[index];
    if (!row) return;
    // A supplier saved on a saved SKU is checked first (used by purchases?).
    if (skuId && row.supplierId) {
      try {
        const check = await materialsApi.checkDeleteSupplier(skuId, row.supplierId);
        if (!check.canDelete) {
          message.error(check.reason ?? t('materials.form.cannotDeleteSupplier'));
          return;
        }
      } catch {
        // a supplier not saved yet on this SKU: nothing to check
      }
    }
    const next = value.filter((_, i) => i !== index);
    if (row.isDefault && next[0]) next[0] = { ...next[0], isDefault: true };
    onChange(next);
  };

  return (
    <div style={{ padding: '4px 0 4px 32px' }} data-testid="sku-suppliers">
      {value.length > 0 && (
        <Table<SkuSupplierForm & { index: number }>
          size="small"
          pagination={false}
          rowKey="index"
          dataSource={value.map((row, index) => ({ ...row, index }))}
          columns={[
            {
              key: 'supplier',
              title: <RequiredTitle text={f('supplier')} />,
              width: 220,
              render: (_: unknown, row) => (
                <SearchSelect
                  single
                  loader={supplierLoader}
                  create={recordCreate('supplier')}
                  value={row.supplierId || undefined}
                  initialOptions={row.supplierId && row.supplierName ? [{ value: row.supplierId, label: row.supplierName }] : []}
                  chosenValues={value.map((v) => v.supplierId).filter(Boolean)}
                  onChange={(v, option) =>
                    patch(row.index, {
                      supplierId: v ? String(v) : '',
                      supplierName: option && !Array.isArray(option) ? option.label : '',
                    })
                  }
                  style={{ width: 200 }}
                />
              ),
            },
            {
              key: 'supplierStyleNo',
              title: f('supplierStyleNo'),
              render: (_: unknown, row) => (
                <Input
                  maxLength={30}
                  value={row.supplierStyleNo ?? ''}
                  onChange={(e) => patch(row.index, { supplierStyleNo: e.target.value })}
                />
              ),
            },
            {
              key: 'supplierColorNo',
              title: f('supplierColorNo'),
              render: (_: unknown, row) => (
                <Input
                  maxLength={30}
                  value={row.supplierColorNo ?? ''}
                  onChange={(e) => patch(row.index, { supplierColorNo: e.target.value })}
                />
              ),
            },
            {
              key: 'planCost',
              title: f('planCostUnit'),
              render: (_: unknown, row) => (
                <Input
                  inputMode="decimal"
                  value={row.planCost ?? ''}
                  onChange={(e) => patch(row.index, { planCost: e.target.value.trim() })}
                />
              ),
            },
            {
              key: 'excludingTaxPrice',
              title: f('excludingTaxUnit'),
              render: (_: unknown, row) => (
                <Input
                  inputMode="decimal"
                  value={row.excludingTaxPrice ?? ''}
                  onChange={(e) => patch(row.index, { excludingTaxPrice: e.target.value.trim() })}
                />
              ),
            },
            {
              key: 'isDefault',
              title: f('isDefault'),
              width: 70,
              render: (_: unknown, row) => (
                <Radio
                  checked={row.isDefault}
                  onChange={() => onChange(value.map((v, i) => ({ ...v, isDefault: i === row.index })))}
                />
              ),
            },
            {
              key: 'actions',
              width: 70,
              render: (_: unknown, row) => (
                <Button type="link" size="small" danger onClick={() => void remove(row.index)}>
                  {t('materials.form.delete')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <Button
        type="link"
        size="small"
        onClick={() => onChange([...value, { supplierId: '', isDefault: value.length === 0 }])}
        data-testid="add-supplier"
      >
        {t('materials.form.addSupplier')}
      </Button>
    </div>
  );
}
