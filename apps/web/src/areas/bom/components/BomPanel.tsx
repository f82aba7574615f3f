import { BomPermission, type GoodsSku } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalTimeline, BillActionBar, BillStatusTag, billApi, workflowQueryKey } from '../../../bill';
import { checkPermission, GuardedButton } from '../../../shared/session/permission';
import { bomApi, bomKeys } from '../api/bom-api';
import { bomColumns, columnsWidth } from './bom-columns';
import { dosageTotals, rowFromView, type BomEditorRow } from './bom-row.logic';
import { BomLogDrawer } from './BomLogDrawer';
import { BomOrdersDrawer } from './BomOrdersDrawer';
import { BomSkuDialog } from './BomSkuDialog';
import '../locales/register';

export interface BomPanelProps {
  styleId: string;
  bomId: string;
  billType: string;
  skus: GoodsSku[];
  shown: (key: string) => boolean;
  onEdit: () => void;
  onChanged: () => void;
}

/**
 * One BOM as read: header (name, 默认, status and review text), the engine's actions (编辑, 提报, 通过/驳回, 申请反审 …),
 * 按货品SKU查看BOM, 查看全部操作记录, 关联订单 (BomOrdersDrawer), the rows (locked ones marked with their reason), usage totals per unit, and the
 * approval history.
 */
export function BomPanel({ styleId, bomId, billType, skus, shown, onEdit, onChanged }: BomPanelProps) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [skuOpen, setSkuOpen] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const [ordersOpen, setOrdersOpen] = useState(false);
  const detail = useQuery({ queryKey: bomKeys.detail(styleId, bomId), queryFn: () => bomApi.detail(bomId) });
  const workflow = useQuery({
    queryKey: workflowQueryKey(billType, bomId),
    queryFn: () => billApi.workflow(billType, bomId),
    retry: false,
  });
  const bom = detail.data;
  const rows = useMemo<BomEditorRow[]>(() => bom?.commonMaterialsSkuList.map(rowFromView) ?? [], [bom]);
  const attrs = useMemo(
    () => ({ colors: bom?.colors ?? [], sizes: bom?.sizes ?? [], standards: bom?.standards ?? [], parts: bom?.parts ?? [] }),
    [bom],
  );
  const columns = useMemo(
    () => bomColumns(t, i18n.language, attrs, shown, { openMapping: () => undefined }),
    [t, i18n.language, attrs, shown],
  );
  const reload = () => {
    void qc.invalidateQueries({ queryKey: bomKeys.style(styleId) });
    void qc.invalidateQueries({ queryKey: workflowQueryKey(billType, bomId) });
    onChanged();
  };
  const state = workflow.data;

  return (
    <Card
      size="small"
      loading={detail.isLoading}
      data-testid="bom-panel"
      title={
        bom && (
          <Space wrap>
            <span data-testid="bom-panel-name">{bom.name}</span>
            {bom.isDefault && <Tag color="orange">{t('bom.list.isDefault')}</Tag>}
            <BillStatusTag status={bom.status} />
          </Space>
        )
      }
      extra={
        <Space wrap>
          {state ? (
            <BillActionBar
              billType={billType}
              billId={bomId}
              state={state}
              onEdit={onEdit}
              onDone={reload}
              guard={(action) => action !== 'edit' || checkPermission(BomPermission.update)}
            />
          ) : (
            workflow.isError && (
              <GuardedButton permission={BomPermission.update} onClick={onEdit} data-testid="bom-edit">
                {t('bom.editor.edit')}
              </GuardedButton>
            )
          )}
          <Button onClick={() => setSkuOpen(true)} data-testid="bom-sku-view">
            {t('bom.sku.button')}
          </Button>
          <Button onClick={() => setLogOpen(true)} data-testid="bom-log-open">
            {t('bom.log.button')}
          </Button>
          <Button onClick={() => setOrdersOpen(true)} data-testid="bom-orders-open">
            {t('bom.orders.button')}
          </Button>
        </Space>
      }
    >
      {bom && (
        <Space direction="vertical" style={{ width: '100%' }}>
          {bom.remark && <Typography.Text type="secondary">{bom.remark}</Typography.Text>}
          <Table<BomEditorRow>
            size="small"
            bordered
            rowKey="key"
            pagination={false}
            dataSource={rows}
            columns={columns}
            scroll={{ x: columnsWidth(columns) }}
            onRow={(r) => ({ style: r.isLocked ? { background: '#fafafa' } : undefined })}
            data-testid="bom-rows"
          />
          <Typography.Text data-testid="bom-panel-totals">
            {t('bom.editor.totals')}
            {dosageTotals(rows) || '0'}
          </Typography.Text>
          {state && state.history.length > 0 && <ApprovalTimeline history={state.history} />}
        </Space>
      )}
      <BomSkuDialog open={skuOpen} styleId={styleId} bomId={bomId} skus={skus} onClose={() => setSkuOpen(false)} />
      <BomLogDrawer open={logOpen} bomId={bomId} onClose={() => setLogOpen(false)} />
      <BomOrdersDrawer open={ordersOpen} bomId={bomId} bomName={bom?.name ?? ''} onClose={() => setOrdersOpen(false)} />
    </Card>
  );
}
