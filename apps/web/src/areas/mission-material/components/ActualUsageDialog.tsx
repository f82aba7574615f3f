import { Dec, type MissionActualUsageLine } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { missionMaterialApi } from '../api/mission-material-api';
import '../locales/register';

interface ActualUsageDialogProps {
  mission: { id: string; no: string } | null;
  onClose: () => void;
}

const plain = (q: string | null) => (q === null ? null : Dec.of(q).toFixed());

/** 实裁单耗 of one mission: per material the BOM usage per piece beside (delivered − remnant returned) / pieces cut. */
export function ActualUsageDialog({ mission, onClose }: ActualUsageDialogProps) {
  const { t } = useTranslation();
  const u = (k: string) => t(`missionMaterial.usage.${k}`);
  const f = (k: string) => t(`missionMaterial.field.${k}`);
  const data = useQuery({
    queryKey: ['mission-actual-usage', mission?.id],
    queryFn: () => missionMaterialApi.actualUsage(mission!.id),
    enabled: Boolean(mission),
  });
  const d = data.data;
  const withUnit = (q: string | null, l: MissionActualUsageLine) => (q === null ? '-' : `${plain(q)} ${l.stockUnit}`);
  return (
    <Modal
      open={Boolean(mission)}
      title={u('title').replace('{{no}}', mission?.no ?? '')}
      width={1000}
      footer={null}
      onCancel={onClose}
    >
      <div data-testid="actual-usage">
        <Descriptions size="small" column={2} style={{ marginBottom: 8 }}>
          <Descriptions.Item label={u('totalNum')}>{d ? plain(d.totalNum) : '-'}</Descriptions.Item>
          <Descriptions.Item label={u('actualCutNum')}>
            {d ? (Dec.of(d.actualCutNum).gt(0) ? plain(d.actualCutNum) : u('notCut')) : '-'}
          </Descriptions.Item>
        </Descriptions>
        <Table<MissionActualUsageLine>
          size="small"
          rowKey="materialSkuId"
          loading={data.isFetching}
          dataSource={d?.lines ?? []}
          pagination={false}
          columns={[
            {
              key: 'material',
              title: f('material'),
              render: (_, l) => [l.materialsNo, l.materialsName, l.colorName, l.specNoName].filter(Boolean).join(' '),
            },
            { key: 'delivered', title: f('delivered'), align: 'right', render: (_, l) => withUnit(l.delivered, l) },
            { key: 'returned', title: u('returned'), align: 'right', render: (_, l) => withUnit(l.returned, l) },
            { key: 'cutPieces', title: u('cutPieces'), align: 'right', render: (_, l) => plain(l.cutPieces) },
            { key: 'bomUsage', title: u('bomUsage'), align: 'right', render: (_, l) => withUnit(l.bomUsage, l) },
            {
              key: 'actualUsage',
              title: u('actualUsage'),
              align: 'right',
              render: (_, l) => <Typography.Text strong>{withUnit(l.actualUsage, l)}</Typography.Text>,
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {u('hint')}
        </Typography.Paragraph>
      </div>
    </Modal>
  );
}
