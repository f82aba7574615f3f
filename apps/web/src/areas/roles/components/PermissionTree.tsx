import { Checkbox, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PermissionGroupAnswer } from '../api/roles-api';
import { permissionLabel } from './permission-labels';
import '../locales/register';

export interface PermissionTreeProps {
  groups: PermissionGroupAnswer[];
  value: string[];
  onChange: (codes: string[]) => void;
  disabled?: boolean;
}

type CodeEntry = PermissionGroupAnswer['codes'][number];

const codeOf = (entry: CodeEntry) => (typeof entry === 'string' ? entry : entry.code);

function labelOf(entry: CodeEntry, language: string): string {
  if (typeof entry !== 'string') {
    const label = language === 'en' ? entry.en : (entry.zh ?? entry.name);
    if (label) return label;
  }
  return permissionLabel(codeOf(entry), language);
}

/** 操作权限: group → codes, with a select-all checkbox per group. */
export function PermissionTree({ groups, value, onChange, disabled }: PermissionTreeProps) {
  const { t, i18n } = useTranslation();
  const chosen = new Set(value);
  if (groups.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;

  const toggle = (codes: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const code of codes) {
      if (on) next.add(code);
      else next.delete(code);
    }
    onChange([...next]);
  };

  return (
    <div data-testid="permission-tree">
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {t('roles.role.chosenCount', { count: value.length })}
      </Typography.Text>
      {groups.map((group) => {
        const codes = group.codes.map(codeOf);
        const count = codes.filter((c) => chosen.has(c)).length;
        return (
          <div className="perm-group" key={group.key}>
            <div className="perm-group-head">
              <Checkbox
                checked={count > 0 && count === codes.length}
                indeterminate={count > 0 && count < codes.length}
                disabled={disabled}
                onChange={(e) => toggle(codes, e.target.checked)}
                data-testid={`perm-group-${group.key}`}
              >
                <strong>{i18n.language === 'en' ? group.en : group.zh}</strong>
              </Checkbox>
              <Typography.Text type="secondary">
                {t('roles.role.selectAll')} {count}/{codes.length}
              </Typography.Text>
            </div>
            <div className="perm-group-body">
              {group.codes.map((entry) => {
                const code = codeOf(entry);
                return (
                  <Checkbox
                    key={code}
                    checked={chosen.has(code)}
                    disabled={disabled}
                    onChange={(e) => toggle([code], e.target.checked)}
                    title={code}
                  >
                    {labelOf(entry, i18n.language)}
                    <Typography.Text type="secondary" style={{ fontSize: 11, marginLeft: 6 }}>
                      {code}
                    </Typography.Text>
                  </Checkbox>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
