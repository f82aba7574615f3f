import { dec, decimalProblem, type StockInformLine } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Spin, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stockBillsApi } from '../api/stock-bills-api';
import '../locales/register';

/**
 * 确认入库 (a waiting notice) or 修改入库数 (a received one): each line's 实际入库数, starting as received (or as
 * notified); a number beyond the notice is told under it, never changed; a malformed one stops the save.
 */
export function ReceiveInformDialog({
  informId,
  mode,
  onClose,
}: {
  informId: string;
  mode: 'confirm' | 'change';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notice = useQuery({ queryKey: ['stock-inform', informId], queryFn: () => stockBillsApi.inform(informId) });
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const n = (key: string, values?: Record<string, string>) => t(`stockBills.inform.${key}`, values);

  useEffect(() => {
    const lines = notice.data?.lines ?? [];
    setTyped(Object.fromEntries(lines.map((l) => [l.id, dec.norm(l.received ?? l.quantity)])));
  }, [notice.data]);

  const problemOf = (v: string | undefined) => (v?.trim() ? decimalProblem(v.trim(), { scale: 4, intDigits: 14 }) : 'blank');
  const save = async () => {
    const lines = notice.data?.lines ?? [];
    if (lines.some((l) => problemOf(typed[l.id]))) return;
    setSaving(true);
    try {
      const body = lines.map((l) => ({ lineId: l.id, received: typed[l.id]!.trim() }));
      await (mode === 'confirm' ? stockBillsApi.confirmInform(informId, body) : stockBillsApi.changeReceived(informId, body));
      onClose();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };

  const no = notice.data?.billNo ?? '';
  return (
    <Modal
      open
      width={720}
      title={mode === 'confirm' ? n('confirmTitle', { no }) : n('changeTitle', { no })}
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      {notice.isLoading && <Spin />}
      {notice.data && (
        <>
          <Typography.Paragraph type="secondary">{n('receiveHint')}</Typography.Paragraph>
          <Table<StockInformLine>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={notice.data.lines}
            data-testid="inform-lines"
            columns={[
              { key: 'sku', title: t('stockBills.field.goods'), dataIndex: 'skuName' },
              {
                key: 'quantity',
                title: n('notified'),
                dataIndex: 'quantity',
                align: 'right',
                render: (v: string) => dec.norm(v),
              },
              {
                key: 'received',
                title: n('received'),
                width: 200,
                render: (_: unknown, l) => {
                  const v = typed[l.id] ?? '';
                  const bad = problemOf(v);
                  const over = !bad && dec.cmp(v.trim(), l.quantity) > 0 ? dec.sub(v.trim(), l.quantity) : null;
                  return (
                    <>
                      <Input
                        value={v}
                        status={bad ? 'error' : over ? 'warning' : undefined}
                        onChange={(e) => setTyped((s) => ({ ...s, [l.id]: e.target.value }))}
                        data-testid="inform-received"
                      />
                      {over && (
                        <Typography.Text type="warning">{n('overNotified', { quantity: dec.norm(over) })}</Typography.Text>
                      )}
                    </>
                  );
                },
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
