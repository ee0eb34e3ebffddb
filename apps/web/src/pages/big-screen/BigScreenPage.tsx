import { useEffect } from 'react';
import { Result } from 'antd';
import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ConvoyLogo } from '../../app/ConvoyLogo';
import './big-screen.css';

/** The smart big screen (SPEC.md §2): full-window boards, opened from the menu in a new tab. */
export function BigScreenPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('menu:bigtest')} · ${t('appName')}`;
  }, [t]);
  return (
    <div className="big-screen">
      <header className="big-screen__header">
        <ConvoyLogo size={36} />
        <h1>{t('menu:bigtest')}</h1>
      </header>
      <div className="big-screen__body">
        <Result
          icon={<FundProjectionScreenOutlined />}
          title={t('menu:bigtest')}
          subTitle={t('comingSoon.description')}
        />
      </div>
    </div>
  );
}
