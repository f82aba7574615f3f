import { CheckOutlined, SwapOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { switchUnit } from '../../shared/session/session-api';
import { useSession } from '../../shared/session/session';
import { firstMenuPath } from '../routes';
import { closeTabs } from '../../shared/tabs/visited-tabs';

/** The factory name at the top of the sidebar; a click lists the session's factories to switch to. */
export function FactorySwitcher({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [switching, setSwitching] = useState<string | null>(null);
  const name = session?.facName ?? t('shell.noFactory');

  const choose = async (unitId: string, unitName: string) => {
    if (unitId === session?.unitId) {
      setOpen(false);
      return;
    }
    setSwitching(unitId);
    try {
      const next = await switchUnit(unitId);
      queryClient.clear();
      closeTabs(() => false);
      setOpen(false);
      message.success(t('shell.switched', { name: next.facName ?? unitName }));
      navigate(firstMenuPath(next), { replace: true });
    } catch {
      // the api client showed the error
    } finally {
      setSwitching(null);
    }
  };

  return (
    <>
      <div
        className="factory-switcher"
        role="button"
        tabIndex={0}
        title={t('shell.switchFactory')}
        onClick={() => setOpen(true)}
        onKeyDown={(e) => e.key === 'Enter' && setOpen(true)}
        data-testid="factory-switcher"
      >
        <div className="factory-logo">{name.slice(0, 1)}</div>
        {!collapsed && (
          <>
            <span className="factory-name">{name}</span>
            <SwapOutlined />
          </>
        )}
      </div>
      <Modal open={open} title={t('shell.switchFactory')} footer={null} onCancel={() => setOpen(false)} width={420}>
        <div className="factory-list">
          {(session?.units ?? []).map((unit) => (
            <div
              key={unit.id}
              className={`factory-item${unit.id === session?.unitId ? ' factory-item-current' : ''}`}
              role="button"
              tabIndex={0}
              onClick={() => void choose(unit.id, unit.name)}
              onKeyDown={(e) => e.key === 'Enter' && void choose(unit.id, unit.name)}
            >
              <span>{unit.name}</span>
              {switching === unit.id ? <Spin size="small" /> : unit.id === session?.unitId ? <CheckOutlined /> : null}
            </div>
          ))}
        </div>
      </Modal>
    </>
  );
}
