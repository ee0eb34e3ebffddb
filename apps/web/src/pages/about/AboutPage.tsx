import dayjs from 'dayjs';
import { Card, Descriptions, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConvoyLogo } from '../../app/ConvoyLogo';
import { useSettingsStore } from '../../state/settings-store';
import { APP_VERSION, RELEASES } from './release-notes';
import '../settings.css';

/** About: what Convoy is, its version and release notes. */
export function AboutPage() {
  const { t } = useTranslation('settings');
  const dateFormat = useSettingsStore((s) => s.settings.loginHome.dateFormat);
  return (
    <div className="settings-grid">
      <Card>
        <div className="about__hero">
          <ConvoyLogo size={48} />
          <div>
            <h2 className="about__name">{t('common:appName')}</h2>
            <span className="about__version">{t('about.version', { version: APP_VERSION })}</span>
          </div>
        </div>
        <p>{t('about.description')}</p>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('about.licence')}>Apache-2.0</Descriptions.Item>
          <Descriptions.Item label={t('about.languages')}>
            {t('about.languageList')}
          </Descriptions.Item>
          <Descriptions.Item label={t('about.protocols')}>
            JT/T 808, JT/T 1078, GT06, Teltonika, H02, OsmAnd
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('about.releaseNotes')}>
        <Timeline
          items={RELEASES.map((release) => ({
            key: release.version,
            title: `${release.version} · ${dayjs(release.date).format(dateFormat)}`,
            content: (
              <ul className="about__notes">
                {release.notes.map((note) => (
                  <li key={note}>{t(`about.notes.${note}`)}</li>
                ))}
              </ul>
            ),
          }))}
        />
      </Card>
    </div>
  );
}
