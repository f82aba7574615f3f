import { CheckOutlined, SwapOutlined } from '@ant-design/icons';
import type { EasyFactorys } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';
import { switchUnit } from '../../shared/session/session-api';
import { useSession } from '../../shared/session/session';
import { closeTabs } from '../../shared/tabs/visited-tabs';
import { firstMenuPath } from '../routes';

const logoUrl = (id: string | null) => (id ? `/v1/api/file/${id}` : undefined);

/**
 * The factory name at the top of the sidebar; a click lists every factory the account may enter, read afresh
 * (fac/getEasyFactorys: one added or deleted since sign-in shows at once), and switches. After a switch the app
 * reloads into the new factory's first permitted page, so menus, permissions and every cached list are the new
 * factory's (reference 01: "re-loads permissions and menus, then reloads the app").
 */
export function FactorySwitcher({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [switching, setSwitching] = useState<string | null>(null);
  const factories = useQuery({
    queryKey: ['session', 'factories', session?.userId],
    queryFn: () => api.get<EasyFactorys>('fac/getEasyFactorys'),
    enabled: open && Boolean(session),
    staleTime: 0,
  });
  const name = session?.facName ?? t('shell.noFactory');
  const list = factories.data?.factorys ?? (session?.units ?? []).map((u) => ({ ...u, logo: null }));

  const choose = async (unitId: string) => {
    if (unitId === session?.unitId) {
      setOpen(false);
      return;
    }
    setSwitching(unitId);
    // The switch writes, and a write refreshes every query at once — still with the old factory in its headers,
    // answered 1001. Nothing is cached to refresh: the app reloads in the new factory right after.
    await queryClient.cancelQueries();
    queryClient.clear();
    try {
      const next = await switchUnit(unitId);
      closeTabs(() => false);
      window.location.assign(firstMenuPath(next));
    } catch {
      // the api client showed the error
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
        <Spin spinning={factories.isFetching && !factories.data}>
          <div className="factory-list" data-testid="factory-list">
            {list.map((unit) => (
              <div
                key={unit.id}
                className={`factory-item${unit.id === session?.unitId ? ' factory-item-current' : ''}`}
                role="button"
                tabIndex={0}
                onClick={() => void choose(unit.id)}
                onKeyDown={(e) => e.key === 'Enter' && void choose(unit.id)}
              >
                <span>
                  <Avatar size="small" shape="square" src={logoUrl(unit.logo)} style={{ marginRight: 8 }}>
                    {unit.name.slice(0, 1)}
                  </Avatar>
                  {unit.name}
                </span>
                {switching === unit.id ? <Spin size="small" /> : unit.id === session?.unitId ? <CheckOutlined /> : null}
              </div>
            ))}
          </div>
        </Spin>
      </Modal>
    </>
  );
}
