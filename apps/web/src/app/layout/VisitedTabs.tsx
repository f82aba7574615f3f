import { CloseOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { findRoute } from '../routes';
import { routeTitleKey } from '../../shared/routing/app-route';
import { closeTabs, tabLabel, urlAfterClose, useVisitedTabs, visitTab } from '../../shared/tabs/visited-tabs';

/** The tab strip of visited pages: right-click to close, close others, close all; a close-all button. */
export function VisitedTabs({ homePath }: { homePath: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = useVisitedTabs();
  // Tabs are keyed by route path (/materialInfo/:id), not by the URL's pathname.
  const activeKey = findRoute(location.pathname)?.path ?? location.pathname;

  useEffect(() => {
    const route = findRoute(location.pathname);
    if (route)
      visitTab({
        path: route.path,
        url: `${location.pathname}${location.search}`,
        titleKey: routeTitleKey(route, location.search),
      });
  }, [location.pathname, location.search]);

  const close = (path: string) => {
    const next = urlAfterClose(tabs, path, activeKey, homePath);
    closeTabs((x) => x.path !== path);
    if (next !== null) navigate(next);
  };
  const closeOthers = (path: string) => {
    const kept = closeTabs((x) => x.path === path)[0];
    if (path !== activeKey) navigate(kept ? kept.url : homePath);
  };
  const closeAll = () => {
    closeTabs(() => false);
    navigate(homePath);
  };

  return (
    <Tabs
      className="visited-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      onChange={(key) => {
        const tab = tabs.find((x) => x.path === key);
        if (tab) navigate(tab.url);
      }}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') close(key);
      }}
      tabBarExtraContent={
        <Tooltip title={t('shell.closeAll')}>
          <Button size="small" type="text" icon={<CloseOutlined />} onClick={closeAll} data-testid="close-all-tabs">
            {t('shell.closeAll')}
          </Button>
        </Tooltip>
      }
      items={tabs.map((tab) => ({
        key: tab.path,
        closable: true,
        label: (
          <Dropdown
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'close', label: t('shell.closeTab') },
                { key: 'others', label: t('shell.closeOthers') },
                { key: 'all', label: t('shell.closeAll') },
              ],
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                if (key === 'close') close(tab.path);
                else if (key === 'others') closeOthers(tab.path);
                else closeAll();
              },
            }}
          >
            <span>{tabLabel(tab, i18n.language, t)}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
