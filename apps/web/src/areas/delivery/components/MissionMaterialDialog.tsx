import { Dec, type MissionMaterialLine, type MissionMaterialOfMission } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Select, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { deliveryApi, missionLoader } from '../api/delivery-api';
import '../locales/register';

/** What 按工单添加 hands the form: the mission, its material node, and the ticked materials with what is left. */
export interface MissionPick {
  mission: MissionMaterialOfMission;
  missionNodeId: string | null;
  lines: MissionMaterialLine[];
}

interface MissionMaterialDialogProps {
  open: boolean;
  /** The mission already chosen (换工单 starts from it, ?missionId= opens with it). */
  missionId?: string | undefined;
  onClose: () => void;
  onPick: (pick: MissionPick) => void;
}

const lineLabel = (l: MissionMaterialLine) =>
  [l.materialsNo, l.materialsName, l.colorName, l.specNoName].filter(Boolean).join(' ');

/**
 * 按工单添加: choose a mission (number or style), see its BOM materials with 物料需求 / 已送料 / 待送料 (reviewed
 * deliveries naming it), tick the ones to deliver (those with something left are ticked) and the material node.
 */
export function MissionMaterialDialog({ open, missionId: initial, onClose, onPick }: MissionMaterialDialogProps) {
  const { t } = useTranslation();
  const m = (key: string) => t(`delivery.mission.${key}`);
  const [missionId, setMissionId] = useState<string | undefined>(initial);
  const [nodeId, setNodeId] = useState<string | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  useEffect(() => {
    if (open) setMissionId(initial);
  }, [open, initial]);
  const data = useQuery({
    queryKey: ['delivery-mission-materials', missionId],
    queryFn: () => deliveryApi.missionMaterials(missionId!),
    enabled: open && Boolean(missionId),
  });
  useEffect(() => {
    const d = data.data;
    if (!d) return;
    setNodeId(d.nodes[0]?.id ?? null);
    setTicked(d.lines.filter((l) => Dec.of(l.left).gt(0)).map((l) => l.materialSkuId));
  }, [data.data]);

  const d = data.data;
  const unit = (q: string, l: MissionMaterialLine) => `${Dec.of(q).toFixed()} ${l.stockUnit}`;
  return (
    <Modal
      open={open}
      title={m('title')}
      width={960}
      onCancel={onClose}
      okText={m('ok')}
      okButtonProps={{ disabled: !d || ticked.length === 0, id: 'delivery-mission-ok' }}
      onOk={() => {
        if (!d) return;
        onPick({ mission: d, missionNodeId: nodeId, lines: d.lines.filter((l) => ticked.includes(l.materialSkuId)) });
      }}
      destroyOnHidden
    >
      <div data-testid="delivery-mission-dialog">
        <Form layout="inline" style={{ marginBottom: 12 }}>
          <Form.Item label={m('pick')}>
            <SearchSelect
              single
              loader={missionLoader}
              value={missionId}
              onChange={(v) => setMissionId(v ? String(v) : undefined)}
              style={{ width: 360 }}
              data-testid="delivery-mission-select"
            />
          </Form.Item>
          {d && d.nodes.length > 0 && (
            <Form.Item label={m('node')}>
              <Select
                style={{ width: 180 }}
                value={nodeId ?? undefined}
                allowClear
                onChange={(v) => setNodeId(v ?? null)}
                options={d.nodes.map((n) => ({ value: n.id, label: n.name }))}
              />
            </Form.Item>
          )}
        </Form>
        <Typography.Paragraph type="secondary">{m('hint')}</Typography.Paragraph>
        {d && d.lines.length === 0 && <Alert type="info" title={m('none')} />}
        <Table<MissionMaterialLine>
          size="small"
          rowKey="materialSkuId"
          loading={data.isFetching}
          dataSource={d?.lines ?? []}
          pagination={false}
          scroll={{ y: 360 }}
          rowSelection={{ selectedRowKeys: ticked, onChange: (keys) => setTicked(keys.map(String)) }}
          columns={[
            { key: 'material', title: t('delivery.field.materialsName'), render: (_, l) => lineLabel(l) },
            { key: 'demand', title: m('demand'), align: 'right', render: (_, l) => unit(l.demand, l) },
            { key: 'delivered', title: m('delivered'), align: 'right', render: (_, l) => unit(l.delivered, l) },
            {
              key: 'left',
              title: m('left'),
              align: 'right',
              render: (_, l) => <Typography.Text strong>{unit(l.left, l)}</Typography.Text>,
            },
          ]}
        />
      </div>
    </Modal>
  );
}
