import { Avatar, Button, Dropdown } from 'antd';
import { LayoutOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../state/session-store';
import { useSettingsStore } from '../state/settings-store';
import { useSignOut } from './use-sign-out';

/** The signed-in account in the header: who it is, where the menu sits, and exit. */
export function UserMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const profile = useSessionStore((s) => s.profile);
  const menuPosition = useSettingsStore((s) => s.menuPosition);
  const setMenuPosition = useSettingsStore((s) => s.setMenuPosition);
  const signOut = useSignOut();
  const name = profile?.nickName || profile?.userAccount || '';

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'account',
            disabled: true,
            label: (
              <div className="user-menu__account">
                <strong>{name}</strong>
                <span>{profile?.userAccount}</span>
              </div>
            ),
          },
          { type: 'divider' },
          {
            key: 'menu-position',
            icon: <LayoutOutlined />,
            label: menuPosition === 'left' ? t('header.menuOnTop') : t('header.menuOnLeft'),
          },
          { key: 'logout', icon: <LogoutOutlined />, danger: true, label: t('header.logout') },
        ],
        onClick: ({ key }) => {
          if (key === 'logout') void signOut();
          if (key === 'menu-position') setMenuPosition(menuPosition === 'left' ? 'top' : 'left');
        },
      }}
    >
      <Button
        type="text"
        className={`user-menu ${className ?? ''}`}
        aria-label={t('header.account')}
      >
        <Avatar size="small" icon={<UserOutlined />} className="user-menu__avatar" />
        <span className="user-menu__name">{name}</span>
      </Button>
    </Dropdown>
  );
}
