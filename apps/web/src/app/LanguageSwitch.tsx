import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@convoy/i18n';
import { LANGUAGE_NATIVE_NAMES, LANGUAGE_OPTIONS, changeLanguage, useLanguage } from '../i18n';

/** Language picker for the header and the login page. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGE_OPTIONS.map(({ value, label }) => ({ key: value, label, lang: value })),
        onClick: ({ key }) => {
          if (isLanguage(key)) void changeLanguage(key);
        },
      }}
    >
      <Button
        type="text"
        className={className}
        icon={<GlobalOutlined />}
        aria-label={t('header.language')}
      >
        {LANGUAGE_NATIVE_NAMES[language]}
      </Button>
    </Dropdown>
  );
}
