import { dec, type AllocateDetail } from '@gf/contracts';
import { Input, Modal, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billApi } from '../../../bill';
import { getSession } from '../../../shared/session/session';
import { allocateApi } from '../api/allocate-api';
import { itemColumns, unitOf } from './line-columns';
import '../locales/register';

type Line = AllocateDetail['lines'][number];

/**
 * 收货: a 调入单 of what is still in transit on a reviewed 调出单 (each line defaults to all of it, a part may be typed);
 * saved and submitted through the engine. A quantity above what is in transit is flagged and not sent (the server
 * refuses it too, on the locked transit rows).
 */
export function ReceiveDialog({ out, open, onClose }: { out: AllocateDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const open_ = out.lines.filter((l) => l.inTransitQuantity && dec.isPositive(l.inTransitQuantity));
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) setTyped(Object.fromEntries(open_.map((l) => [l.id, dec.norm(l.inTransitQuantity!)])));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filled once each time the dialog opens
  }, [open]);
  const problem = (l: Line) => {
    const q = (typed[l.id] ?? '').trim();
    if (!q || !dec.isValid(q) || !dec.isPositive(q)) return null;
    return dec.isPositive(dec.sub(q, l.inTransitQuantity!))
      ? t('allocate.detail.receiveOver', { left: dec.norm(l.inTransitQuantity!) })
      : null;
  };
  const chosen = open_.filter((l) => dec.isValid((typed[l.id] ?? '').trim()) && dec.isPositive((typed[l.id] ?? '').trim()));
  const blocked = chosen.length === 0 || open_.some((l) => problem(l));
  const f = (key: string) => t(`allocate.field.${key}`);
  const isGoods = out.skuKind === 'GOODS';
  const pieces = t('allocate.goods.pieces');
  return (
    <Modal
      open={open}
      width={760}
      title={t('allocate.detail.receiveTitle', { storehouse: out.inStorehouseName })}
      onCancel={onClose}
      okButtonProps={{ disabled: blocked, 'data-testid': 'allocate-receive-ok' }}
      confirmLoading={saving}
      onOk={async () => {
        setSaving(true);
        try {
          const made = await allocateApi.add({
            billType: 'BILL_CALL_IN',
            callOutId: out.id,
            operaterId: getSession()?.userId,
            opDate: dayjs().format('YYYY-MM-DD'),
            lines: chosen.map((l) => ({ callOutLineId: l.id, quantity: typed[l.id]!.trim() })),
          });
          await billApi.submit('BILL_CALL_IN', made.id);
          onClose();
        } finally {
          setSaving(false);
        }
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('allocate.detail.receiveHint')}</Typography.Paragraph>
      <Table<Line>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={open_}
        columns={[
          ...itemColumns(isGoods, open_, f),
          {
            key: 'inTransit',
            title: f('inTransit'),
            dataIndex: 'inTransitQuantity',
            align: 'right',
            width: 110,
            render: (v: string, l) => `${dec.norm(v)} ${unitOf(isGoods, l, pieces)}`,
          },
          {
            key: 'quantity',
            title: f('quantity'),
            width: 180,
            render: (_: unknown, l) => (
              <>
                <Input
                  value={typed[l.id] ?? ''}
                  status={problem(l) ? 'warning' : undefined}
                  onChange={(e) => setTyped((s) => ({ ...s, [l.id]: e.target.value }))}
                  data-testid="allocate-receive-quantity"
                />
                {problem(l) && <Typography.Text type="warning">{problem(l)}</Typography.Text>}
              </>
            ),
          },
        ]}
      />
    </Modal>
  );
}
