import type { SupplierRow } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BillDetail } from '../../../bill/detail/BillDetail';
import { formatDateTime } from '../../../shared/format/format';
import { listQueryKey } from '../../../shared/list-page';
import { useRegionLabel } from '../../../shared/region';
import { checkPermission } from '../../../shared/session/permission';
import { closeTab } from '../../../shared/tabs/visited-tabs';
import { SUPPLIER_BILL_TYPE, supplierApi, type RelatedMaterial } from '../api/partners-api';
import { SupplierDrawer } from '../components/SupplierDrawer';
import { supplierDetailHref } from './SupplierListPage';
import '../locales/register';

const materialLabel = (m: RelatedMaterial) =>
  [m.commonMaterialsNo ?? m.no, m.materialName ?? m.name].filter(Boolean).join(' ') || String(m.id ?? m.materialId ?? '');

/** /subMaterialSupplier?orderNo=<code> (or ?id=): the supplier in the bill frame. */
export function SupplierDetailPage() {
  const { t } = useTranslation();
  const regionOf = useRegionLabel();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const code = search.get('orderNo');
  const id = search.get('id');
  const [editing, setEditing] = useState(false);

  const supplier = useQuery({
    queryKey: ['supplier', code ?? '', id ?? ''],
    queryFn: (): Promise<SupplierRow> => (code ? supplierApi.viewByCode(code) : supplierApi.viewById(id ?? '')),
    enabled: Boolean(code || id),
    retry: false,
  });
  const row = supplier.data;

  const remove = async () => {
    if (!row || !checkPermission('fac.supplier.delete')) return;
    let related: RelatedMaterial[] = [];
    let total = 0;
    try {
      const answer = await supplierApi.relatedMaterials(row.id);
      related = answer.list ?? [];
      total = answer.totalCount ?? related.length;
    } catch {
      return;
    }
    modal.confirm({
      title: t('partners.supplier.deleteTitle'),
      width: 520,
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      content: (
        <div>
          <p>{t('partners.supplier.deleteConfirm', { name: row.name })}</p>
          {total > 0 ? (
            <>
              <Typography.Text type="warning">{t('partners.supplier.relatedTitle')}</Typography.Text>
              <ul style={{ maxHeight: 200, overflow: 'auto', paddingLeft: 20 }} data-testid="related-materials">
                {related.map((m, i) => (
                  <li key={String(m.id ?? m.materialId ?? i)}>{materialLabel(m)}</li>
                ))}
              </ul>
              <Typography.Text type="secondary">{t('partners.supplier.relatedCount', { count: total })}</Typography.Text>
            </>
          ) : (
            <Typography.Text type="secondary">{t('partners.supplier.relatedNone')}</Typography.Text>
          )}
        </div>
      ),
      onOk: async () => {
        await supplierApi.remove(row.id);
        message.success(t('partners.supplier.deleted'));
        void queryClient.invalidateQueries({ queryKey: listQueryKey('material-supplier') });
        closeTab('/subMaterialSupplier');
        navigate('/materialSupplier', { replace: true });
      },
    });
  };

  return (
    <>
      <BillDetail
        billType={SUPPLIER_BILL_TYPE}
        billId={row?.id}
        billNo={row?.code ?? code}
        title={t('partners.supplier.detailTitle')}
        loading={supplier.isLoading}
        notFound={!code && !id ? true : supplier.isError}
        onEdit={() => checkPermission('fac.supplier.edit') && setEditing(true)}
        onDelete={() => void remove()}
        onChanged={() => void supplier.refetch()}
        directLabels={{ submit: t('partners.direct.submit'), applyAntiReview: t('partners.direct.applyAntiReview') }}
      >
        {row && (
          <Card size="small" title={t('partners.supplier.basic')}>
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="supplier-fields">
              <Descriptions.Item label={t('partners.supplier.name')}>{row.name}</Descriptions.Item>
              <Descriptions.Item label={t('partners.supplier.code')}>{row.code}</Descriptions.Item>
              <Descriptions.Item label={t('partners.supplier.contacts')}>{row.contacts ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('partners.supplier.mobilePhone')}>{row.mobilePhone ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('partners.supplier.bankAccount')}>{row.bankAccount ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('partners.supplier.bankName')}>{row.bankName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('region.label')}>{regionOf(row) || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('partners.supplier.address')}>{row.address ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('partners.supplier.createdBy')}>{row.createdByName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('partners.supplier.createdAt')}>{formatDateTime(row.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={t('partners.supplier.remark')} span={3}>
                {row.remark ?? '-'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}
      </BillDetail>
      <SupplierDrawer
        open={editing}
        supplier={row}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          void queryClient.invalidateQueries({ queryKey: listQueryKey('material-supplier') });
          if (saved.code && saved.code !== code)
            navigate(supplierDetailHref({ id: saved.id, code: saved.code }), { replace: true });
          else void supplier.refetch();
        }}
      />
    </>
  );
}
