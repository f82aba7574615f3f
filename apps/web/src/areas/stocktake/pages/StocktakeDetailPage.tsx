import { useQuery } from '@tanstack/react-query';
import { PrinterOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Empty, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ExportButton } from '../../../shared/excel';
import { formatDateTime } from '../../../shared/format/format';
import { PageHeader } from '../../../shared/page';
import { GuardedButton } from '../../../shared/session/permission';
import { stocktakeApi, stocktakeExports } from '../api/stocktake-api';
import { AddSkusModal } from '../components/AddSkusModal';
import { AnalysesPanel } from '../components/AnalysesPanel';
import { CountTable } from '../components/CountTable';
import { LogsPanel } from '../components/LogsPanel';
import { StocktakeStatusTag } from '../components/StocktakeStatusTag';
import '../locales/register';

/**
 * 盘点单详情 (/materialsCheck/detail?checkId=): the count (everyone enters their own counts), the analyses and the log;
 * 导出 downloads the count as xlsx, 打印 opens the A4 count sheet (/materialsCheckPrint), 处理盘点 posts the differences, 撤销调整 reverses them, 继续盘点 counts again, 作废 voids. Every action's answer
 * refreshes the page (ADR 0008).
 */
export function StocktakeDetailPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const checkId = search.get('checkId') ?? '';
  const [adding, setAdding] = useState(false);
  const f = (k: string) => t(`stocktake.field.${k}`);
  const query = useQuery({
    queryKey: ['stocktake', checkId],
    queryFn: () => stocktakeApi.detail(checkId),
    enabled: Boolean(checkId),
    retry: false,
    staleTime: 0,
  });
  const c = query.data;
  const confirm = (title: string, run: () => Promise<unknown>) =>
    modal.confirm({ title, okText: t('common.ok'), cancelText: t('common.cancel'), onOk: run });
  if (!checkId || query.isError) return <Empty />;

  const actions = c && (
    <>
      <ExportButton
        path={stocktakeExports.detail}
        permission="fac.materialsCheck.list"
        label={t('stocktake.detail.export')}
        body={() => ({ checkId: c.id })}
      />
      <Button
        icon={<PrinterOutlined />}
        onClick={() => void navigate(`/materialsCheckPrint?checkId=${encodeURIComponent(c.id)}`)}
        data-testid="stocktake-print"
      >
        {t('stocktake.detail.print')}
      </Button>
      {c.status === 0 && (
        <GuardedButton permission="fac.materialsCheck.add" onClick={() => setAdding(true)} data-testid="stocktake-add-skus">
          {t('stocktake.detail.addSkus')}
        </GuardedButton>
      )}
      {(c.status === 0 || c.status === 1) && (
        <GuardedButton
          danger
          permission="fac.materialsCheck.add"
          onClick={() => confirm(t('stocktake.detail.voidConfirm'), () => stocktakeApi.voidCheck(c.id))}
        >
          {t('stocktake.detail.void')}
        </GuardedButton>
      )}
      {c.status === 2 && (
        <GuardedButton
          permission="fac.materialsCheck.handle"
          onClick={() => confirm(t('stocktake.detail.undoAdjustConfirm'), () => stocktakeApi.undoAdjust(c.id))}
        >
          {t('stocktake.detail.undoAdjust')}
        </GuardedButton>
      )}
      {c.status === 1 && (
        <GuardedButton
          permission="fac.materialsCheck.handle"
          onClick={() => void stocktakeApi.resume(c.id).catch(() => undefined)}
        >
          {t('stocktake.detail.resume')}
        </GuardedButton>
      )}
      {c.status === 0 && (
        <GuardedButton
          type="primary"
          permission="fac.materialsCheck.handle"
          onClick={() => confirm(t('stocktake.detail.handleConfirm'), () => stocktakeApi.handle(c.id))}
          data-testid="stocktake-handle"
        >
          {t('stocktake.detail.handle')}
        </GuardedButton>
      )}
    </>
  );

  return (
    <div className="detail-page">
      <PageHeader
        title={`${t('stocktake.menu.detail')} ${c?.checkNo ?? ''}`}
        tags={c && <StocktakeStatusTag status={c.status} />}
        actions={actions}
      />
      <Card loading={query.isLoading}>
        {c && (
          <>
            <Descriptions size="small" column={4} style={{ marginBottom: 12 }}>
              <Descriptions.Item label={f('checkNo')}>{c.checkNo}</Descriptions.Item>
              <Descriptions.Item label={f('storehouse')}>{c.storehouseName}</Descriptions.Item>
              <Descriptions.Item label={f('checkDate')}>{c.checkDate}</Descriptions.Item>
              <Descriptions.Item label={f('blind')}>{c.isBlind ? t('common.yes') : t('common.no')}</Descriptions.Item>
              <Descriptions.Item label={f('createdBy')}>{c.createdByName}</Descriptions.Item>
              <Descriptions.Item label={f('createdAt')}>{formatDateTime(c.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={f('handledBy')}>{c.handledByName}</Descriptions.Item>
              <Descriptions.Item label={f('handledAt')}>{formatDateTime(c.handledAt)}</Descriptions.Item>
              <Descriptions.Item label={f('remark')} span={4}>
                {c.remark}
              </Descriptions.Item>
            </Descriptions>
            <Tabs
              items={[
                { key: 'lines', label: t('stocktake.detail.tabLines'), children: <CountTable check={c} /> },
                ...(c.isHidden
                  ? []
                  : [{ key: 'analyses', label: t('stocktake.detail.tabAnalyses'), children: <AnalysesPanel checkId={c.id} /> }]),
                { key: 'logs', label: t('stocktake.detail.tabLogs'), children: <LogsPanel checkId={c.id} /> },
              ]}
            />
          </>
        )}
      </Card>
      <AddSkusModal checkId={checkId} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
