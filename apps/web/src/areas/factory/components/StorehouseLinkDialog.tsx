import {
  storehouseLinkChoices,
  type BossStorehouseRow,
  type StorehouseLinkChoice,
  type StorehouseUnitLinkRow,
} from '@gf/contracts';
import { Alert, App, Modal, Radio, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyStorehouseApi } from '../api/company-storehouse-api';
import '../locales/register';

/**
 * 关联工厂 of one company storehouse (reference 07 §5): per factory 默认仓 / 共用仓 / 无关联. A factory has one default, so
 * choosing 默认仓 here turns the factory's earlier default into a shared storehouse (the server does it). A
 * processing-factory storehouse is never a default.
 */
export function StorehouseLinkDialog({
  storehouse,
  onClose,
  onSaved,
}: {
  storehouse: BossStorehouseRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [units, setUnits] = useState<StorehouseUnitLinkRow[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setUnits(storehouse?.units ?? []), [storehouse]);
  const isProcessing = storehouse?.ownerKind === 'PROCESSING';
  const choices = storehouseLinkChoices.filter((c) => !(isProcessing && c === 'DEFAULT'));

  const save = async () => {
    if (!storehouse) return;
    setSaving(true);
    try {
      await companyStorehouseApi.setLinks(
        storehouse.id,
        units.map((u) => ({ unitId: u.unitId, linkKind: u.linkKind })),
      );
      message.success(t('factory.companyStore.linksSaved'));
      onSaved();
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={Boolean(storehouse)}
      title={t('factory.companyStore.linkTitle', { name: storehouse?.name ?? '' })}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      width={560}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={t(isProcessing ? 'factory.companyStore.processingHint' : 'factory.companyStore.linkHint')}
      />
      <Table<StorehouseUnitLinkRow>
        size="small"
        rowKey="unitId"
        pagination={false}
        dataSource={units}
        columns={[
          { key: 'unitName', title: t('factory.companyStore.factory'), dataIndex: 'unitName' },
          {
            key: 'linkKind',
            title: t('factory.companyStore.link'),
            width: 300,
            render: (_: unknown, row) => (
              <Radio.Group
                data-testid={`link-${row.unitId}`}
                value={row.linkKind}
                onChange={(e) =>
                  setUnits((all) =>
                    all.map((u) => {
                      if (u.unitId === row.unitId) return { ...u, linkKind: e.target.value as StorehouseLinkChoice };
                      return u;
                    }),
                  )
                }
                options={choices.map((c) => ({ value: c, label: t(`factory.companyStore.linkKinds.${c}`) }))}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
