import { Result, Tag } from 'antd';
import { RocketOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { framePageTitle } from './pages';

/** The panel a screen shows until it is built: its title and a plain word on when. */
export function ComingSoonPage({ title }: { title?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = framePageTitle(pathname);
  const heading = title ?? (key ? t(key) : t('comingSoon.untitled'));
  return (
    <div className="coming-soon">
      <Result
        icon={<RocketOutlined className="coming-soon__icon" />}
        title={heading}
        subTitle={t('comingSoon.description')}
        extra={<Tag color="processing">{t('comingSoon.badge')}</Tag>}
      />
    </div>
  );
}
