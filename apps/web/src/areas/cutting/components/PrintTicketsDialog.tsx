import { Alert, Checkbox, Form, InputNumber, Modal, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRINT_FORMATS } from '../../../shared/print/print-layout';
import { cuttingApi } from '../api/cutting-api';

export interface PrintRequest {
  /** The list's selection: chosen ids, or the filter when every bundle of it is chosen. */
  body: Record<string, unknown>;
  /** Styles of the chosen bundles (their cut-piece groups are offered). */
  styleIds: string[];
}

/** 打印扎号: choose cut-piece groups (全选) and 1–100 copies and the paper, then open the print page. */
export function PrintTicketsDialog({
  request,
  onClose,
  onOpen,
}: {
  request: PrintRequest | null;
  onClose: () => void;
  onOpen: (body: Record<string, unknown>, format: string) => void;
}) {
  const { t } = useTranslation();
  const p = (k: string) => t(`cutting.print.${k}`);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [copies, setCopies] = useState<number>(1);
  const [format, setFormat] = useState('60x40');
  const groups = useQuery({
    queryKey: ['cutting', 'groups', request?.styleIds],
    enabled: Boolean(request),
    queryFn: async () => (await Promise.all((request?.styleIds ?? []).map((id) => cuttingApi.groups(id)))).flat(),
  });
  const all = groups.data ?? [];
  const picked = chosen ?? all.map((g) => g.id);
  return (
    <Modal
      open={Boolean(request)}
      title={p('title')}
      okText={p('open')}
      onCancel={() => {
        setChosen(null);
        onClose();
      }}
      onOk={() => {
        onOpen({ ...request!.body, groupIds: picked, copies }, format);
        setChosen(null);
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={p('groups')}>
          {all.length ? (
            <Space direction="vertical">
              <Checkbox
                checked={picked.length === all.length}
                indeterminate={picked.length > 0 && picked.length < all.length}
                onChange={(e) => setChosen(e.target.checked ? all.map((g) => g.id) : [])}
              >
                {p('checkAll')}
              </Checkbox>
              <Checkbox.Group
                value={picked}
                onChange={(v) => setChosen(v as string[])}
                options={all.map((g) => ({ value: g.id, label: g.name }))}
              />
            </Space>
          ) : (
            <Alert type="info" message={p('noGroups')} />
          )}
        </Form.Item>
        <Form.Item label={p('copies')}>
          <InputNumber
            min={1}
            max={100}
            precision={0}
            value={copies}
            onChange={(v) => setCopies(v ?? 1)}
            aria-label={p('copies')}
          />
        </Form.Item>
        <Form.Item label={p('format')}>
          <Select
            value={format}
            onChange={setFormat}
            style={{ width: 220 }}
            options={PRINT_FORMATS.map((f) => ({ value: f.key, label: t(`cutting.print.formats.${f.key}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
