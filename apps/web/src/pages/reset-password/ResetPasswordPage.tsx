import { useEffect } from 'react';
import { Alert, Button, Card, Form, Input, Result, Spin } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isLanguage, matchLanguage } from '@convoy/i18n';
import { isValidPassword } from '@convoy/domain';
import { checkResetLink, resetPassword } from '../../api/accounts';
import { describeError } from '../../app/describe-error';
import { changeLanguage } from '../../i18n';
import './reset-password.css';

interface Fields {
  password: string;
  confirm: string;
}

/** /resetPassword?token=…&lang=…: the page an e-mailed recovery link opens; no login needed. */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const lang = params.get('lang');
  useEffect(() => {
    const language = matchLanguage(lang);
    if (lang && isLanguage(language)) void changeLanguage(language, false);
  }, [lang]);
  const link = useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => checkResetLink(token),
    enabled: token.length > 0,
    retry: false,
  });
  const reset = useMutation({
    mutationFn: (values: Fields) => resetPassword(token, values.password),
  });

  let body;
  if (!token || link.isError) {
    body = (
      <Result
        status="warning"
        title={t('reset.invalid')}
        extra={<Link to="/loginPage">{t('reset.toLogin')}</Link>}
      />
    );
  } else if (link.isLoading) {
    body = <Spin />;
  } else if (reset.isSuccess) {
    body = (
      <Result
        status="success"
        title={t('reset.done')}
        extra={
          <Link to="/loginPage">
            <Button type="primary">{t('reset.toLogin')}</Button>
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <p>{t('reset.for', { account: link.data?.userAccount ?? '' })}</p>
        {reset.isError && (
          <Alert
            type="error"
            showIcon
            title={describeError(reset.error, i18n)}
            className="reset-password__error"
          />
        )}
        <Form<Fields> layout="vertical" onFinish={(values) => reset.mutate(values)}>
          <Form.Item
            name="password"
            label={t('password.new')}
            rules={[
              {
                validator: (_r, value: string | undefined) =>
                  value && isValidPassword(value)
                    ? Promise.resolve()
                    : Promise.reject(
                        new Error(t('errors:validation.password', { min: 4, max: 16 })),
                      ),
              },
            ]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('password.confirm')}
            dependencies={['password']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_r, value: string | undefined) =>
                  value === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('errors:validation.passwordsDoNotMatch'))),
              }),
            ]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Form>
      </>
    );
  }
  return (
    <div className="reset-password">
      <Card title={t('reset.title')} className="reset-password__card">
        {body}
      </Card>
    </div>
  );
}
