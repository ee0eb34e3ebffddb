import { Card, Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../settings.css';

/** The questions answered on the help page, in this order; texts under help.topics. */
const TOPICS = ['start', 'devices', 'ports', 'online', 'tags', 'settings', 'password'] as const;

/** Help: short answers to the questions operators ask first. */
export function HelpPage() {
  const { t } = useTranslation('settings');
  return (
    <Card title={t('help.title')} className="settings-page">
      <p className="menu-tab__hint">{t('help.intro')}</p>
      <Collapse
        accordion
        defaultActiveKey={['start']}
        items={TOPICS.map((topic) => ({
          key: topic,
          label: t(`help.topics.${topic}.question`),
          children: <p>{t(`help.topics.${topic}.answer`)}</p>,
        }))}
      />
      <p className="help__contact">
        {t('help.contact')} <Link to="/feedback">{t('menu:feedback')}</Link>
      </p>
    </Card>
  );
}
