import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Modal, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnSetting } from './column-settings';

export interface ColumnChooserProps {
  columns: { key: string; title: React.ReactNode; locked?: boolean }[];
  settings: ColumnSetting[];
  onSave: (settings: ColumnSetting[] | null) => void;
}

/** "表头配置": tick the visible columns and order them; restore defaults clears the user's choice. */
export function ColumnChooser({ columns, settings, onSave }: ColumnChooserProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ColumnSetting[]>(settings);
  const titles = new Map(columns.map((c) => [c.key, c]));

  const move = (index: number, delta: number) => {
    setDraft((rows) => {
      const next = [...rows];
      const target = index + delta;
      if (target < 0 || target >= next.length) return rows;
      const [row] = next.splice(index, 1);
      if (row) next.splice(target, 0, row);
      return next;
    });
  };

  return (
    <>
      <Tooltip title={t('listPage.columns')}>
        <Button
          icon={<SettingOutlined />}
          aria-label={t('listPage.columns')}
          onClick={() => {
            setDraft(settings);
            setOpen(true);
          }}
        />
      </Tooltip>
      <Modal
        open={open}
        title={t('listPage.columns')}
        onCancel={() => setOpen(false)}
        width={420}
        footer={[
          <Button
            key="restore"
            onClick={() => {
              onSave(null);
              setOpen(false);
            }}
          >
            {t('listPage.restoreDefaults')}
          </Button>,
          <Button key="cancel" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>,
          <Button
            key="ok"
            type="primary"
            onClick={() => {
              onSave(draft);
              setOpen(false);
            }}
          >
            {t('common.ok')}
          </Button>,
        ]}
      >
        <div style={{ maxHeight: 420, overflow: 'auto' }}>
          {draft.map((row, index) => {
            const column = titles.get(row.key);
            return (
              <div
                key={row.key}
                style={{ display: 'flex', alignItems: 'center', padding: '4px 0', borderBottom: '1px solid #f0f0f0' }}
              >
                <Checkbox
                  style={{ flex: 1 }}
                  checked={row.visible}
                  disabled={column?.locked}
                  onChange={(e) =>
                    setDraft((rows) => rows.map((r) => (r.key === row.key ? { ...r, visible: e.target.checked } : r)))
                  }
                >
                  {column?.title ?? row.key}
                </Checkbox>
                <Space size={0}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('listPage.moveUp')}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('listPage.moveDown')}
                    disabled={index === draft.length - 1}
                    onClick={() => move(index, 1)}
                  />
                </Space>
              </div>
            );
          })}
        </div>
      </Modal>
    </>
  );
}
