import {
  Button,
  ColorPicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Switch,
} from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ALARM_LANGUAGES,
  LIST_STYLES,
  MENU_POSITIONS,
  ONLINE_TYPES,
  PAGE_SIZE_CHOICES,
  type Settings,
} from '@convoy/domain';
import { ALARM_LANGUAGE_NAMES } from '../../i18n';
import { useSettingsStore } from '../../state/settings-store';
import { useSaveSettings } from './use-save-settings';

/** Dark enough for white menu text on the side bar. */
const THEME_PRESETS = ['#282F44', '#1F3A5F', '#1F4E45', '#3B2F5C', '#4A2A2A', '#2D3B2A', '#333333'];

type GeneralForm = Pick<Settings, 'general' | 'style' | 'handler' | 'bigScreenLock'>;

/** General: online and stop plans, fuel, menu place and colour, page title, handlers. */
export function GeneralTab() {
  const { t } = useTranslation(['settings', 'errors']);
  const settings = useSettingsStore((s) => s.settings);
  const save = useSaveSettings();
  const [form] = Form.useForm<GeneralForm>();
  const positioningOffline = Form.useWatch(
    ['general', 'onlinePlan', 'positioningSpeedOffline'],
    form,
  );
  const fuelEnabled = Form.useWatch(['general', 'fuel', 'enabled'], form);

  const initialValues: GeneralForm = {
    general: settings.general,
    style: settings.style,
    handler: settings.handler,
    bigScreenLock: settings.bigScreenLock,
  };

  return (
    <Form<GeneralForm>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '240px' }}
      labelWrap
      className="settings-form"
      initialValues={initialValues}
      onFinish={(values) =>
        save.mutate({
          general: { ...settings.general, ...values.general },
          style: { ...settings.style, ...values.style },
          handler: { ...settings.handler, ...values.handler },
          bigScreenLock: { ...settings.bigScreenLock, ...values.bigScreenLock },
        })
      }
    >
      <Divider titlePlacement="start">{t('general.onlinePlan')}</Divider>
      <Form.Item name={['general', 'onlinePlan', 'onlineType']} label={t('general.onlineType')}>
        <Radio.Group
          options={ONLINE_TYPES.map((value) => ({
            value,
            label: t(`general.onlineTypes.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item name={['general', 'onlinePlan', 'onlineTime']} label={t('general.onlineTime')}>
        <InputNumber min={1} max={1440} suffix={t('units.minutes')} />
      </Form.Item>
      <Form.Item
        name={['general', 'onlinePlan', 'isOfflineWhenSleep']}
        label={t('general.isOfflineWhenSleep')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name={['general', 'onlinePlan', 'positioningSpeedOffline']}
        label={t('general.positioningSpeedOffline')}
        valuePropName="checked"
        extra={t('general.positioningSpeedOfflineHint')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name={['general', 'onlinePlan', 'offlineSpeedCondition']}
        label={t('general.offlineSpeedCondition')}
      >
        <InputNumber min={0} max={300} suffix="km/h" disabled={!positioningOffline} />
      </Form.Item>
      <Form.Item
        name={['general', 'onlinePlan', 'offlineTimeCondition']}
        label={t('general.offlineTimeCondition')}
      >
        <InputNumber
          min={1}
          max={1440}
          suffix={t('units.minutes')}
          disabled={!positioningOffline}
        />
      </Form.Item>

      <Divider titlePlacement="start">{t('general.stopPlan')}</Divider>
      <Form.Item
        name={['general', 'stopPlan', 'isEnable']}
        label={t('general.stopEnabled')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item name={['general', 'stopPlan', 'speed']} label={t('general.stopSpeed')}>
        <InputNumber min={0} max={300} suffix="km/h" />
      </Form.Item>

      <Divider titlePlacement="start">{t('general.tripPlan')}</Divider>
      <Form.Item
        name={['general', 'tripPlan', 'minTripDistanceM']}
        label={t('general.minTripDistance')}
        extra={t('general.tripPlanHint')}
        rules={[
          {
            required: true,
            message: t('errors:validation.required', { field: t('general.minTripDistance') }),
          },
        ]}
      >
        <InputNumber min={0} max={100_000} step={50} suffix="m" />
      </Form.Item>
      <Form.Item
        name={['general', 'tripPlan', 'minTripMinutes']}
        label={t('general.minTripDuration')}
        rules={[
          {
            required: true,
            message: t('errors:validation.required', { field: t('general.minTripDuration') }),
          },
        ]}
      >
        <InputNumber min={0} max={1440} suffix={t('units.minutes')} />
      </Form.Item>
      <Form.Item
        name={['general', 'tripPlan', 'stopGapMinutes']}
        label={t('general.stopGap')}
        rules={[
          {
            required: true,
            message: t('errors:validation.required', { field: t('general.stopGap') }),
          },
        ]}
      >
        <InputNumber min={1} max={1440} suffix={t('units.minutes')} />
      </Form.Item>

      <Divider titlePlacement="start">{t('general.fuel')}</Divider>
      <Form.Item
        name={['general', 'fuel', 'enabled']}
        label={t('general.fuelEnabled')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item name={['general', 'fuel', 'litresPer100Km']} label={t('general.fuelPer100Km')}>
        <InputNumber min={0} max={500} step={0.5} suffix="L/100 km" disabled={!fuelEnabled} />
      </Form.Item>
      <Form.Item
        name={['general', 'fuel', 'sensorPriority']}
        label={t('general.sensorPriority')}
        valuePropName="checked"
      >
        <Switch disabled={!fuelEnabled} />
      </Form.Item>
      <Form.Item
        name={['general', 'fuel', 'ruleFirst']}
        label={t('general.ruleFirst')}
        valuePropName="checked"
      >
        <Switch disabled={!fuelEnabled} />
      </Form.Item>

      <Divider titlePlacement="start">{t('general.appearance')}</Divider>
      <Form.Item name={['general', 'menuPosition']} label={t('general.menuPosition')}>
        <Radio.Group
          optionType="button"
          options={MENU_POSITIONS.map((value) => ({
            value,
            label: t(`general.menuPositions.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name={['general', 'themeColor']}
        label={t('general.themeColor')}
        getValueFromEvent={(color: { toHexString: () => string }) =>
          color.toHexString().toUpperCase()
        }
      >
        <ColorPicker
          showText
          disabledAlpha
          presets={[{ label: t('general.themePresets'), colors: THEME_PRESETS }]}
        />
      </Form.Item>
      <Form.Item
        name={['style', 'pageTitle']}
        label={t('general.pageTitle')}
        extra={t('general.pageTitleHint')}
      >
        <Input maxLength={60} allowClear placeholder={t('common:defaultPageTitle')} />
      </Form.Item>
      <Form.Item name={['style', 'listStyle']} label={t('general.listStyle')}>
        <Select
          options={LIST_STYLES.map((value) => ({ value, label: t(`general.listStyles.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name={['style', 'pageSize']} label={t('general.pageSize')}>
        <Select options={PAGE_SIZE_CHOICES.map((value) => ({ value, label: value }))} />
      </Form.Item>

      <Divider titlePlacement="start">{t('general.handlers')}</Divider>
      <Form.Item
        name={['handler', 'expired', 'notify']}
        label={t('general.notifyExpired')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name={['handler', 'reminder', 'notify']}
        label={t('general.notifyReminder')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item name={['handler', 'reminder', 'daysBefore']} label={t('general.reminderDays')}>
        <InputNumber min={1} max={365} suffix={t('units.days')} />
      </Form.Item>
      <Form.Item
        name={['handler', 'alarm', 'notify']}
        label={t('general.notifyAlarm')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name={['handler', 'alarm', 'popup']}
        label={t('general.alarmPopup')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item name={['handler', 'alarm', 'language']} label={t('general.alarmLanguage')}>
        <Select
          options={ALARM_LANGUAGES.map((value) => ({ value, label: ALARM_LANGUAGE_NAMES[value] }))}
        />
      </Form.Item>

      <Divider titlePlacement="start">{t('general.bigScreenLock')}</Divider>
      <Form.Item
        name={['bigScreenLock', 'enabled']}
        label={t('general.bigScreenLockEnabled')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item name={['bigScreenLock', 'idleMinutes']} label={t('general.bigScreenLockIdle')}>
        <InputNumber min={1} max={1440} suffix={t('units.minutes')} />
      </Form.Item>

      <div className="settings-form__actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}
