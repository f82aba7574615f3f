import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ActiveTabPath } from '../../shared/page/active-tab';
import { useUnsavedInputGuard } from './unsaved-input-guard';
import { LanguageSwitch } from '../../shared/i18n/LanguageSwitch';
import { useSession } from '../../shared/session/session';
import { registerAppRecordCreators } from '../record-creators';
import { findRoute, firstMenuPath } from '../routes';
import { FactorySwitcher } from './FactorySwitcher';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';
import { VisitedTabs } from './VisitedTabs';

// The records selects may create (新建 in a select), registered once when the shell loads.
registerAppRecordCreators();

/** The shell: sidebar (factory switcher + menu), top bar (tabs, language, user), the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const [collapsed, setCollapsed] = useState(false);
  const contentRef = useUnsavedInputGuard();
  const location = useLocation();
  const route = findRoute(location.pathname);
  const tabPath = route?.path ?? location.pathname;
  // A phone screen (a workbay user reporting on the shop floor) has the whole width: no side menu, no tabs.
  if (route?.layout === 'phone')
    return (
      <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
        <Outlet />
      </Suspense>
    );
  return (
    <Layout className="app-shell">
      <Layout.Sider width={208} collapsedWidth={64} collapsed={collapsed} className="app-sider">
        <FactorySwitcher collapsed={collapsed} />
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="app-header">
          <Button
            type="text"
            aria-label={t('shell.collapse')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed((v) => !v)}
          />
          <div className="app-header-tabs">
            <VisitedTabs homePath={firstMenuPath(session)} />
          </div>
          <LanguageSwitch />
          <UserMenu />
        </Layout.Header>
        <Layout.Content className="app-content" ref={contentRef}>
          <ActiveTabPath.Provider value={tabPath}>
            <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
              <Outlet />
            </Suspense>
          </ActiveTabPath.Provider>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
