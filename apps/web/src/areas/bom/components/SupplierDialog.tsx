import type { SkuSupplierRow } from '@gf/contracts';
import { planCostInput } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Radio, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api';
import { problemText } from '../../../shared/line-problems';
import { SearchSelect } from '../../../shared/search-select';
import { recordCreate } from '../../../shared/search-select/record-creators';
import { supplierLoader } from '../api/bom-api';
import { plain, type BomEditorRow } from './bom-row.logic';
import '../locales/register';

export type SupplierChoice = Pick<
  BomEditorRow,
  'supplierId' | 'supplierName' | 'supplierStyleNo' | 'supplierColorNo' | 'planCost'
>;

export interface SupplierDialogProps {
  row: BomEditorRow | null;
  onClose: () => void;
  onOk: (choice: SupplierChoice) => void;
}

/**
 * 换供应商: the material SKU's suppliers with their prices (one chosen), or a new supplier added to the SKU first
 * (supplier required), as the reference's dialog.
 */
export function SupplierDialog({ row, onClose, onOk }: SupplierDialogProps) {
  const { t, i18n } = useTranslation();
  const skuId = row?.materialSkuId ?? '';
  const suppliers = useQuery({
    queryKey: ['bom', 'sku-suppliers', skuId],
    queryFn: () => api.get<SkuSupplierRow[]>('fac/materials/materialsSkuSupplierList/v2', { materialsSkuId: skuId }),
    enabled: Boolean(row),
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState({ supplierId: '', supplierName: '', styleNo: '', colorNo: '', price: '' });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setChosen(row?.supplierId ?? null);
    setAdding({ supplierId: '', supplierName: '', styleNo: '', colorNo: '', price: '' });
  }, [row]);
  const priceCheck = planCostInput.safeParse(adding.price);
  const priceProblem = priceCheck.success ? null : problemText(priceCheck.error.issues[0]?.message ?? '', i18n.language);

  const ok = async () => {
    if (adding.supplierId) {
      if (priceProblem) return;
      setBusy(true);
      try {
        await api.post('fac/materials/updateMaterialsSkuSupplier', {
          materialsSkuId: skuId,
          supplierId: adding.supplierId,
          supplierStyleNo: adding.styleNo || null,
          supplierColorNo: adding.colorNo || null,
          planCost: adding.price || null,
        });
        onOk({
          supplierId: adding.supplierId,
          supplierName: adding.supplierName,
          supplierStyleNo: adding.styleNo || null,
          supplierColorNo: adding.colorNo || null,
          planCost: adding.price || row?.planCost || '',
        });
      } finally {
        setBusy(false);
      }
      return;
    }
    const s = suppliers.data?.find((x) => x.supplierId === chosen);
    if (!s) return;
    onOk({
      supplierId: s.supplierId,
      supplierName: s.supplierName,
      supplierStyleNo: s.supplierStyleNo,
      supplierColorNo: s.supplierColorNo,
      planCost: plain(s.planCost) || row?.planCost || '',
    });
  };

  return (
    <Modal
      open={Boolean(row)}
      title={t('bom.supplier.title')}
      width={820}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={busy}
            disabled={!(adding.supplierId ? !priceProblem : chosen)}
            onClick={() => void ok()}
            data-testid="bom-supplier-ok"
          >
            {t('common.ok')}
          </Button>
        </Space>
      }
    >
      <Typography.Title level={5}>{t('bom.supplier.existing')}</Typography.Title>
      <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value as string)} style={{ width: '100%' }}>
        <Table<SkuSupplierRow>
          size="small"
          rowKey="supplierId"
          loading={suppliers.isLoading}
          pagination={false}
          dataSource={suppliers.data ?? []}
          columns={[
            { key: 'r', title: t('bom.supplier.choose'), width: 60, render: (_, s) => <Radio value={s.supplierId} /> },
            { key: 'n', title: t('bom.field.supplier'), dataIndex: 'supplierName' },
            { key: 'sn', title: t('bom.supplier.supplierNo'), dataIndex: 'supplierStyleNo' },
            { key: 'sc', title: t('bom.supplier.supplierColor'), dataIndex: 'supplierColorNo' },
            { key: 'p', title: t('bom.supplier.price'), dataIndex: 'planCost', render: plain },
            { key: 'np', title: t('bom.supplier.noTaxPrice'), dataIndex: 'excludingTaxPrice', render: plain },
          ]}
        />
      </Radio.Group>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('bom.supplier.add')}
      </Typography.Title>
      <Space wrap align="start">
        <SearchSelect
          single
          loader={supplierLoader}
          value={adding.supplierId || null}
          create={recordCreate('supplier')}
          onChange={(v, option) =>
            setAdding({
              ...adding,
              supplierId: v ? String(v) : '',
              supplierName: option && !Array.isArray(option) ? option.label : '',
            })
          }
          placeholder={t('bom.field.supplier')}
          style={{ width: 220 }}
        />
        <Input
          placeholder={t('bom.supplier.supplierNo')}
          value={adding.styleNo}
          maxLength={30}
          onChange={(e) => setAdding({ ...adding, styleNo: e.target.value })}
          style={{ width: 130 }}
        />
        <Input
          placeholder={t('bom.supplier.supplierColor')}
          value={adding.colorNo}
          maxLength={30}
          onChange={(e) => setAdding({ ...adding, colorNo: e.target.value })}
          style={{ width: 130 }}
        />
        <div>
          <Input
            placeholder={t('bom.field.planCost')}
            value={adding.price}
            status={priceProblem ? 'error' : undefined}
            onChange={(e) => setAdding({ ...adding, price: e.target.value })}
            style={{ width: 120 }}
          />
          {priceProblem && (
            <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
              {priceProblem}
            </Typography.Text>
          )}
        </div>
      </Space>
    </Modal>
  );
}
