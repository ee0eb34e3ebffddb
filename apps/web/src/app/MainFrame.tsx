import { useEffect, useMemo } from 'react';
import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { canOpenPath } from '@convoy/domain';
import { useSessionStore } from '../state/session-store';
import { useMenuPosition, useSettingsStore } from '../state/settings-store';
import { useTagsStore } from '../state/tags-store';
import { AppMenu } from './AppMenu';
import { ConvoyLogo } from './ConvoyLogo';
import { LanguageSwitch } from './LanguageSwitch';
import { TagBar } from './TagBar';
import { UserMenu } from './UserMenu';
import { framePageTitle } from './pages';
import { AccessDenied } from './AccessDenied';
import { RefreshCountdown } from './RefreshCountdown';
import { AlarmNotifier } from '../pages/alarm-view/components/AlarmNotifier';
import { usePageTitle, usePositionPolling, useVisibleTagLimit } from './use-frame-effects';

const { Header, Sider, Content } = Layout;

function Brand({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`frame-brand${compact ? ' frame-brand--compact' : ''}`}>
      <ConvoyLogo size={30} />
      {!compact && <span className="frame-brand__name">{t('appName')}</span>}
    </div>
  );
}

/** The frame around every signed-in screen: menu (left or top), header, tag bar, content. */
export function MainFrame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const menuPosition = useMenuPosition();
  const menuCodes = useSessionStore((s) => s.profile?.menuCodes);
  const allowed = useMemo(
    () => canOpenPath(pathname, new Set(menuCodes ?? [])),
    [pathname, menuCodes],
  );
  const collapsed = useSettingsStore((s) => s.siderCollapsed);
  const setCollapsed = useSettingsStore((s) => s.setSiderCollapsed);
  const openTag = useTagsStore((s) => s.open);
  const titleKey = framePageTitle(pathname);
  const title = titleKey ? t(titleKey) : '';

  useEffect(() => {
    if (titleKey && allowed) openTag(pathname);
  }, [pathname, titleKey, openTag, allowed]);

  usePageTitle(title);
  usePositionPolling(pathname);
  useVisibleTagLimit();

  const progress = (
    <div className={`frame-progress${navigation.state === 'loading' ? ' is-active' : ''}`} />
  );
  const content = (
    <>
      <TagBar />
      <Content className="frame-content">{allowed ? <Outlet /> : <AccessDenied />}</Content>
    </>
  );

  if (menuPosition === 'top') {
    return (
      <Layout className="frame frame--top">
        {progress}
        <Header className="frame-header frame-header--dark">
          <Brand />
          <div className="frame-header__menu">
            <AppMenu mode="horizontal" />
          </div>
          <RefreshCountdown className="frame-header__action" />
          <AlarmNotifier className="frame-header__action" />
          <LanguageSwitch className="frame-header__action" />
          <UserMenu className="frame-header__action" />
        </Header>
        <Layout>{content}</Layout>
      </Layout>
    );
  }

  return (
    <Layout className="frame">
      {progress}
      <Sider
        className="frame-sider"
        width={232}
        collapsible
        collapsed={collapsed}
        trigger={null}
        breakpoint="lg"
        onBreakpoint={(broken) => setCollapsed(broken)}
      >
        <Brand compact={collapsed} />
        <AppMenu mode="inline" collapsed={collapsed} />
      </Sider>
      <Layout>
        <Header className="frame-header">
          <Button
            type="text"
            className="frame-header__toggle"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={collapsed ? t('header.expandMenu') : t('header.collapseMenu')}
            onClick={() => setCollapsed(!collapsed)}
          />
          <h1 className="frame-header__title">{title}</h1>
          <RefreshCountdown className="frame-header__action" />
          <AlarmNotifier className="frame-header__action" />
          <LanguageSwitch className="frame-header__action" />
          <UserMenu className="frame-header__action" />
        </Header>
        {content}
      </Layout>
    </Layout>
  );
}
