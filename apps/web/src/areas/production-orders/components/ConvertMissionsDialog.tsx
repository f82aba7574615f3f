import '../locales/convert';
import { dec, type OrderDetail } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, DatePicker, Input, Modal, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { templateLoader } from '../../../shared/process/process-loaders';
import { SearchSelect, type OptionValue } from '../../../shared/search-select';
import { canConvertOrder, convertApi } from '../api/convert-api';
import { customerLoader, ordersApi, outsideFactoryLoader } from '../api/orders-api';

interface Line {
  orderGoodsId: string;
  styleNo: string;
  missionNo: string;
  customerId: string | null;
  customerLocked: boolean;
  customerLabel: string | null;
  deliveryAt: string;
  prcdTemplateId: string | null;
  leaderIds: string[];
  outsideFactoryId: string | null;
  machiningUnitPrice: string;
}

const idOf = (v: OptionValue | OptionValue[] | null | undefined) => (v == null || Array.isArray(v) ? null : String(v));

function linesOf(order: OrderDetail): Line[] {
  return order.goods.map((g) => {
    const only = g.facPrdOrderGoodsCustomerList.length === 1 ? g.facPrdOrderGoodsCustomerList[0] : undefined;
    return {
      orderGoodsId: g.id,
      styleNo: g.styleNo,
      missionNo: '',
      customerId: only?.customerId ?? null,
      customerLocked: Boolean(only),
      customerLabel: only?.customerName ?? null,
      deliveryAt: g.deliveryAt,
      prcdTemplateId: null,
      leaderIds: order.chargerIds,
      outsideFactoryId: order.isOutsideFac ? order.commonOutsideFactoryId : null,
      machiningUnitPrice: order.isOutsideFac ? (g.processUnitPrice ?? '') : '',
    };
  });
}

/**
 * 一键转工单 (reference 02 §5): one mission per chosen goods line with its number (optional), customer (locked when the
 * order gave one), delivery date, template, leaders, whole-order factory and price. The server's pre-check lists the
 * goods-record fields missing first ("商品档案未填写完整 — 请完善: …"); nothing is converted while any is missing.
 */
