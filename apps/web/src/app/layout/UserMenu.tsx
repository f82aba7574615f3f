import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../shared/session/session-api';
import { displayLoginName, useSession } from '../../shared/session/session';
import { closeTabs } from '../../shared/tabs/visited-tabs';

/** Avatar (first character of the name), user name, `bossCode - loginName`; profile and log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!session) return null;
  const userName = session.userInfo.userName || session.userInfo.loginName;
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: t('shell.profile') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout') },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') navigate('/profile');
          else
            void logout().then(() => {
              queryClient.clear();
              closeTabs(() => false);
              navigate('/login', { replace: true });
            });
        },
      }}
    >
      <Space className="user-menu" data-testid="user-menu">
        <Avatar size="small" style={{ background: '#fa8c16' }}>
          {userName.slice(0, 1)}
        </Avatar>
        <span>{userName}</span>
        <span className="user-login-name">{displayLoginName(session)}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Space>
    </Dropdown>
  );
}
