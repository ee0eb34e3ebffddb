import { useState } from 'react';
import { App, Avatar, Button, Dropdown } from 'antd';
import {
  ClearOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  LayoutOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../state/session-store';
import { useMenuPosition, useSettingsStore } from '../state/settings-store';
import { clearClientCache } from './clear-cache';
import { describeError } from './describe-error';
import { useSignOut } from './use-sign-out';
import { ChangePasswordDialog, UserInfoDialog } from '../pages/user-center';

/** The signed-in account in the header: who it is, home, settings, menu place, cache, exit. */
export function UserMenu({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const profile = useSessionStore((s) => s.profile);
  const menuPosition = useMenuPosition();
  const setMenuPosition = useSettingsStore((s) => s.setMenuPosition);
  const signOut = useSignOut();
  const name = profile?.nickName || profile?.userAccount || '';
  const [dialog, setDialog] = useState<'info' | 'password' | null>(null);

  const confirmClearCache = () => {
    modal.confirm({
      title: t('cache.title'),
      content: t('cache.description'),
      okText: t('cache.confirm'),
      cancelText: t('actions.cancel'),
      onOk: () => {
        clearClientCache();
        window.location.reload();
      },
    });
  };

  return (
    <>
      <UserInfoDialog open={dialog === 'info'} onClose={() => setDialog(null)} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
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
            { key: 'home', icon: <HomeOutlined />, label: t('pages.home') },
            { key: 'user-info', icon: <IdcardOutlined />, label: t('account:actions.myInfo') },
            {
              key: 'change-password',
              icon: <KeyOutlined />,
              label: t('account:actions.changePassword'),
            },
            { key: 'user-setting', icon: <SettingOutlined />, label: t('menu:userSetting') },
            {
              key: 'menu-position',
              icon: <LayoutOutlined />,
              label: menuPosition === 'left' ? t('header.menuOnTop') : t('header.menuOnLeft'),
            },
            { key: 'clear-cache', icon: <ClearOutlined />, label: t('cache.title') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, danger: true, label: t('header.logout') },
          ],
          onClick: ({ key }) => {
            switch (key) {
              case 'logout':
                void signOut();
                break;
              case 'home':
                void navigate('/home');
                break;
              case 'user-info':
                setDialog('info');
                break;
              case 'change-password':
                setDialog('password');
                break;
              case 'user-setting':
                void navigate('/userSetting');
                break;
              case 'clear-cache':
                confirmClearCache();
                break;
              case 'menu-position':
                setMenuPosition(menuPosition === 'left' ? 'top' : 'left').catch(
                  (error: unknown) => {
                    void message.error(describeError(error, i18n));
                  },
                );
                break;
            }
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
    </>
  );
}