export function ConvertMissionsDialog({
  orderId,
  open,
  onClose,
  onDone,
}: {
  orderId: string;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const c = (k: string, o?: Record<string, unknown>) => t(`productionOrders.convert.${k}`, o ?? {});
  const order = useQuery({
    queryKey: ['production-order', orderId],
    queryFn: () => ordersApi.detail({ id: orderId }),
    enabled: open,
  });
  const check = useQuery({
    queryKey: ['convert-check', orderId],
    queryFn: () => convertApi.check(orderId),
    enabled: open,
    staleTime: 0,
  });
  const [lines, setLines] = useState<Line[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open || !order.data || !check.data) return;
    setLines(linesOf(order.data));
    setChosen(check.data.filter((r) => dec.isPositive(r.remainingNum)).map((r) => r.orderGoodsId));
  }, [open, order.data, check.data]);
  const checkOf = new Map((check.data ?? []).map((r) => [r.orderGoodsId, r]));
  const set = (id: string, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l) => (l.orderGoodsId === id ? { ...l, ...patch } : l)));

  const ok = async () => {
    const picked = lines.filter((l) => chosen.includes(l.orderGoodsId));
    if (!picked.length) return void message.warning(c('choose'));
    const missing = picked.map((l) => checkOf.get(l.orderGoodsId)).filter((r) => r && r.missingFields.length);
    if (missing.length)
      return void modal.warning({
        title: c('incomplete'),
        content: missing.map((r) => (
          <div key={r!.orderGoodsId}>{c('completeThese', { styleNo: r!.styleNo, fields: r!.missingFields.join('、') })}</div>
        )),
      });
    const noLeader = picked.find((l) => !l.leaderIds.length);
    if (noLeader) return void message.error(c('leadersRequired', { styleNo: noLeader.styleNo }));
    setSaving(true);
    try {
      await convertApi.convert({
        orderId,
        items: picked.map((l) => ({
          orderGoodsId: l.orderGoodsId,
          missionNo: l.missionNo.trim() || null,
          customerId: l.customerId,
          deliveryAt: l.deliveryAt,
          prcdTemplateId: l.prcdTemplateId,
          leaderIds: l.leaderIds,
          isOutside: Boolean(l.outsideFactoryId),
          outsideFactoryId: l.outsideFactoryId,
          machiningUnitPrice: l.outsideFactoryId && l.machiningUnitPrice.trim() ? l.machiningUnitPrice.trim() : null,
        })),
      });
      message.success(c('done', { n: picked.length }));
      onDone();
    } finally {
      setSaving(false);
    }
  };

  const canConvert = order.data ? canConvertOrder(order.data) : false;
  return (
    <Modal
      open={open}
      title={c('all')}
      width={1280}
      onCancel={onClose}
      onOk={() => void ok()}
      okButtonProps={{ disabled: !canConvert, loading: saving }}
      destroyOnHidden
    >
      {check.data?.some((r) => r.missingFields.length) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={c('incomplete')}
          description={check.data
            .filter((r) => r.missingFields.length)
            .map((r) => (
              <div key={r.orderGoodsId}>{c('completeThese', { styleNo: r.styleNo, fields: r.missingFields.join('、') })}</div>
            ))}
        />
      )}
      <Table<Line>
        size="small"
        rowKey="orderGoodsId"
        pagination={false}
        loading={order.isLoading || check.isLoading}
        dataSource={lines}
        scroll={{ x: 'max-content' }}
        data-testid="convert-lines"
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys.map(String)),
          getCheckboxProps: (l) => ({ disabled: !dec.isPositive(checkOf.get(l.orderGoodsId)?.remainingNum ?? '0') }),
        }}
        columns={[
          {
            key: 'missionNo',
            title: c('missionNo'),
            width: 130,
            render: (_, l) => (
              <Input
                value={l.missionNo}
                maxLength={30}
                placeholder={c('missionNoHint')}
                onChange={(e) => set(l.orderGoodsId, { missionNo: e.target.value })}
              />
            ),
          },
          { key: 'goods', title: c('goods'), width: 120, render: (_, l) => l.styleNo },
          {
            key: 'customer',
            title: c('customer'),
            width: 150,
            render: (_, l) => (
              <SearchSelect
                single
                loader={customerLoader}
                disabled={l.customerLocked}
                value={l.customerId}
                style={{ width: 140 }}
                initialOptions={l.customerId && l.customerLabel ? [{ value: l.customerId, label: l.customerLabel }] : undefined}
                onChange={(v) => set(l.orderGoodsId, { customerId: idOf(v) })}
              />
            ),
          },
          {
            key: 'quantity',
            title: c('quantity'),
            width: 110,
            align: 'right',
            render: (_, l) => {
              const r = checkOf.get(l.orderGoodsId);
              return r ? (
                <span>
                  {dec.format(order.data?.goods.find((g) => g.id === l.orderGoodsId)?.totalNum ?? '0')}
                  <Typography.Text type="secondary">
                    {' '}
                    ({c('remaining')} {dec.format(r.remainingNum)})
                  </Typography.Text>
                </span>
              ) : null;
            },
          },
          {
            key: 'deliveryAt',
            title: c('deliveryAt'),
            width: 140,
            render: (_, l) => (
              <DatePicker
                allowClear={false}
                value={dayjs(l.deliveryAt)}
                onChange={(d) => d && set(l.orderGoodsId, { deliveryAt: d.format('YYYY-MM-DD') })}
              />
            ),
          },
          {
            key: 'template',
            title: c('template'),
            width: 160,
            render: (_, l) => (
              <SearchSelect
                single
                loader={templateLoader}
                value={l.prcdTemplateId}
                style={{ width: 150 }}
                onChange={(v) => set(l.orderGoodsId, { prcdTemplateId: idOf(v) })}
                data-testid="convert-template"
              />
            ),
          },
          {
            key: 'leaders',
            title: c('leaders'),
            width: 180,
            render: (_, l) => (
              <SearchSelect
                loader={unitUserLoader}
                value={l.leaderIds}
                style={{ width: 170 }}
                onChange={(v) => set(l.orderGoodsId, { leaderIds: (Array.isArray(v) ? v : v == null ? [] : [v]).map(String) })}
              />
            ),
          },
          {
            key: 'outside',
            title: c('outsideFactory'),
            width: 160,
            render: (_, l) => (
              <SearchSelect
                single
                loader={outsideFactoryLoader}
                value={l.outsideFactoryId}
                style={{ width: 150 }}
                onChange={(v) => set(l.orderGoodsId, { outsideFactoryId: idOf(v) })}
              />
            ),
          },
          {
            key: 'price',
            title: c('price'),
            width: 110,
            render: (_, l) => (
              <Input
                value={l.machiningUnitPrice}
                disabled={!l.outsideFactoryId}
                onChange={(e) => set(l.orderGoodsId, { machiningUnitPrice: e.target.value })}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
