import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../../shared/search-select';
import { cuttingApi } from '../api/cutting-api';
import { styleLoader } from './loaders';

/** 裁片组配置: a style's named cut-piece groups (前片, 后片, 袖 ...) in order, printed on the bundle tickets. */
export function PieceGroupsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const g = (k: string) => t(`cutting.groups.${k}`);
  const [styleId, setStyleId] = useState<string | undefined>();
  const [rows, setRows] = useState<{ key: number; id?: string; name: string }[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!styleId) return setRows([]);
    let live = true;
    void cuttingApi.groups(styleId).then((list) => live && setRows(list.map((x, key) => ({ key, id: x.id, name: x.name }))));
    return () => {
      live = false;
    };
  }, [styleId]);
  const save = async () => {
    if (!styleId) return;
    setSaving(true);
    try {
      await cuttingApi.saveGroups(
        styleId,
        rows.map((x) => ({ id: x.id ?? null, name: x.name })),
      );
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={g('title')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: !styleId, loading: saving }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={g('style')}>
          <SearchSelect
            single
            loader={styleLoader}
            value={styleId}
            onChange={(v) => setStyleId(v ? String(v) : undefined)}
            data-testid="groups-style"
          />
        </Form.Item>
        {styleId && (
          <Form.Item label={g('name')}>
            <Space direction="vertical" style={{ width: '100%' }}>
              {rows.map((row, i) => (
                <Space key={row.key}>
                  <Input
                    value={row.name}
                    maxLength={20}
                    placeholder={g('placeholder')}
                    aria-label={`${g('name')} ${i + 1}`}
                    onChange={(e) => setRows(rows.map((x) => (x.key === row.key ? { ...x, name: e.target.value } : x)))}
                  />
                  <Button type="text" icon={<DeleteOutlined />} onClick={() => setRows(rows.filter((x) => x.key !== row.key))} />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => setRows([...rows, { key: Math.max(-1, ...rows.map((x) => x.key)) + 1, name: '' }])}
              >
                {g('add')}
              </Button>
            </Space>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
