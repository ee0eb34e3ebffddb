import { useEffect } from 'react';
import { App, DatePicker, Form, Input, InputNumber, Modal, Switch, TreeSelect } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { ACCOUNT_MAX_LEVEL, isEmail, isPhone, isValidPassword } from '@convoy/domain';
import { type AccountDetail, addUser, updateUser } from '../../api/accounts';
import { describeError } from '../../app/describe-error';
import { buildTree, type TreeNode } from './credit-format';
import { MenuCodeTree } from './MenuCodeTree';

interface Fields {
  parentId: string;
  useraccount: string;
  password: string;
  confirmPassword: string;
  nickName: string;
  phone?: string;
  email?: string;
  expiry?: Dayjs | null;
  deviceLimit?: number | null;
  transferPassword?: string;
  activated: boolean;
  menuCodes: number[];
}

const toTreeSelect = (nodes: TreeNode<AccountDetail>[]): object[] =>
  nodes.map(({ item, children }) => ({
    value: item.id,
    title: `${item.nickName} (${item.userAccount})`,
    disabled: item.level >= ACCOUNT_MAX_LEVEL,
    children: toTreeSelect(children),
  }));

/** Create a sub-account (with its menu permissions) or edit one (SPEC.md §3 Account). */
export function AccountFormDialog({
  open,
  accounts,
  editing,
  defaultParentId,
  onClose,
  onSaved,
}: {
  open: boolean;
  accounts: AccountDetail[];
  editing: AccountDetail | null;
  defaultParentId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const parentId = Form.useWatch('parentId', form) ?? defaultParentId;
  const parent = accounts.find((a) => a.id === (editing?.parentId ?? parentId));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        nickName: editing.nickName,
        phone: editing.phone,
        email: editing.email,
        expiry: editing.expiry ? dayjs(editing.expiry) : null,
        deviceLimit: editing.deviceLimit,
        activated: editing.activated,
      });
    } else {
      // Menu permissions are chosen, never inherited by default.
      form.setFieldsValue({ parentId: defaultParentId, activated: true, menuCodes: [] });
    }
  }, [open, editing, defaultParentId, accounts, form]);

  const save = useMutation({
    mutationFn: async (values: Fields) => {
      const expiry = values.expiry ? values.expiry.endOf('day').toISOString() : undefined;
      if (editing) {
        await updateUser({
          userId: editing.id,
          nickName: values.nickName,
          phone: values.phone ?? '',
          email: values.email ?? '',
          ...(expiry ? { expiry } : {}),
          activated: values.activated ? 'true' : 'false',
          deviceLimit: values.deviceLimit == null ? '' : String(values.deviceLimit),
        });
      } else {
        await addUser({
          parentId: values.parentId,
          useraccount: values.useraccount,
          password: values.password,
          nickName: values.nickName,
          ...(values.phone ? { phone: values.phone } : {}),
          ...(values.email ? { email: values.email } : {}),
          ...(expiry ? { expiry } : {}),
          ...(values.transferPassword ? { transferPassword: values.transferPassword } : {}),
          deviceLimit: values.deviceLimit ?? null,
          activated: values.activated,
          menuCodes: values.menuCodes,
        });
      }
    },
    onSuccess: () => {
      void message.success(editing ? t('messages.saved') : t('messages.created'));
      onSaved();
      onClose();
    },
    onError: (error) => void message.error(describeError(error, i18n)),
  });

  const parentExpiry = parent?.expiry ? dayjs(parent.expiry) : null;
  return (
    <Modal
      open={open}
      title={
        editing ? t('form.editTitle', { account: editing.userAccount }) : t('form.createTitle')
      }
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
        className="account-form"
      >
        {!editing && (
          <>
            <Form.Item name="parentId" label={t('form.parent')} rules={[{ required: true }]}>
              <TreeSelect
                treeData={toTreeSelect(buildTree(accounts))}
                treeDefaultExpandAll
                onChange={() => form.setFieldValue('menuCodes', [])}
              />
            </Form.Item>
            <Form.Item
              name="useraccount"
              label={t('form.account')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('errors:validation.required', { field: t('form.account') }),
                },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <div className="account-form__row">
              <Form.Item
                name="password"
                label={t('form.password')}
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
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                name="confirmPassword"
                label={t('form.confirmPassword')}
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
            </div>
          </>
        )}
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
        <div className="account-form__row">
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
        </div>
        <div className="account-form__row">
          <Form.Item name="expiry" label={t('form.expiry')} extra={t('form.noExpiryHint')}>
            <DatePicker
              className="account-form__full"
              disabledDate={(day) => (parentExpiry ? day.isAfter(parentExpiry, 'day') : false)}
            />
          </Form.Item>
          <Form.Item
            name="deviceLimit"
            label={t('form.deviceLimit')}
            extra={t('form.deviceLimitHint')}
          >
            <InputNumber min={0} precision={0} className="account-form__full" />
          </Form.Item>
        </div>
        {!editing && (
          <Form.Item name="transferPassword" label={t('form.transferPassword')}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="activated" label={t('form.activated')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {!editing && (
          <Form.Item name="menuCodes" label={t('form.menuCodes')}>
            <MenuCodeTree available={parent?.menuCodes ?? []} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
