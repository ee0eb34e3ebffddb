import { useEffect } from 'react';
import { App, Descriptions, Form, Input, Modal } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { isEmail, isPhone, isValidPassword } from '@convoy/domain';
import {
  fetchUserDetail,
  setTransferPassword,
  updateUser,
  updateUserPassword,
} from '../../api/accounts';
import { describeError } from '../../app/describe-error';
import { CreditText } from '../account-manage/AccountDialogs';

interface InfoFields {
  nickName: string;
  phone: string;
  email: string;
}

/** The signed-in account's own information (SPEC.md §2 User screens): read and edit contact. */
export function UserInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('account');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<InfoFields>();
  const me = useQuery({ queryKey: ['me'], queryFn: () => fetchUserDetail(), enabled: open });
  useEffect(() => {
    if (me.data) form.setFieldsValue(me.data);
  }, [me.data, form]);
  const save = useMutation({
    mutationFn: (values: InfoFields) => updateUser(values),
    onSuccess: () => {
      void message.success(t('messages.saved'));
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      onClose();
    },
    onError: (error) => void message.error(describeError(error, i18n)),
  });
  const info = me.data;
  return (
    <Modal
      open={open}
      title={t('userInfo.title')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {info && (
        <Descriptions size="small" column={1} className="user-info__facts">
          <Descriptions.Item label={t('columns.account')}>{info.userAccount}</Descriptions.Item>
          <Descriptions.Item label={t('columns.level')}>
            {t('userInfo.level', { level: info.level })}
          </Descriptions.Item>
          <Descriptions.Item label={t('columns.expiry')}>
            {info.expiry ? dayjs(info.expiry).format('YYYY-MM-DD') : t('noExpiry')}
          </Descriptions.Item>
          <Descriptions.Item label={t('columns.gpsCredit')}>
            <CreditText days={info.gpsCreditDays} />
          </Descriptions.Item>
          <Descriptions.Item label={t('columns.dvrCredit')}>
            <CreditText days={info.dvrCreditDays} />
          </Descriptions.Item>
          <Descriptions.Item label={t('columns.devices')}>
            {info.deviceCount}
            {info.deviceLimit !== null ? ` / ${info.deviceLimit}` : ''}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form<InfoFields> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <Form.Item
          name="nickName"
          label={t('form.nickName')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('errors:validation.required', { field: t('form.nickName') }),
            },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('form.phone')}
          rules={[
            {
              validator: (_r, value: string | undefined) =>
                !value || isPhone(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('errors:validation.phone', { max: 16 }))),
            },
          ]}
        >
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('form.email')}
          rules={[
            {
              validator: (_r, value: string | undefined) =>
                !value || isEmail(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('errors:validation.emailFormat'))),
            },
          ]}
        >
          <Input type="email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const newPasswordRules = (t: (key: string, params?: Record<string, unknown>) => string) => [
  {
    validator: (_r: unknown, value: string | undefined) =>
      value && isValidPassword(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t('errors:validation.password', { min: 4, max: 16 }))),
  },
];

interface PasswordFields {
  old: string;
  password: string;
  confirm: string;
}

/**
 * Change password (the old one is required) or, with `transfer`, set the transfer password
 * that guards credit transfers (confirmed with the login password).
 */
export function ChangePasswordDialog({
  open,
  transfer = false,
  onClose,
}: {
  open: boolean;
  transfer?: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordFields>();
  const save = useMutation({
    mutationFn: (values: PasswordFields) =>
      transfer
        ? setTransferPassword({ password: values.old, transferPassword: values.password })
        : updateUserPassword({ oldPassword: values.old, newPassword: values.password }),
    onSuccess: () => {
      void message.success(transfer ? t('messages.saved') : t('messages.passwordChanged'));
      onClose();
    },
    onError: (error) => void message.error(describeError(error, i18n)),
  });
  return (
    <Modal
      open={open}
      title={transfer ? t('transferPassword.title') : t('password.title')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PasswordFields>
        form={form}
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="old"
          label={transfer ? t('transferPassword.loginPassword') : t('password.old')}
          rules={[
            {
              required: true,
              message: t('errors:validation.required', { field: t('password.old') }),
            },
          ]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={transfer ? t('transferPassword.new') : t('password.new')}
          rules={newPasswordRules(t)}
        >
          <Input.Password autoComplete="new-password" />
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
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
