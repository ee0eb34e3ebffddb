import { App, Alert, Form, Input, Modal, Select } from 'antd';
import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@convoy/i18n';
import { recoverPassword } from '../../api/session';
import { describeError } from '../../app/describe-error';
import { LANGUAGE_OPTIONS, useLanguage } from '../../i18n';

interface RecoverFields {
  account: string;
  language: Language;
}

/** Asks the server to e-mail a password-reset link for an account (SPEC.md §2 Login). */
export function ForgotPasswordDialog({
  open,
  initialAccount,
  onClose,
}: {
  open: boolean;
  initialAccount: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('login');
  const { message } = App.useApp();
  const language = useLanguage();
  const [form] = Form.useForm<RecoverFields>();
  const recover = useMutation({
    mutationFn: ({ account, language: mailLanguage }: RecoverFields) =>
      recoverPassword(account.trim(), mailLanguage),
    onSuccess: () => {
      void message.success(t('recover.success'));
      onClose();
    },
  });

  return (
    <Modal
      open={open}
      title={t('recover.title')}
      okText={t('recover.submit')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ icon: <MailOutlined />, loading: recover.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => {
        if (!visible) recover.reset();
      }}
      destroyOnHidden
    >
      <p className="recover__intro">{t('recover.description')}</p>
      {recover.isError && (
        <Alert
          className="recover__error"
          type="error"
          showIcon
          title={describeError(recover.error, i18n)}
        />
      )}
      <Form<RecoverFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ account: initialAccount, language }}
        onFinish={(values) => recover.mutate(values)}
      >
        <Form.Item
          name="account"
          label={t('account')}
          rules={[{ required: true, whitespace: true, message: t('accountRequired') }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" />
        </Form.Item>
        <Form.Item name="language" label={t('recover.language')}>
          <Select options={LANGUAGE_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
