import { useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { App, Button, Card, Descriptions, Form, InputNumber, Radio, Select, Switch } from 'antd';
import { ClearOutlined, KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DATE_FORMATS,
  DISTANCE_UNITS,
  SPEED_UNITS,
  TIME_FORMATS,
  canOpenPath,
  taggableEntries,
  type Settings,
} from '@convoy/domain';
import { isLanguage } from '@convoy/i18n';
import { clearClientCache } from '../../app/clear-cache';
import { LANGUAGE_OPTIONS, changeLanguage, useLanguage } from '../../i18n';
import { useSessionStore } from '../../state/session-store';
import { useSettingsStore } from '../../state/settings-store';
import { useSaveSettings } from '../platform-setting/use-save-settings';
import { ChangePasswordDialog } from '../user-center';
import '../settings.css';

/** A fixed moment, so the samples show every part of a format (day 24 ≠ month 12). */
const SAMPLE = dayjs('2025-12-24T18:05:09');

/** User settings (SPEC.md §3 Login-home setting): home page, units, formats, reminders. */
export function UserSettingPage() {
  const { t } = useTranslation('settings');
  const { modal } = App.useApp();
  const language = useLanguage();
  const loginHome = useSettingsStore((s) => s.settings.loginHome);
  const profile = useSessionStore((s) => s.profile);
  const save = useSaveSettings();
  const [changingPassword, setChangingPassword] = useState(false);
  const [form] = Form.useForm<Settings['loginHome']>();
  const arrears = Form.useWatch('arrearageMeg', form);

  const homeOptions = useMemo(() => {
    const codes = new Set(profile?.menuCodes ?? []);
    return taggableEntries()
      .filter((entry) => entry.path && entry.path !== '/bigtest' && canOpenPath(entry.path, codes))
      .map((entry) => ({ value: entry.code, label: t(`menu:${entry.name}`) }));
  }, [profile?.menuCodes, t]);

  const confirmClearCache = () => {
    modal.confirm({
      title: t('common:cache.title'),
      content: t('common:cache.description'),
      okText: t('common:cache.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: () => {
        clearClientCache();
        window.location.reload();
      },
    });
  };

  return (
    <div className="settings-grid">
      <Card title={t('loginHome.title')}>
        <Form<Settings['loginHome']>
          form={form}
          layout="horizontal"
          labelCol={{ flex: '220px' }}
          labelWrap
          className="settings-form"
          initialValues={loginHome}
          onFinish={(values) => save.mutate({ loginHome: { ...loginHome, ...values } })}
        >
          <Form.Item name="loginHomeSelected" label={t('loginHome.homePage')}>
            <Select options={homeOptions} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
          <Form.Item name="mileageUnit" label={t('loginHome.mileageUnit')}>
            <Radio.Group
              optionType="button"
              options={DISTANCE_UNITS.map((value) => ({ value, label: t(`units.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="speedUnit" label={t('loginHome.speedUnit')}>
            <Radio.Group
              optionType="button"
              options={SPEED_UNITS.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
          <Form.Item name="dateFormat" label={t('loginHome.dateFormat')}>
            <Select
              options={DATE_FORMATS.map((value) => ({
                value,
                label: (
                  <span>
                    {value}
                    <span className="settings-sample">{SAMPLE.format(value)}</span>
                  </span>
                ),
              }))}
            />
          </Form.Item>
          <Form.Item name="timeFormat" label={t('loginHome.timeFormat')}>
            <Select
              options={TIME_FORMATS.map((value) => ({
                value,
                label: (
                  <span>
                    {value}
                    <span className="settings-sample">{SAMPLE.format(value)}</span>
                  </span>
                ),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="alarmSoundEnabled"
            label={t('loginHome.alarmSound')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item name="notice" label={t('loginHome.notice')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="backlog" label={t('loginHome.backlog')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="arrearageMeg" label={t('loginHome.arrears')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="arrearageMegRemiadDay" label={t('loginHome.arrearsDays')}>
            <InputNumber min={1} max={365} suffix={t('units.days')} disabled={!arrears} />
          </Form.Item>
          <div className="settings-form__actions">
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </div>
        </Form>
      </Card>

      <div className="settings-side">
        <Card title={t('account.title')}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('account.userAccount')}>
              {profile?.userAccount}
            </Descriptions.Item>
            <Descriptions.Item label={t('account.nickName')}>{profile?.nickName}</Descriptions.Item>
            <Descriptions.Item label={t('account.level')}>{profile?.level}</Descriptions.Item>
          </Descriptions>
          <Button icon={<KeyOutlined />} onClick={() => setChangingPassword(true)}>
            {t('account.changePassword')}
          </Button>
          <ChangePasswordDialog
            open={changingPassword}
            onClose={() => setChangingPassword(false)}
          />
        </Card>
        <Card title={t('interface.title')} style={{ marginTop: 20 }}>
          <Form layout="vertical">
            <Form.Item label={t('interface.language')}>
              <Select
                value={language}
                options={LANGUAGE_OPTIONS}
                onChange={(value: string) => {
                  if (isLanguage(value)) void changeLanguage(value);
                }}
              />
            </Form.Item>
          </Form>
          <p className="menu-tab__hint">{t('common:cache.description')}</p>
          <Button icon={<ClearOutlined />} onClick={confirmClearCache}>
            {t('common:cache.title')}
          </Button>
        </Card>
      </div>
    </div>
  );
}
