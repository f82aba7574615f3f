import { dec, defectActionLabels, defectBillStatusLabels, type DefectBillLine } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { defectsApi } from '../api/defects-api';

/** A defect bill's detail (bill-repair/details) with 打印: the bill's A4 sheet (print/DefectBillPrintPage). */
export function DefectBillDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const bill = useQuery({ queryKey: ['defect-bill', id], queryFn: () => defectsApi.bill(id!), enabled: Boolean(id) });
  if (!id) return null;
  const b = bill.data;
  const f = (k: string) => t(`defects.bill.${k}`);
  const ff = (k: string) => t(`defects.field.${k}`);
  return (
    <Modal
      open
      width={900}
      title={b ? t('defects.bill.detail', { no: b.billNo }) : ''}
      onCancel={onClose}
      footer={[
        <Button
          key="print"
          onClick={() => {
            onClose();
            void navigate(`/allInferiorBill/print?id=${encodeURIComponent(id)}`);
          }}
          data-testid="defect-bill-print"
        >
          {f('print')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          OK
        </Button>,
      ]}
    >
      {b ? (
        <div data-testid="defect-bill-detail">
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={f('kind')}>{defectActionLabels[b.action][lang]}</Descriptions.Item>
            <Descriptions.Item label={f('billNo')}>{b.billNo}</Descriptions.Item>
            <Descriptions.Item label={f('status')}>{defectBillStatusLabels[b.status]?.[lang]}</Descriptions.Item>
            <Descriptions.Item label={f('date')}>{b.dateCompleted}</Descriptions.Item>
            <Descriptions.Item label={f('finishUser')}>{b.finishUserName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={f('total')}>{dec.norm(b.totalNum)}</Descriptions.Item>
            <Descriptions.Item label={f('storehouse')}>{b.storehouseName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={f('outsideFactory')}>{b.outsideFactoryName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={f('returnUser')}>{b.returnUserName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={f('remark')} span={3}>
              {b.remark ?? '-'}
            </Descriptions.Item>
          </Descriptions>
          <Table<DefectBillLine>
            style={{ marginTop: 12 }}
            size="small"
            rowKey="id"
            pagination={false}
            title={() => f('lines')}
            dataSource={b.lines}
            columns={[
              { key: 'missionNo', title: ff('missionNo'), dataIndex: 'missionNo' },
              { key: 'styleNo', title: ff('styleNo'), dataIndex: 'styleNo' },
              { key: 'node', title: ff('node'), dataIndex: 'nodeName' },
              { key: 'color', title: ff('color'), dataIndex: 'colorName' },
              { key: 'size', title: ff('size'), dataIndex: 'sizeName' },
              {
                key: 'labels',
                title: ff('labels'),
                dataIndex: 'defectLabelNames',
                render: (v: string[]) => v.map((n) => <Tag key={n}>{n}</Tag>),
              },
              { key: 'num', title: ff('openNum'), dataIndex: 'num', align: 'right', render: (v: string) => dec.norm(v) },
            ]}
          />
        </div>
      ) : null}
    </Modal>
  );
}
