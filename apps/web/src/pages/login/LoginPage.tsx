import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import {
  AlertOutlined,
  EnvironmentOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { login } from '../../api/session';
import { ConvoyLogo } from '../../app/ConvoyLogo';
import { LanguageSwitch } from '../../app/LanguageSwitch';
import type { LoginPageState } from '../../app/RequireSession';
import { describeError } from '../../app/describe-error';
import { homePathFor, pathAfterLogin } from '../../app/session-guard';
import { loadAccountSettings } from '../../app/establish-session';
import { useSettingsStore } from '../../state/settings-store';
import { useLanguage } from '../../i18n';
import { writeToken } from '../../state/browser-storage';
import { useLoginStore } from '../../state/login-store';
import { useSessionStore } from '../../state/session-store';
import { AnnouncementDialog } from './AnnouncementDialog';
import { AppDownloadQr } from './AppDownloadQr';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import './login.css';

interface LoginFields {
  account: string;
  password: string;
  remember: boolean;
}

const FEATURES = [
  { key: 'live', icon: <EnvironmentOutlined /> },
  { key: 'video', icon: <VideoCameraOutlined /> },
  { key: 'alarms', icon: <AlertOutlined /> },
  { key: 'selfHosted', icon: <SafetyCertificateOutlined /> },
] as const;

function BrandPanel() {
  const { t } = useTranslation('login');
  return (
    <aside className="login-brand">
      <svg className="login-brand__routes" viewBox="0 0 600 800" aria-hidden="true">
        <path d="M-20 620 C120 560 160 420 300 400 S520 300 640 180" />
        <path d="M-40 760 C140 700 260 640 360 560 S560 520 660 420" />
        <path d="M80 -20 C120 120 60 220 180 300 S420 360 460 520" />
        <circle cx="300" cy="400" r="6" />
        <circle cx="360" cy="560" r="6" />
        <circle cx="180" cy="300" r="6" />
      </svg>
      <div className="login-brand__top">
        <ConvoyLogo size={44} />
        <span className="login-brand__name">{t('common:appName')}</span>
      </div>
      <div className="login-brand__body">
        <h2 className="login-brand__tagline">{t('brand.tagline')}</h2>
        <p className="login-brand__lead">{t('brand.lead')}</p>
        <ul className="login-brand__features">
          {FEATURES.map(({ key, icon }) => (
            <li key={key}>
              <span className="login-brand__feature-icon">{icon}</span>
              {t(`brand.features.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <p className="login-brand__footer">{t('brand.footer', { year: new Date().getFullYear() })}</p>
    </aside>
  );
}

/** Sign-in (SPEC.md §2 Login, §4 Session). */
export function LoginPage() {
  const { t, i18n } = useTranslation('login');
  const navigate = useNavigate();
  const location = useLocation();
  const language = useLanguage();
  const [form] = Form.useForm<LoginFields>();
  const [recoverOpen, setRecoverOpen] = useState(false);
  const state = (location.state ?? null) as LoginPageState | null;
  const [showNotice, setShowNotice] = useState(state?.notice === 'login-failure');

  useEffect(() => {
    document.title = `${t('title')} · ${t('common:appName')}`;
  }, [t]);

  const signIn = useMutation({
    mutationFn: ({ account, password }: LoginFields) => login(account.trim(), password, language),
    onMutate: () => setShowNotice(false),
    onSuccess: async (value, { account, password, remember }) => {
      writeToken(value.userToken);
      useLoginStore.getState().rememberLogin(account.trim(), password, remember);
      useSessionStore.getState().setUserInfo(value);
      await loadAccountSettings();
      const home = homePathFor(
        useSettingsStore.getState().settings.loginHome.loginHomeSelected,
        new Set(value.menuCodes),
      );
      await navigate(pathAfterLogin(state?.from, home), { replace: true });
    },
  });

  const stored = useLoginStore.getState();
  const initialValues: LoginFields = {
    account: stored.userAccount,
    password: stored.rememberPassword ? stored.password : '',
    remember: stored.rememberPassword,
  };

  return (
    <div className="login">
      <BrandPanel />
      <main className="login-main">
        <div className="login-main__bar">
          <div className="login-main__mobile-brand">
            <ConvoyLogo size={30} />
            <span>{t('common:appName')}</span>
          </div>
          <LanguageSwitch />
        </div>
        <div className="login-card">
          <h1 className="login-card__title">{t('title')}</h1>
          <p className="login-card__subtitle">{t('subtitle')}</p>

          {signIn.isError ? (
            <Alert
              className="login-card__alert"
              type="error"
              showIcon
              title={describeError(signIn.error, i18n)}
            />
          ) : (
            showNotice && (
              <Alert
                className="login-card__alert"
                type="warning"
                showIcon
                closable={{ onClose: () => setShowNotice(false) }}
                title={t('errors:login.failure', { defaultValue: t('common:errors.sessionEnded') })}
              />
            )
          )}

          <Form<LoginFields>
            form={form}
            layout="vertical"
            size="large"
            requiredMark={false}
            initialValues={initialValues}
            onFinish={(values) => signIn.mutate(values)}
          >
            <Form.Item
              name="account"
              label={t('account')}
              rules={[{ required: true, whitespace: true, message: t('accountRequired') }]}
            >
              <Input
                prefix={<UserOutlined />}
                placeholder={t('accountPlaceholder')}
                autoComplete="username"
                autoFocus
              />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('password')}
              rules={[{ required: true, message: t('passwordRequired') }]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                placeholder={t('passwordPlaceholder')}
                autoComplete="current-password"
              />
            </Form.Item>
            <div className="login-card__row">
              <Form.Item name="remember" valuePropName="checked" noStyle>
                <Checkbox>{t('remember')}</Checkbox>
              </Form.Item>
              <Button
                type="link"
                className="login-card__forgot"
                onClick={() => setRecoverOpen(true)}
              >
                {t('forgot')}
              </Button>
            </div>
            <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
              {t('submit')}
            </Button>
          </Form>

          <div className="login-card__app">
            <AppDownloadQr />
          </div>
        </div>
      </main>

      <ForgotPasswordDialog
        open={recoverOpen}
        initialAccount={(form.getFieldValue('account') as string | undefined) ?? stored.userAccount}
        onClose={() => setRecoverOpen(false)}
      />
      <AnnouncementDialog />
    </div>
  );
}
