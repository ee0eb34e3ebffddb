import { useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Radio, Select, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/describe-error';
import type { ManagedDevice } from '../api/device-management';
import { useSendCommand } from '../hooks/use-devices';
import {
  COMMAND_FIELDS,
  MAX_RFID_CARDS,
  OVERSPEED_LEVELS,
  PANEL_COMMAND_TYPES,
  buildCommand,
  initialCommandValues,
  invalidRfidCard,
  parseRfidCards,
  type CommandField,
  type PanelCommandType,
} from '../utils/command-params';
import { expiryState } from '../utils/expiry';
import { CommandLog } from './CommandLog';
import { CommandOutcomeView } from './CommandOutcome';

/** The command panel (SPEC.md §7 Device commands): choose, fill in, send, see the answer. */
export function CommandPanel({ device }: { device: ManagedDevice }) {
  const { t, i18n } = useTranslation('device');
  const [type, setType] = useState<PanelCommandType>('positionRequest');
  const [form] = Form.useForm<Record<string, unknown>>();
  const send = useSendCommand(device.imei);
  const expired = expiryState(device.remainingDays) === 'expired';

  const choose = (next: PanelCommandType) => {
    setType(next);
    send.reset();
  };

  return (
    <div className="device-command">
      {expired && (
        <Alert type="error" showIcon title={t('errors:device.expired')} className="device-gap" />
      )}
      <Form
        key={type}
        form={form}
        layout="vertical"
        initialValues={initialCommandValues(type)}
        onFinish={(values) => send.mutate(buildCommand(device.imei, type, values))}
        disabled={send.isPending}
      >
        <Form.Item label={t('command.type')} required>
          <Select<PanelCommandType>
            value={type}
            onChange={choose}
            aria-label={t('command.type')}
            showSearch={{ optionFilterProp: 'label' }}
            listHeight={420}
            options={PANEL_COMMAND_TYPES.map((value) => ({
              value,
              label: t(`command.types.${value}`),
            }))}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary" className="device-command__description">
          {t(`command.descriptions.${type}`)}
        </Typography.Paragraph>
        {COMMAND_FIELDS[type].map((field) => (
          <CommandFieldItem key={field.name} field={field} />
        ))}
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined />}
          loading={send.isPending}
          disabled={expired}
        >
          {t('command.send')}
        </Button>
      </Form>

      <CommandOutcomeView
        pending={send.isPending}
        outcome={send.data}
        failure={send.isError ? describeError(send.error, i18n) : null}
      />

      <CommandLog imei={device.imei} />
    </div>
  );
}

function CommandFieldItem({ field }: { field: CommandField }) {
  const { t } = useTranslation('device');
  const label = t(`command.params.${field.name}`);
  const extra = field.hint ? t(`command.hints.${field.name}`) : undefined;
  const unit = field.unit ? t(`units.${field.unit}`) : undefined;
  const rules: Rule[] = [];
  if (field.required && field.kind !== 'switch') {
    rules.push({
      required: true,
      whitespace: field.kind !== 'secret',
      message: t('errors:validation.required', { field: label }),
    });
  }
  if (field.min !== undefined && field.max !== undefined) {
    rules.push({
      type: 'number',
      min: field.min,
      max: field.max,
      message: t('errors:validation.numberBetween', { min: field.min, max: field.max }),
    });
  }
  if (field.maxLength !== undefined) {
    rules.push(
      field.minLength !== undefined
        ? {
            min: field.minLength,
            max: field.maxLength,
            message: t('errors:validation.lengthBetween', {
              min: field.minLength,
              max: field.maxLength,
            }),
          }
        : {
            max: field.maxLength,
            message: t('errors:validation.maxLength', { max: field.maxLength }),
          },
    );
  }
  if (field.kind === 'cards') {
    rules.push({
      validator: (_, value: unknown) => {
        const cards = parseRfidCards(typeof value === 'string' ? value : '');
        const invalid = invalidRfidCard(cards);
        if (invalid)
          return Promise.reject(new Error(t('command.rules.invalidCard', { card: invalid })));
        if (cards.length > MAX_RFID_CARDS) {
          return Promise.reject(
            new Error(t('command.rules.tooManyCards', { max: MAX_RFID_CARDS })),
          );
        }
        return Promise.resolve();
      },
    });
  }

  switch (field.kind) {
    case 'switch':
      return (
        <Form.Item name={field.name} label={label} valuePropName="checked" extra={extra}>
          <Switch
            checkedChildren={t('command.values.on')}
            unCheckedChildren={t('command.values.off')}
          />
        </Form.Item>
      );
    case 'level':
      return (
        <Form.Item name={field.name} label={label} rules={rules} extra={extra}>
          <Radio.Group
            optionType="button"
            options={OVERSPEED_LEVELS.map((level) => ({
              value: level,
              label: t('command.values.level', { level }),
            }))}
          />
        </Form.Item>
      );
    case 'integer':
      return (
        <Form.Item name={field.name} label={label} rules={rules} extra={extra}>
          <InputNumber
            min={field.min}
            max={field.max}
            precision={0}
            suffix={unit}
            className="device-command__number"
          />
        </Form.Item>
      );
    case 'text':
      return (
        <Form.Item name={field.name} label={label} rules={rules} extra={extra}>
          <Input autoComplete="off" maxLength={field.maxLength} />
        </Form.Item>
      );
    case 'secret':
      return (
        <Form.Item name={field.name} label={label} rules={rules} extra={extra}>
          <Input.Password autoComplete="new-password" maxLength={field.maxLength} />
        </Form.Item>
      );
    case 'cards':
    case 'longText':
      return (
        <Form.Item name={field.name} label={label} rules={rules} extra={extra}>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={field.maxLength}
            showCount={field.maxLength !== undefined}
            className={field.kind === 'cards' ? 'device-mono' : undefined}
          />
        </Form.Item>
      );
  }
}
