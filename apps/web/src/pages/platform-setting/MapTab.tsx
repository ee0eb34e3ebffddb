import { Button, Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAP_TYPES, type Settings } from '@convoy/domain';
import { useSettingsStore } from '../../state/settings-store';
import { useSaveSettings } from './use-save-settings';

/** Map: the base map and what is drawn over it. */
export function MapTab() {
  const { t } = useTranslation('settings');
  const map = useSettingsStore((s) => s.settings.map);
  const save = useSaveSettings();
  return (
    <Form<Settings['map']>
      layout="horizontal"
      labelCol={{ flex: '240px' }}
      labelWrap
      className="settings-form"
      initialValues={map}
      onFinish={(values) => save.mutate({ map: { ...map, ...values } })}
    >
      <Form.Item name="mapType" label={t('map.mapType')}>
        <Select
          options={MAP_TYPES.map((value) => ({ value, label: t(`map.mapTypes.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="showFences" label={t('map.showFences')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="showPois" label={t('map.showPois')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="showRuler" label={t('map.showRuler')} valuePropName="checked">
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
