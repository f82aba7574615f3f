import { dec, isDecimalString, type PurchaseDemandRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Input, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { purchasingApi, trimZeros } from '../api/purchasing-api';
import '../locales/register';

/**
 * 占用可用库存: per storehouse 库存数, 可用数 and 本次占用. The demand's holding in a storehouse counts as
 * available to it again (saving replaces the whole reservation).
 */
export function ReserveDialog({
  row,
  onClose,
  onDone,
}: {
  row: PurchaseDemandRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const view = useQuery({
    queryKey: ['purchase-reserve', row?.id],
    queryFn: () => purchasingApi.reservationView(row!.id),
    enabled: Boolean(row),
  });
  const rows = view.data?.storehouses ?? [];
  const value = (id: string, held: string) => typed[id] ?? (dec.isZero(held) ? '' : trimZeros(held));
  const f = (k: string) => t(`purchasing.field.${k}`);
  const bad = rows.some((r) => {
    const v = value(r.storehouseId, r.held).trim();
    return v !== '' && (!isDecimalString(v, 4, 14) || dec.cmp(v, dec.add(r.available, r.held)) > 0);
  });
  const close = () => {
    setTyped({});
    onClose();
  };
  const save = async () => {
    if (!row || bad) return;
    setSaving(true);
    try {
      await purchasingApi.reserve(
        row.id,
        rows.map((r) => ({ storehouseId: r.storehouseId, quantity: value(r.storehouseId, r.held).trim() || '0' })),
      );
      onDone();
      close();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={Boolean(row)}
      width={680}
      title={t('purchasing.need.reserveTitle')}
      onCancel={close}
      onOk={() => void save()}
      okButtonProps={{ disabled: bad, loading: saving }}
      destroyOnHidden
    >
      {row && (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          message={`${row.orderNo} · ${row.materialNo} ${row.materialName} ${row.colorName} — ${f('planned')} ${trimZeros(row.plannedQuantity)} ${row.stockUnit}，${f('reserved')} ${trimZeros(row.reservedQuantity)}`}
        />
      )}
      <Table
        size="small"
        rowKey="storehouseId"
        loading={view.isFetching}
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('purchasing.need.noStock') }}
        columns={[
          { key: 'name', title: t('purchasing.need.storehouse'), dataIndex: 'storehouseName' },
          { key: 'onHand', title: t('purchasing.need.onHand'), align: 'right', render: (_, r) => trimZeros(r.onHand) },
          {
            key: 'available',
            title: t('purchasing.need.available'),
            align: 'right',
            render: (_, r) => trimZeros(dec.add(r.available, r.held)),
          },
          {
            key: 'mine',
            title: t('purchasing.need.thisReserve'),
            render: (_, r) => (
              <Input
                size="small"
                style={{ width: 120 }}
                value={value(r.storehouseId, r.held)}
                status={
                  value(r.storehouseId, r.held) && dec.cmp(value(r.storehouseId, r.held) || '0', dec.add(r.available, r.held)) > 0
                    ? 'error'
                    : undefined
                }
                onChange={(e) => setTyped((p) => ({ ...p, [r.storehouseId]: e.target.value }))}
                data-testid={`reserve-${r.storehouseId}`}
              />
            ),
          },
        ]}
      />
      <Typography.Text type="secondary">{t('purchasing.need.reserveHint')}</Typography.Text>
    </Modal>
  );
}
