import { settlementMethods, webhookEvents, type OutsideFactoryRow } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BillDetail } from '../../../bill/detail/BillDetail';
import { formatDateTime, pickLabel } from '../../../shared/format/format';
import { listQueryKey } from '../../../shared/list-page';
import { useRegionLabel } from '../../../shared/region';
import { checkPermission, GuardedButton } from '../../../shared/session/permission';
import { closeTab } from '../../../shared/tabs/visited-tabs';
import { OUTSIDE_FACTORY_BILL_TYPE, outsideFactoryApi } from '../api/outside-factory-api';
import { IntegrationDrawer } from '../components/IntegrationDrawer';
import { OutsideFactoryDrawer } from '../components/OutsideFactoryDrawer';
import { outsideFactoryDetailHref, outsideFactoryListKey } from './OutsideFactoryListPage';
import '../locales/register';

/** /processingFactoryOperate?orderNo=<code> (or ?id=): the processing factory in the bill frame. */
export function OutsideFactoryDetailPage() {
  const { t, i18n } = useTranslation();
  const regionOf = useRegionLabel();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const code = search.get('orderNo');
  const id = search.get('id');
  const [editing, setEditing] = useState(false);
  const [integrating, setIntegrating] = useState(false);
  const f = (key: string) => t(`partners.outsideFactory.${key}`);

  const factory = useQuery({
    queryKey: ['outside-factory', code ?? '', id ?? ''],
    queryFn: (): Promise<OutsideFactoryRow> => (code ? outsideFactoryApi.viewByCode(code) : outsideFactoryApi.viewById(id ?? '')),
    enabled: Boolean(code || id),
    retry: false,
  });
  const row = factory.data;
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: listQueryKey(outsideFactoryListKey) });
    void factory.refetch();
  };

  const remove = () => {
    if (!row || !checkPermission('fac.outFac.delete')) return;
    modal.confirm({
      title: f('deleteTitle'),
      content: t('partners.outsideFactory.deleteConfirm', { name: row.name }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await outsideFactoryApi.remove(row.id);
        message.success(f('deleted'));
        void queryClient.invalidateQueries({ queryKey: listQueryKey(outsideFactoryListKey) });
        closeTab('/processingFactoryOperate');
        navigate('/outsideFactory', { replace: true });
      },
    });
  };

  const toggleStopUse = () => {
    if (!row) return;
    const stopping = row.stopuse === 0;
    modal.confirm({
      title: stopping ? f('stopUse') : f('resume'),
      content: t(stopping ? 'partners.outsideFactory.stopConfirm' : 'partners.outsideFactory.resumeConfirm', { name: row.name }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await outsideFactoryApi.setStopUse(row.id, stopping ? 1 : 0);
        changed();
      },
    });
  };

  const dash = (v: string | null | undefined) => (v ? v : '-');
  return (
    <div style={{ position: 'relative' }}>
      {row?.stopuse === 1 && (
        <div className="bill-stamp" style={{ right: 300 }} data-testid="stopped-stamp">
          {f('stopped')}
        </div>
      )}
      <BillDetail
        billType={OUTSIDE_FACTORY_BILL_TYPE}
        billId={row?.id}
        billNo={row?.code ?? code}
        title={f('detailTitle')}
        loading={factory.isLoading}
        notFound={!code && !id ? true : factory.isError}
        onEdit={() => checkPermission('fac.outFac.update') && setEditing(true)}
        onDelete={row?.canDelete ? remove : undefined}
        onChanged={() => void factory.refetch()}
        directLabels={{ submit: t('partners.direct.submit'), applyAntiReview: t('partners.direct.applyAntiReview') }}
        extra={
          row && (
            <>
              <GuardedButton permission="fac.outFac.settings" onClick={() => setIntegrating(true)}>
                {f('integration')}
              </GuardedButton>
              <GuardedButton
                permission="fac.outFac.stopUse"
                danger={row.stopuse === 0}
                onClick={toggleStopUse}
                data-testid="stop-use-toggle"
              >
                {row.stopuse === 0 ? f('stopUse') : f('resume')}
              </GuardedButton>
            </>
          )
        }
      >
        {row && (
          <>
            <Card size="small" title={f('basic')}>
              <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="outside-factory-fields">
                <Descriptions.Item label={f('name')}>{row.name}</Descriptions.Item>
                <Descriptions.Item label={f('code')}>{row.code}</Descriptions.Item>
                <Descriptions.Item label={f('stopUseStatus')}>
                  {row.stopuse === 1 ? <Tag color="red">{f('stopped')}</Tag> : <Tag color="green">{f('inUse')}</Tag>}
                </Descriptions.Item>
                <Descriptions.Item label={f('rating')}>{dash(row.factoryRateName)}</Descriptions.Item>
                <Descriptions.Item label={f('brand')}>{dash(row.attrName)}</Descriptions.Item>
                <Descriptions.Item label={f('linkedFactories')}>{dash(row.outsideFactoryRelaName)}</Descriptions.Item>
                <Descriptions.Item label={f('contacts')}>{dash(row.contacts)}</Descriptions.Item>
                <Descriptions.Item label={f('telephone')}>{dash(row.telephone)}</Descriptions.Item>
                <Descriptions.Item label={f('mobilePhone')}>{dash(row.mobilePhone)}</Descriptions.Item>
                <Descriptions.Item label={f('storehouse')}>
                  {dash(row.commonStorehouseName ?? row.commonStorehouseId)}
                </Descriptions.Item>
                <Descriptions.Item label={t('region.label')}>{dash(regionOf(row))}</Descriptions.Item>
                <Descriptions.Item label={f('address')}>{dash(row.address)}</Descriptions.Item>
                <Descriptions.Item label={f('createdBy')}>{dash(row.createdByName)}</Descriptions.Item>
                <Descriptions.Item label={f('createdAt')}>{formatDateTime(row.createdAt)}</Descriptions.Item>
                <Descriptions.Item label={f('reviewRemark')}>{dash(row.msg)}</Descriptions.Item>
                <Descriptions.Item label={f('remark')} span={3}>
                  {dash(row.remark)}
                </Descriptions.Item>
              </Descriptions>
            </Card>
            <Card size="small" title={f('settlement')} style={{ marginTop: 12 }}>
              <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
                <Descriptions.Item label={f('settlementMethod')}>
                  {row.settlementMethod ? pickLabel(settlementMethods[row.settlementMethod], i18n.language) : '-'}
                </Descriptions.Item>
                <Descriptions.Item label={f('taxRate')}>{row.taxRate ? `${row.taxRate}%` : '-'}</Descriptions.Item>
                <Descriptions.Item label={f('bankAccount')}>{dash(row.bankAccount)}</Descriptions.Item>
                <Descriptions.Item label={f('bankName')}>{dash(row.bankName)}</Descriptions.Item>
              </Descriptions>
            </Card>
            <Card
              size="small"
              title={f('integration')}
              style={{ marginTop: 12 }}
              extra={
                <Button type="link" size="small" onClick={() => checkPermission('fac.outFac.settings') && setIntegrating(true)}>
                  {t('common.edit')}
                </Button>
              }
            >
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={f('extNo')}>{dash(row.extNo)}</Descriptions.Item>
                <Descriptions.Item label={f('webhooks')}>
                  {row.webhooks.length === 0
                    ? '-'
                    : row.webhooks.map((w) => (
                        <div key={w.url}>
                          {w.url}{' '}
                          {w.events.map((e) => (
                            <Tag key={e}>{pickLabel(webhookEvents[e], i18n.language, e)}</Tag>
                          ))}
                        </div>
                      ))}
                </Descriptions.Item>
              </Descriptions>
            </Card>
          </>
        )}
      </BillDetail>
      <OutsideFactoryDrawer
        open={editing}
        factory={row}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          void queryClient.invalidateQueries({ queryKey: listQueryKey(outsideFactoryListKey) });
          if (saved.code && saved.code !== code) navigate(outsideFactoryDetailHref(saved), { replace: true });
          else void factory.refetch();
        }}
      />
      {row && <IntegrationDrawer open={integrating} factory={row} onClose={() => setIntegrating(false)} onSaved={changed} />}
    </div>
  );
}
