import { Button, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PUSH_STREAM_TYPES,
  VIDEO_ASPECT_RATIOS,
  VIDEO_IDLE_CLOSE_MINUTES_CHOICES,
  type Settings,
} from '@convoy/domain';
import { useSettingsStore } from '../../state/settings-store';
import { useSaveSettings } from './use-save-settings';

/** Video: when idle streams close, how they are pushed, and their shape. */
export function VideoTab() {
  const { t } = useTranslation('settings');
  const video = useSettingsStore((s) => s.settings.video);
  const save = useSaveSettings();
  return (
    <Form<Settings['video']>
      layout="horizontal"
      labelCol={{ flex: '240px' }}
      labelWrap
      className="settings-form"
      initialValues={video}
      onFinish={(values) => save.mutate({ video: { ...video, ...values } })}
    >
      <Form.Item
        name="idleCloseMinutes"
        label={t('video.idleClose')}
        extra={t('video.idleCloseHint')}
      >
        <Select
          options={VIDEO_IDLE_CLOSE_MINUTES_CHOICES.map((value) => ({
            value,
            label: value === 0 ? t('video.unlimited') : t('units.minutesCount', { count: value }),
          }))}
        />
      </Form.Item>
      <Form.Item name="pushStreamType" label={t('video.pushStreamType')}>
        <Radio.Group
          options={[
            { value: PUSH_STREAM_TYPES.raw, label: t('video.raw') },
            { value: PUSH_STREAM_TYPES.rtmp, label: 'RTMP' },
          ]}
        />
      </Form.Item>
      <Form.Item name="aspectRatio" label={t('video.aspectRatio')}>
        <Radio.Group
          optionType="button"
          options={VIDEO_ASPECT_RATIOS.map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      <div className="settings-form__actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}
