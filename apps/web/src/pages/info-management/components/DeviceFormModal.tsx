import { useMemo, useState } from 'react';
import {
  Alert,
  App,
  Col,
  DatePicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  Select,
} from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/describe-error';
import { useSessionStore } from '../../../state/session-store';
import type { ManagedDevice } from '../api/device-management';
import { useDeviceMutations } from '../hooks/use-devices';
import {
  DEVICE_LIMITS,
  DEVICE_PROTOCOLS,
  DEVICE_TYPES,
  OBJECT_TYPES,
  PROTOCOL_NAMES,
  deviceToForm,
  emptyDeviceForm,
  isEmptyUpdate,
  toAddDeviceBody,
  toUpdateDeviceBody,
  type DeviceFormValues,
} from '../utils/device-form';

type FieldValues = Omit<DeviceFormValues, 'nextPayDate'> & { nextPayDate?: Dayjs | null };

/** Adds a device, or changes one (`device` given). Every field of AddDevice / UpdateDevice. */
export function DeviceFormModal({
  device,
  onClose,
}: {
  device?: ManagedDevice | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('device');
  const { message } = App.useApp();
  const [form] = Form.useForm<FieldValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const { add, update } = useDeviceMutations();
  const profile = useSessionStore((state) => state.profile);
  const users = useSessionStore((state) => state.users);
  const editing = device !== undefined;
  const saving = add.isPending || update.isPending;

  const initialValues = useMemo<FieldValues>(() => {
    const values = device ? deviceToForm(device) : emptyDeviceForm();
    return { ...values, nextPayDate: values.nextPayDate ? dayjs(values.nextPayDate) : null };
  }, [device]);

  const accountOptions = useMemo(() => {
    const own = profile
      ? [
          {
            value: String(profile.sssid),
            label: `${profile.userAccount} · ${t('form.ownAccount')}`,
          },
        ]
      : [];
    return [
      ...own,
      ...users
        .filter((user) => user.id !== String(profile?.sssid))
        .map((user) => ({
          value: user.id,
          label: user.nickName ? `${user.userAccount} (${user.nickName})` : user.userAccount,
        })),
    ];
  }, [profile, users, t]);

  const label = (field: string) => t(`fields.${field}`);
  const required = (field: string): Rule => ({
    required: true,
    whitespace: true,
    message: t('errors:validation.required', { field: label(field) }),
  });
  const maxLength = (max: number): Rule => ({
    max,
    message: t('errors:validation.maxLength', { max }),
  });
  const digits: Rule = {
    pattern: DEVICE_LIMITS.id,
    message: t('errors:validation.digitsOnly'),
  };

  const submit = async (fields: FieldValues) => {
    setFailure(null);
    const picked = fields.nextPayDate ?? null;
    const original = device?.nextPayDate ?? null;
    const nextPayDate =
      picked === null
        ? undefined
        : original && picked.isSame(dayjs(original))
          ? original
          : picked.toISOString();
    const { nextPayDate: _picked, ...rest } = fields;
    const values: DeviceFormValues = nextPayDate ? { ...rest, nextPayDate } : rest;
    try {
      if (device) {
        const body = toUpdateDeviceBody(device, values);
        if (!isEmptyUpdate(body)) await update.mutateAsync(body);
        void message.success(t('messages.saved', { name: values.name.trim() }));
      } else {
        await add.mutateAsync(toAddDeviceBody(values));
        void message.success(t('messages.added', { name: values.name.trim() }));
      }
      onClose();
    } catch (error) {
      setFailure(describeError(error, i18n));
    }
  };

  return (
    <Modal
      open
      width={760}
      title={editing ? t('form.editTitle', { name: device.name }) : t('form.addTitle')}
      okText={t('form.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<FieldValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(fields) => void submit(fields)}
        className="device-form"
      >
        {failure && <Alert type="error" showIcon title={failure} className="device-form__alert" />}
        <Divider titlePlacement="start" plain>
          {t('form.sections.identity')}
        </Divider>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="imei"
              label={label('imei')}
              rules={[
                required('imei'),
                { pattern: DEVICE_LIMITS.imei, message: t('form.rules.imei') },
              ]}
              tooltip={t('form.hints.imei')}
            >
              <Input autoComplete="off" maxLength={20} className="device-mono" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="name"
              label={label('name')}
              rules={[required('name'), maxLength(DEVICE_LIMITS.nameMax)]}
            >
              <Input autoComplete="off" maxLength={DEVICE_LIMITS.nameMax} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="sim"
              label={label('sim')}
              rules={[{ pattern: DEVICE_LIMITS.sim, message: t('form.rules.sim') }]}
            >
              <Input autoComplete="off" maxLength={20} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="password"
              label={label('password')}
              rules={[maxLength(DEVICE_LIMITS.passwordMax)]}
              extra={editing ? t('form.hints.passwordKept') : undefined}
            >
              <Input.Password autoComplete="new-password" maxLength={DEVICE_LIMITS.passwordMax} />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start" plain>
          {t('form.sections.hardware')}
        </Divider>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="deviceType"
              label={label('deviceType')}
              extra={editing ? t('form.hints.fixedAfterAdding') : undefined}
            >
              <Radio.Group
                disabled={editing}
                optionType="button"
                options={DEVICE_TYPES.map((type) => ({
                  value: type,
                  label: t(`deviceTypes.${type}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="protocol" label={label('protocol')}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={DEVICE_PROTOCOLS.map((protocol) => ({
                  value: protocol,
                  label: PROTOCOL_NAMES[protocol],
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="model"
              label={label('model')}
              rules={[maxLength(DEVICE_LIMITS.modelMax)]}
            >
              <Input autoComplete="off" maxLength={DEVICE_LIMITS.modelMax} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="objectType" label={label('objectType')}>
              <Select
                options={OBJECT_TYPES.map((type) => ({
                  value: type,
                  label: t(`objectTypes.${type}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="channels"
              label={label('channels')}
              rules={[
                {
                  type: 'integer',
                  min: DEVICE_LIMITS.channels.min,
                  max: DEVICE_LIMITS.channels.max,
                  message: t('errors:validation.numberBetween', DEVICE_LIMITS.channels),
                },
              ]}
            >
              <InputNumber
                min={DEVICE_LIMITS.channels.min}
                max={DEVICE_LIMITS.channels.max}
                precision={0}
                className="device-form__number"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="initialVersion"
              label={label('initialVersion')}
              rules={[maxLength(DEVICE_LIMITS.versionMax)]}
            >
              <Input autoComplete="off" maxLength={DEVICE_LIMITS.versionMax} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="upgradeVersion"
              label={label('upgradeVersion')}
              rules={[maxLength(DEVICE_LIMITS.versionMax)]}
            >
              <Input autoComplete="off" maxLength={DEVICE_LIMITS.versionMax} />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start" plain>
          {t('form.sections.service')}
        </Divider>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="accountId"
              label={label('accountId')}
              extra={editing ? t('form.hints.fixedAfterAdding') : t('form.hints.accountId')}
            >
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                disabled={editing}
                placeholder={profile?.userAccount}
                options={accountOptions}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="groupId" label={label('groupId')} rules={[digits]}>
              <Input autoComplete="off" inputMode="numeric" maxLength={18} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="creditYears"
              label={label('creditYears')}
              extra={editing ? t('form.hints.fixedAfterAdding') : t('form.hints.creditYears')}
              rules={[
                {
                  type: 'integer',
                  min: DEVICE_LIMITS.creditYears.min,
                  max: DEVICE_LIMITS.creditYears.max,
                  message: t('errors:validation.numberBetween', DEVICE_LIMITS.creditYears),
                },
              ]}
            >
              <InputNumber
                disabled={editing}
                min={DEVICE_LIMITS.creditYears.min}
                max={DEVICE_LIMITS.creditYears.max}
                precision={0}
                className="device-form__number"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="nextPayDate" label={label('nextPayDate')}>
              <DatePicker className="device-form__number" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
