import { useState } from 'react';
import { Avatar, Button, Card, Descriptions, Space } from 'antd';
import { KeyOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuickNavigation } from '../../app/QuickNavigation';
import { useSessionStore } from '../../state/session-store';
import { QuickSearch } from './QuickSearch';
import { ChangePasswordDialog } from '../user-center';
import './home.css';

/** Home (SPEC.md §2 Screens): quick navigation, quick search, personal information. */
export function HomePage() {
  const { t } = useTranslation('home');
  const profile = useSessionStore((s) => s.profile);
  const users = useSessionStore((s) => s.users);
  const trackerCount = useSessionStore((s) => s.trackerCount);
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <div className="home">
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      <section className="home__hero">
        <div>
          <h2 className="home__greeting">
            {t('greeting', { name: profile?.nickName || profile?.userAccount || '' })}
          </h2>
          <p className="home__lead">{t('lead')}</p>
        </div>
        <QuickSearch />
      </section>

      <div className="home__grid">
        <Card title={t('quickNav.title')} className="home__card home__card--wide">
          <QuickNavigation />
          <p className="home__hint">
            <Link to="/platformSetting?tab=menu">{t('quickNav.customise')}</Link>
          </p>
        </Card>

        <Card title={t('profile.title')} className="home__card">
          <div className="home__profile">
            <Avatar size={56} icon={<UserOutlined />} className="home__avatar" />
            <div>
              <strong className="home__name">{profile?.nickName || profile?.userAccount}</strong>
              <span className="home__account">{profile?.userAccount}</span>
            </div>
          </div>
          <Descriptions column={1} size="small" className="home__facts">
            <Descriptions.Item label={t('profile.level')}>{profile?.level}</Descriptions.Item>
            <Descriptions.Item label={t('profile.subAccounts')}>{users.length}</Descriptions.Item>
            <Descriptions.Item label={t('profile.devices')}>{trackerCount}</Descriptions.Item>
          </Descriptions>
          <Space wrap>
            <Button icon={<KeyOutlined />} onClick={() => setChangingPassword(true)}>
              {t('profile.changePassword')}
            </Button>
            <Link to="/userSetting">
              <Button icon={<SettingOutlined />}>{t('profile.settings')}</Button>
            </Link>
          </Space>
        </Card>
      </div>
    </div>
  );
}
