import type { MaterialSkuRow } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BillDetail } from '../../../bill/detail/BillDetail';
import { formatDateTime } from '../../../shared/format/format';
import { listQueryKey } from '../../../shared/list-page';
import { checkPermission } from '../../../shared/session/permission';
import { closeTab } from '../../../shared/tabs/visited-tabs';
import { MATERIAL_BILL_TYPE, materialsApi } from '../api/materials-api';
import { MaterialPictureGallery } from '../components/MaterialPictures';
import '../locales/register';

/** /materialInfo/:id: the material in the bill frame (status, allowed actions, approval history). */
export function MaterialDetailPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const material = useQuery({
    queryKey: ['material', id],
    queryFn: () => materialsApi.detail(id),
    enabled: Boolean(id),
    retry: false,
  });
  const d = material.data;
  const f = (key: string) => t(`materials.field.${key}`);
  const yesNo = (v: boolean) => (v ? f('yes') : f('no_'));

  const changed = () => {
    void material.refetch();
    void queryClient.invalidateQueries({ queryKey: listQueryKey('material-archive') });
  };
  const remove = () => {
    if (!d || !checkPermission('fac.materials.delete')) return;
    modal.confirm({
      title: t('materials.detail.deleteTitle'),
      content: t('materials.detail.deleteConfirm', { name: d.name }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await materialsApi.remove(d.id);
        message.success(t('materials.detail.deleted'));
        void queryClient.invalidateQueries({ queryKey: listQueryKey('material-archive') });
        closeTab('/materialInfo/:id');
        navigate('/materialArchives', { replace: true });
      },
    });
  };

  return (
    <BillDetail
      billType={MATERIAL_BILL_TYPE}
      billId={d?.id}
      billNo={d?.commonMaterialsNo}
      title={t('materials.detail.title')}
      loading={material.isLoading}
      notFound={material.isError}
      onEdit={() => checkPermission('fac.materials.update') && navigate(`/addMaterial?id=${encodeURIComponent(id)}`)}
      onDelete={remove}
      onChanged={changed}
      directLabels={{ submit: t('materials.form.generateArchive'), applyAntiReview: t('materials.detail.applyReject') }}
    >
      {d && (
        <>
          <Card size="small" title={t('materials.form.basic')} style={{ marginBottom: 12 }}>
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="material-fields">
              <Descriptions.Item label={f('no')}>{d.commonMaterialsNo}</Descriptions.Item>
              <Descriptions.Item label={f('name')}>{d.name}</Descriptions.Item>
              <Descriptions.Item label={f('kind')}>{`${d.kindNo}-${d.kindName}`}</Descriptions.Item>
              <Descriptions.Item label={f('linkedStyles')}>
                {d.goodsStyleList.length
                  ? d.goodsStyleList.map((st) => <Tag key={st.id}>{`${st.styleNo} ${st.styleName}`}</Tag>)
                  : '-'}
              </Descriptions.Item>
              <Descriptions.Item label={f('composition')}>{d.composition ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={f('width')}>{d.width ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={f('weight')}>{d.weight ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={f('createdBy')}>{d.createdByName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={f('createdAt')}>{formatDateTime(d.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={f('remark')}>{d.remark ?? '-'}</Descriptions.Item>
              {d.customFields.map((c) => (
                <Descriptions.Item key={c.customFieldId} label={c.customFieldName}>
                  {c.displayValue || '-'}
                </Descriptions.Item>
              ))}
            </Descriptions>
          </Card>
          <Card size="small" title={f('picture')} style={{ marginBottom: 12 }}>
            <MaterialPictureGallery pictures={d.pictures} alt={d.name} />
          </Card>
          <Card size="small" title={t('materials.detail.skus')}>
            <Table<MaterialSkuRow>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={d.commonMaterialsSkuList}
              scroll={{ x: 'max-content' }}
              data-testid="material-skus"
              expandable={{
                rowExpandable: (r) => r.suppliers.length > 0,
                expandedRowRender: (r) => (
                  <Table
                    size="small"
                    rowKey="id"
                    pagination={false}
                    dataSource={r.suppliers}
                    columns={[
                      { key: 'supplierName', title: f('supplier'), dataIndex: 'supplierName' },
                      { key: 'supplierStyleNo', title: f('supplierStyleNo'), dataIndex: 'supplierStyleNo' },
                      { key: 'supplierColorNo', title: f('supplierColorNo'), dataIndex: 'supplierColorNo' },
                      { key: 'planCost', title: f('planCostUnit'), dataIndex: 'planCost', align: 'right' },
                      { key: 'excludingTaxPrice', title: f('excludingTaxUnit'), dataIndex: 'excludingTaxPrice', align: 'right' },
                      {
                        key: 'isDefault',
                        title: f('isDefault'),
                        dataIndex: 'isDefault',
                        render: (v: boolean) => (v ? <Tag color="blue">{f('isDefault')}</Tag> : null),
                      },
                    ]}
                  />
                ),
              }}
              columns={[
                { key: 'colorName', title: f('color'), dataIndex: 'colorName' },
                { key: 'specNoName', title: f('spec'), dataIndex: 'specNoName' },
                { key: 'sampleMaterial', title: f('sampleMaterial'), dataIndex: 'sampleMaterial', render: yesNo },
                { key: 'stockUnit', title: f('stockUnit'), dataIndex: 'stockUnit' },
                { key: 'purchaseUnit', title: f('purchaseUnit'), dataIndex: 'purchaseUnit' },
                { key: 'conversionRate', title: f('conversionRate'), dataIndex: 'conversionRate', align: 'right' },
                { key: 'defaultDosage', title: f('defaultDosage'), dataIndex: 'defaultDosage', align: 'right' },
                { key: 'fixedMaterials', title: f('fixedMaterials'), dataIndex: 'fixedMaterials', render: yesNo },
                { key: 'mlossRate', title: f('mlossRate'), dataIndex: 'mlossRate', align: 'right' },
                { key: 'remark', title: f('remark'), dataIndex: 'remark' },
                {
                  key: 'isStopUse',
                  title: f('stopUse'),
                  dataIndex: 'isStopUse',
                  render: (v: boolean) => (v ? <Tag>{t('materials.list.stopped')}</Tag> : <Tag color="green">{f('inUse')}</Tag>),
                },
              ]}
            />
          </Card>
        </>
      )}
    </BillDetail>
  );
}
