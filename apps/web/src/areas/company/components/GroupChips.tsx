import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Input, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../locales/register';

/** A top-level workbay group on the factory form: an existing one keeps its id (renamed, or removed when free). */
export interface GroupChip {
  id?: string;
  name: string;
  memberCount?: number;
  childCount?: number;
}

const NAME_MAX = 30;

/**
 * 工位分组 as chips (reference screens 01 section 6): type a name and press Enter to add one, double-click a chip to
 * rename it, close it to remove it. A group with members or sub-groups cannot be removed (the server refuses too).
 */
export function GroupChips({ value = [], onChange }: { value?: GroupChip[]; onChange?: (next: GroupChip[]) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ index: number; name: string } | null>(null);

  const taken = (name: string, except?: number) => value.some((g, i) => i !== except && g.name === name);
  const add = () => {
    const name = draft.trim();
    if (!name) return;
    if (taken(name)) {
      message.warning(t('company.factory.groupTaken'));
      return;
    }
    onChange?.([...value, { name }]);
    setDraft('');
  };
  const rename = () => {
    if (!editing) return;
    const name = editing.name.trim();
    setEditing(null);
    if (!name || name === value[editing.index]?.name) return;
    if (taken(name, editing.index)) {
      message.warning(t('company.factory.groupTaken'));
      return;
    }
    onChange?.(value.map((g, i) => (i === editing.index ? { ...g, name } : g)));
  };

  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Space size={[4, 8]} wrap data-testid="group-chips">
        {value.map((group, index) =>
          editing?.index === index ? (
            <Input
              key={group.id ?? `new-${group.name}`}
              size="small"
              autoFocus
              maxLength={NAME_MAX}
              style={{ width: 140 }}
              value={editing.name}
              onChange={(e) => setEditing({ index, name: e.target.value })}
              onPressEnter={rename}
              onBlur={rename}
              onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
            />
          ) : (
            <Tooltip
              key={group.id ?? `new-${group.name}`}
              title={group.memberCount || group.childCount ? t('company.factory.groupBusy') : null}
            >
              <Tag
                closable={!group.memberCount && !group.childCount}
                onClose={(e) => {
                  e.preventDefault();
                  onChange?.(value.filter((_, i) => i !== index));
                }}
                onDoubleClick={() => setEditing({ index, name: group.name })}
                style={{ cursor: 'text', userSelect: 'none' }}
              >
                {group.name}
                {group.memberCount ? ` · ${t('company.factory.members', { count: group.memberCount })}` : ''}
              </Tag>
            </Tooltip>
          ),
        )}
      </Space>
      <Space.Compact style={{ maxWidth: 320 }}>
        <Input
          value={draft}
          maxLength={NAME_MAX}
          placeholder={t('company.factory.groupPlaceholder')}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            add();
          }}
          data-testid="group-input"
        />
        <Button icon={<PlusOutlined />} onClick={add}>
          {t('company.factory.addGroup')}
        </Button>
      </Space.Compact>
      <Typography.Text type="secondary">{t('company.factory.groupHint')}</Typography.Text>
    </Space>
  );
}
