import dayjs from 'dayjs';
import { App, Button, Card, Form, Input, Table } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addFeedback, fetchFeedbacks, type FeedbackItem } from '../../api/settings';
import { useSessionStore } from '../../state/session-store';
import { useSettingsStore } from '../../state/settings-store';
import '../settings.css';

interface FeedbackFields {
  content: string;
  contact: string;
}

/** The top account has no parent: level 1. It reads everyone's feedback. */
const TOP_ACCOUNT_LEVEL = 1;

/** Feedback to the operator of the site; the top account reads it here too. */
export function FeedbackPage() {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const [form] = Form.useForm<FeedbackFields>();
  const queryClient = useQueryClient();
  const isTop = useSessionStore((s) => s.profile?.level === TOP_ACCOUNT_LEVEL);
  const { dateFormat, timeFormat } = useSettingsStore((s) => s.settings.loginHome);

  const send = useMutation({
    mutationFn: (values: FeedbackFields) => addFeedback(values),
    onSuccess: () => {
      void message.success(t('feedback.sent'));
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: ['feedback'] });
    },
    // Whatever went wrong, the user can still reach the administrator (SPEC.md §8 Feedback).
    onError: () => void message.error(t('errors:feedback.sendFailed')),
  });

  const list = useQuery({ queryKey: ['feedback'], queryFn: fetchFeedbacks, enabled: isTop });

  return (
    <div className="settings-grid">
      <Card title={t('feedback.title')}>
        <p className="menu-tab__hint">{t('feedback.intro')}</p>
        <Form<FeedbackFields>
          form={form}
          layout="vertical"
          initialValues={{ content: '', contact: '' }}
          onFinish={(values) => send.mutate(values)}
        >
          <Form.Item
            name="content"
            label={t('feedback.content')}
            rules={[{ required: true, whitespace: true, message: t('feedback.contentRequired') }]}
          >
            <Input.TextArea rows={6} maxLength={2000} showCount />
          </Form.Item>
          <Form.Item name="contact" label={t('feedback.contact')}>
            <Input maxLength={100} placeholder={t('feedback.contactPlaceholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={send.isPending}>
            {t('feedback.send')}
          </Button>
        </Form>
      </Card>
      {isTop && (
        <Card title={t('feedback.received')}>
          <Table<FeedbackItem>
            size="small"
            rowKey="id"
            loading={list.isLoading}
            dataSource={list.data ?? []}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              {
                title: t('feedback.from'),
                dataIndex: 'userAccount',
                width: 110,
              },
              { title: t('feedback.content'), dataIndex: 'content' },
              {
                title: t('feedback.when'),
                dataIndex: 'createdAt',
                width: 150,
                render: (value: string) => dayjs(value).format(`${dateFormat} ${timeFormat}`),
              },
            ]}
            expandable={{
              rowExpandable: (item) => item.contact !== '',
              expandedRowRender: (item) => `${t('feedback.contact')}: ${item.contact}`,
            }}
          />
        </Card>
      )}
    </div>
  );
}
