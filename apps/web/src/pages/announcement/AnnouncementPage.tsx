import { App, Button, Card, Form, Input, Skeleton, Switch } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  fetchServerAnnouncement,
  saveAnnouncement,
  type SaveAnnouncementBody,
} from '../../api/settings';
import { describeError } from '../../app/describe-error';
import '../settings.css';

/** The maintenance announcement shown on the login page (SPEC.md §4 Announcement). */
export function AnnouncementPage() {
  const { t, i18n } = useTranslation('settings');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: ['announcement', 'server'],
    queryFn: fetchServerAnnouncement,
  });
  const save = useMutation({
    mutationFn: (body: SaveAnnouncementBody) => saveAnnouncement(body),
    onSuccess: () => {
      void message.success(t('saved'));
      void queryClient.invalidateQueries({ queryKey: ['announcement'] });
    },
    onError: (error) => void message.error(describeError(error, i18n)),
  });

  return (
    <Card title={t('announcement.title')} className="settings-page">
      <p className="menu-tab__hint">{t('announcement.intro')}</p>
      {current.isLoading ? (
        <Skeleton active />
      ) : (
        <Form<SaveAnnouncementBody>
          layout="vertical"
          className="settings-form"
          initialValues={current.data ?? { enable: false, title: '', content: '' }}
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item name="enable" label={t('announcement.enable')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="title" label={t('announcement.heading')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="content" label={t('announcement.content')}>
            <Input.TextArea rows={5} maxLength={4000} showCount />
          </Form.Item>
          <div className="settings-form__actions">
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </div>
        </Form>
      )}
    </Card>
  );
}
