import '../locales/convert';
import { dec } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, DatePicker, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { templateLoader } from '../../../shared/process/process-loaders';
import { SearchSelect, type OptionValue } from '../../../shared/search-select';
import { convertApi } from '../api/convert-api';
import { customerLoader, outsideFactoryLoader } from '../api/orders-api';
import {
  chosenTotal,
  convertPayload,
  convertProblem,
  initiallyChosen,
  isChoosable,
  linesOf,
  type ConvertLine,
} from './convert-lines';

const idOf = (v: OptionValue | OptionValue[] | null | undefined) => (v == null || Array.isArray(v) ? null : String(v));
const idsOf = (v: OptionValue | OptionValue[] | null | undefined) => (Array.isArray(v) ? v : v == null ? [] : [v]).map(String);

/**
 * 一键转工单 (reference 02 §5): the server's check per goods block (what is left, why a block cannot be converted);
 * the process template and the persons in charge given once, a row may name its own; per block its mission number (optional), customer
 * (kept when the order names it), delivery date, whole-order factory and price. One mission per chosen block with
 * what it has left, all or nothing; a goods record missing a required field is named first ("商品档案未填写完整").
 */
export function ConvertMissionsDialog({
  orderId,
  onClose,
  onDone,
}: {
  orderId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const c = (k: string, o?: Record<string, unknown>) => t(`productionOrders.convert.${k}`, o ?? {});
  const check = useQuery({ queryKey: ['convert-check', orderId], queryFn: () => convertApi.check(orderId), staleTime: 0 });
  const [lines, setLines] = useState<ConvertLine[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [leaderIds, setLeaderIds] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!check.data) return;
    const next = linesOf(check.data);
    setLines(next);
    setChosen(initiallyChosen(next));
    setLeaderIds(check.data[0]?.leaderIds ?? []);
  }, [check.data]);
  const set = (id: string, patch: Partial<ConvertLine>) =>
    setLines((ls) => ls.map((l) => (l.check.orderGoodsId === id ? { ...l, ...patch } : l)));
  const picked = lines.filter((l) => chosen.includes(l.check.orderGoodsId));
  const missingText = (r: ConvertLine['check']) => c('completeThese', { styleNo: r.styleNo, fields: r.missingFields.join('、') });

  const ok = async () => {
    const problem = convertProblem(picked, templateId, leaderIds);
    if (problem?.code === 'choose') return void message.warning(c('choose'));
    if (problem?.code === 'incomplete')
      return void modal.warning({
        title: c('incomplete'),
        content: problem.rows.map((r) => <div key={r.orderGoodsId}>{missingText(r)}</div>),
      });
    if (problem) return void message.error(c(problem.code === 'template' ? 'templateRequired' : 'leadersMissing'));
    setSaving(true);
    try {
      const made = await convertApi.convert(convertPayload(orderId, picked, templateId, leaderIds));
      message.success(c('done', { n: made.missions.length }));
      await queryClient.invalidateQueries({ queryKey: ['order-missions', orderId] });
      onDone();
    } catch (e) {
      // The client has shown the server's refusal (naming the goods and the field); the dialog stays open.
      if (!(e instanceof ApiError)) throw e;
      void check.refetch();
    } finally {
      setSaving(false);
    }
  };

  const incomplete = lines.filter((l) => l.check.missingFields.length > 0);
  return (
    <Modal
      open
      title={c('all')}
      width={1320}
      onCancel={onClose}
      onOk={() => void ok()}
      okButtonProps={{ loading: saving, disabled: check.isLoading, ...{ 'data-testid': 'convert-ok' } }}
      destroyOnHidden
    >
      <Form layout="inline" style={{ marginBottom: 12 }} data-testid="convert-common">
        <Typography.Text type="secondary" style={{ marginRight: 12, lineHeight: '32px' }}>
          {c('common')}
        </Typography.Text>
        <Form.Item label={c('template')} required>
          <SearchSelect
            single
            loader={templateLoader}
            value={templateId}
            style={{ width: 200 }}
            onChange={(v) => setTemplateId(idOf(v))}
            data-testid="convert-template"
          />
        </Form.Item>
        <Form.Item label={c('leaders')} required>
          <SearchSelect
            loader={unitUserLoader}
            value={leaderIds}
            style={{ width: 260 }}
            onChange={(v) => setLeaderIds(idsOf(v))}
            data-testid="convert-leaders"
          />
        </Form.Item>
      </Form>
      {incomplete.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={c('incomplete')}
          description={incomplete.map((l) => (
            <div key={l.check.orderGoodsId}>{missingText(l.check)}</div>
          ))}
        />
      )}
      <Table<ConvertLine>
        size="small"
        rowKey={(l) => l.check.orderGoodsId}
        pagination={false}
        loading={check.isLoading}
        dataSource={lines}
        scroll={{ x: 'max-content' }}
        data-testid="convert-lines"
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys.map(String)),
          getCheckboxProps: (l) => ({ disabled: !isChoosable(l) }),
        }}
        footer={() => c('selected', { n: picked.length, num: dec.format(chosenTotal(picked)) })}
        columns={[
          {
            key: 'missionNo',
            title: c('missionNo'),
            width: 140,
            render: (_, l) => (
              <Input
                value={l.missionNo}
                maxLength={30}
                disabled={!isChoosable(l)}
                placeholder={c('missionNoHint')}
                onChange={(e) => set(l.check.orderGoodsId, { missionNo: e.target.value })}
              />
            ),
          },
          {
            key: 'goods',
            title: c('goods'),
            width: 150,
            render: (_, l) => (
              <Space orientation="vertical" size={0}>
                <span>{l.check.styleNo}</span>
                <Typography.Text type="secondary">{l.check.styleName}</Typography.Text>
              </Space>
            ),
          },
          {
            key: 'customer',
            title: c('customer'),
            width: 160,
            render: (_, l) =>
              l.check.isCustomerFixed ? (
                (l.check.customerName ?? '—')
              ) : (
                <SearchSelect
                  single
                  loader={customerLoader}
                  disabled={!isChoosable(l)}
                  value={l.customerId}
                  style={{ width: 150 }}
                  initialOptions={
                    l.check.customerId && l.check.customerName
                      ? [{ value: l.check.customerId, label: l.check.customerName }]
                      : undefined
                  }
                  onChange={(v) => set(l.check.orderGoodsId, { customerId: idOf(v) })}
                />
              ),
          },
          {
            key: 'quantity',
            title: `${c('quantity')} / ${c('remaining')}`,
            width: 110,
            align: 'right',
            render: (_, l) => `${dec.format(l.check.orderedNum)} / ${dec.format(l.check.remainingNum)}`,
          },
          {
            key: 'deliveryAt',
            title: c('deliveryAt'),
            width: 140,
            render: (_, l) => (
              <DatePicker
                allowClear={false}
                disabled={!isChoosable(l)}
                value={dayjs(l.deliveryAt)}
                disabledDate={(d) => d.isBefore(dayjs(), 'day')}
                onChange={(d) => d && set(l.check.orderGoodsId, { deliveryAt: d.format('YYYY-MM-DD') })}
              />
            ),
          },
          {
            key: 'template',
            title: c('rowTemplate'),
            width: 170,
            render: (_, l) => (
              <SearchSelect
                single
                loader={templateLoader}
                disabled={!isChoosable(l)}
                value={l.templateId}
                placeholder={c('asCommon')}
                style={{ width: 160 }}
                onChange={(v) => set(l.check.orderGoodsId, { templateId: idOf(v) })}
                data-testid={`convert-row-template-${l.check.styleNo}`}
              />
            ),
          },
          {
            key: 'leaders',
            title: c('rowLeaders'),
            width: 190,
            render: (_, l) => (
              <SearchSelect
                loader={unitUserLoader}
                disabled={!isChoosable(l)}
                value={l.leaderIds}
                placeholder={c('asCommon')}
                style={{ width: 180 }}
                onChange={(v) => set(l.check.orderGoodsId, { leaderIds: idsOf(v) })}
                data-testid={`convert-row-leaders-${l.check.styleNo}`}
              />
            ),
          },
          {
            key: 'outside',
            title: c('outsideFactory'),
            width: 170,
            render: (_, l) => (
              <SearchSelect
                single
                loader={outsideFactoryLoader}
                disabled={!isChoosable(l)}
                value={l.outsideFactoryId}
                style={{ width: 160 }}
                onChange={(v) => set(l.check.orderGoodsId, { outsideFactoryId: idOf(v) })}
              />
            ),
          },
          {
            key: 'price',
            title: c('price'),
            width: 100,
            render: (_, l) => (
              <Input
                value={l.machiningUnitPrice}
                disabled={!l.outsideFactoryId || !isChoosable(l)}
                onChange={(e) => set(l.check.orderGoodsId, { machiningUnitPrice: e.target.value })}
              />
            ),
          },
          {
            key: 'check',
            title: c('check'),
            width: 150,
            render: (_, l) =>
              l.check.canConvert ? (
                <Tag color="green">{c('ready')}</Tag>
              ) : (
                <Space size={4} wrap>
                  {l.check.blockers.includes('ORDER_STATUS') && <Tag>{c('orderStatus')}</Tag>}
                  {l.check.blockers.includes('NOTHING_LEFT') && <Tag>{c('nothingLeft')}</Tag>}
                  {l.check.blockers.includes('GOODS_INCOMPLETE') && <Tag color="orange">{c('incomplete')}</Tag>}
                </Space>
              ),
          },
        ]}
      />
    </Modal>
  );
}
