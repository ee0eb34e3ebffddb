import { Button, Form, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Settings } from '@convoy/domain';
import { useSettingsStore } from '../../state/settings-store';
import { useSaveSettings } from './use-save-settings';

/** Realtime: how often positions reload, and what the map labels and markers do. */
export function RealtimeTab() {
  const { t } = useTranslation('settings');
  const realtime = useSettingsStore((s) => s.settings.realtime);
  const save = useSaveSettings();
  return (
    <Form<Settings['realtime']>
      layout="horizontal"
      labelCol={{ flex: '240px' }}
      labelWrap
      className="settings-form"
      initialValues={realtime}
      onFinish={(values) => save.mutate({ realtime: { ...realtime, ...values } })}
    >
      <Form.Item
        name="dataRefreshTimeSelected"
        label={t('realtime.refresh')}
        extra={t('realtime.refreshHint')}
      >
        <Radio.Group
          optionType="button"
          options={realtime.dataRefreshTimeList.map((value) => ({
            value,
            label: t('units.seconds', { count: value }),
          }))}
        />
      </Form.Item>
      <Form.Item
        name={['labelExtend', 'gpsTime']}
        label={t('realtime.labelGpsTime')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name={['labelExtend', 'speed']}
        label={t('realtime.labelSpeed')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item name="isFollowMap" label={t('realtime.followMap')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="isCluster" label={t('realtime.cluster')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <div className="settings-form__actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}
