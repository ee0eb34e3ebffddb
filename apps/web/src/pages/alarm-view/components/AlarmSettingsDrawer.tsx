import { useEffect, useState } from 'react';
import {
  App,
  Button,
  Checkbox,
  Drawer,
  Form,
  Input,
  InputNumber,
  List,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ALARM_TYPES, PLATFORM_ALARM_TYPES, TERMINAL_ALARM_TYPES } from '@convoy/domain';
import {
  addAlarmRule,
  addWebhook,
  fetchAlarmRules,
  fetchAlarmSetting,
  fetchWebhookDeliveries,
  fetchWebhooks,
  removeAlarmRule,
  removeWebhook,
  saveAlarmSetting,
  type AlarmRuleBody,
  type AlarmSettingValue,
  type WebhookBody,
} from '../../../api/alarms';
import { describeError } from '../../../app/describe-error';

export const ALARM_SETTING_KEY = ['alarm-setting'] as const;

/** Alarm settings: which types the account receives, sound, pop-up, thresholds; e-mail rules; webhooks. */
export function AlarmSettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('alarm');
  const { message } = App.useApp();
  const client = useQueryClient();
  const setting = useQuery({
    queryKey: ALARM_SETTING_KEY,
    queryFn: fetchAlarmSetting,
    enabled: open,
  });
  const [draft, setDraft] = useState<AlarmSettingValue | null>(null);
  useEffect(() => {
    if (setting.data) setDraft(setting.data);
  }, [setting.data]);
  const save = useMutation({
    mutationFn: saveAlarmSetting,
    onSuccess: () => client.invalidateQueries({ queryKey: ALARM_SETTING_KEY }),
  });
  const rules = useQuery({ queryKey: ['alarm-rules'], queryFn: fetchAlarmRules, enabled: open });
  const hooks = useQuery({ queryKey: ['webhooks'], queryFn: fetchWebhooks, enabled: open });
  const deliveries = useQuery({
    queryKey: ['webhook-deliveries'],
    queryFn: fetchWebhookDeliveries,
    enabled: open,
  });
  const [ruleForm] = Form.useForm<AlarmRuleBody>();
  const [hookForm] = Form.useForm<WebhookBody>();
  const fail = (error: unknown) => void message.error(describeError(error, i18n));
  const typeOptions = ALARM_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));

  const numberField = (key: keyof AlarmSettingValue, label: string, unit: string) =>
    draft && (
      <Form.Item label={label}>
        <InputNumber
          value={draft[key] as number}
          addonAfter={unit}
          min={1}
          onChange={(value) => value !== null && setDraft({ ...draft, [key]: value })}
        />
      </Form.Item>
    );

  return (
    <Drawer open={open} onClose={onClose} title={t('settings')} size="large" destroyOnHidden>
      <Tabs
        items={[
          {
            key: 'receive',
            label: t('receive'),
            children: draft && (
              <Form layout="vertical" size="small">
                <Space size="large">
                  <Form.Item label={t('sound')}>
                    <Switch
                      checked={draft.sound}
                      onChange={(sound) => setDraft({ ...draft, sound })}
                    />
                  </Form.Item>
                  <Form.Item label={t('popup')}>
                    <Switch
                      checked={draft.popup}
                      onChange={(popup) => setDraft({ ...draft, popup })}
                    />
                  </Form.Item>
                </Space>
                {[
                  ['terminalTypes', TERMINAL_ALARM_TYPES],
                  ['platformTypes', PLATFORM_ALARM_TYPES],
                ].map(([title, types]) => (
                  <Form.Item key={title as string} label={t(title as string)}>
                    <Checkbox.Group
                      className="alarm-type-grid"
                      value={draft.types}
                      options={(types as readonly string[]).map((type) => ({
                        value: type,
                        label: t(`types.${type}`),
                      }))}
                      onChange={(checked) => {
                        const others = draft.types.filter(
                          (type) => !(types as readonly string[]).includes(type),
                        );
                        setDraft({
                          ...draft,
                          types: [...others, ...(checked as typeof draft.types)],
                        });
                      }}
                    />
                  </Form.Item>
                ))}
                <Typography.Title level={5}>{t('thresholds')}</Typography.Title>
                <Space wrap>
                  {numberField('overspeedKmh', t('overspeedKmh'), 'km/h')}
                  {numberField('offlineMinutes', t('offlineMinutes'), 'min')}
                  {numberField('parkingMinutes', t('parkingMinutes'), 'min')}
                  {numberField('fatigueMinutes', t('fatigueMinutes'), 'min')}
                  {numberField('fatigueRestMinutes', t('fatigueRestMinutes'), 'min')}
                  {numberField('lowBatteryPercent', t('lowBatteryPercent'), '%')}
                </Space>
                <div>
                  <Button
                    type="primary"
                    loading={save.isPending}
                    onClick={() =>
                      void save
                        .mutateAsync(draft)
                        .then(() => void message.success(t('saved')), fail)
                    }
                  >
                    {t('save')}
                  </Button>
                </div>
              </Form>
            ),
          },
          {
            key: 'mail',
            label: t('mailRules'),
            children: (
              <>
                <Form
                  form={ruleForm}
                  layout="vertical"
                  size="small"
                  onFinish={(values) =>
                    void addAlarmRule({ ...values, enabled: true }).then(() => {
                      ruleForm.resetFields();
                      void client.invalidateQueries({ queryKey: ['alarm-rules'] });
                    }, fail)
                  }
                >
                  <Form.Item
                    name="name"
                    label={t('ruleName')}
                    rules={[{ required: true, max: 30 }]}
                  >
                    <Input maxLength={30} />
                  </Form.Item>
                  <Form.Item name="types" label={t('types.title')} rules={[{ required: true }]}>
                    <Select mode="multiple" options={typeOptions} optionFilterProp="label" />
                  </Form.Item>
                  <Form.Item
                    name="emails"
                    label={t('emails')}
                    rules={[{ required: true, type: 'array', max: 5 }]}
                  >
                    <Select mode="tags" tokenSeparators={[',', ' ', ';']} open={false} />
                  </Form.Item>
                  <Button type="primary" htmlType="submit">
                    {t('addRule')}
                  </Button>
                </Form>
                <List
                  style={{ marginTop: 16 }}
                  dataSource={rules.data ?? []}
                  renderItem={(rule) => (
                    <List.Item
                      actions={[
                        <Popconfirm
                          key="remove"
                          title={t('confirmRemove')}
                          onConfirm={() =>
                            void removeAlarmRule(rule.id).then(
                              () => client.invalidateQueries({ queryKey: ['alarm-rules'] }),
                              fail,
                            )
                          }
                        >
                          <Button
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('remove')}
                          />
                        </Popconfirm>,
                      ]}
                    >
                      <List.Item.Meta
                        title={rule.name}
                        description={`${rule.emails.join(', ')} · ${rule.types.map((type) => t(`types.${type}`)).join(', ')}`}
                      />
                    </List.Item>
                  )}
                />
              </>
            ),
          },
          {
            key: 'webhooks',
            label: t('webhooks'),
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('webhookHint')}</Typography.Paragraph>
                <Form
                  form={hookForm}
                  layout="vertical"
                  size="small"
                  onFinish={(values) =>
                    void addWebhook({ ...values, types: values.types ?? [], enabled: true }).then(
                      () => {
                        hookForm.resetFields();
                        void client.invalidateQueries({ queryKey: ['webhooks'] });
                      },
                      fail,
                    )
                  }
                >
                  <Form.Item name="url" label={t('url')} rules={[{ required: true, type: 'url' }]}>
                    <Input placeholder="https://" />
                  </Form.Item>
                  <Form.Item name="types" label={t('types.title')}>
                    <Select
                      mode="multiple"
                      allowClear
                      placeholder={t('allTypes')}
                      options={typeOptions}
                      optionFilterProp="label"
                    />
                  </Form.Item>
                  <Button type="primary" htmlType="submit">
                    {t('addWebhook')}
                  </Button>
                </Form>
                <List
                  style={{ marginTop: 16 }}
                  dataSource={hooks.data ?? []}
                  renderItem={(hook) => (
                    <List.Item
                      actions={[
                        <Popconfirm
                          key="remove"
                          title={t('confirmRemove')}
                          onConfirm={() =>
                            void removeWebhook(hook.id).then(
                              () => client.invalidateQueries({ queryKey: ['webhooks'] }),
                              fail,
                            )
                          }
                        >
                          <Button
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('remove')}
                          />
                        </Popconfirm>,
                      ]}
                    >
                      <List.Item.Meta
                        title={hook.url}
                        description={
                          <Typography.Text copyable={{ text: hook.secret }} type="secondary">
                            {t('secret')}: {hook.secret.slice(0, 6)}…
                          </Typography.Text>
                        }
                      />
                    </List.Item>
                  )}
                />
                <Typography.Title level={5}>{t('deliveries')}</Typography.Title>
                <Table
                  rowKey="id"
                  size="small"
                  dataSource={deliveries.data ?? []}
                  pagination={{ pageSize: 10, hideOnSinglePage: true }}
                  columns={[
                    {
                      title: t('time'),
                      dataIndex: 'at',
                      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
                    },
                    { title: t('attempt'), dataIndex: 'attempt', width: 80 },
                    {
                      title: t('result'),
                      key: 'ok',
                      render: (_v, d) => (
                        <Tag color={d.ok ? 'green' : 'red'}>{d.statusCode ?? d.error}</Tag>
                      ),
                    },
                  ]}
                />
              </>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
