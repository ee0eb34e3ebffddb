import { useState } from 'react';
import { Button, Modal } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchAnnouncement } from '../../api/site-files';
import { fetchServerAnnouncement } from '../../api/settings';
import {
  readAnnouncementDismissedAt,
  writeAnnouncementDismissedAt,
} from '../../state/browser-storage';
import { combineAnnouncements, shouldShowAnnouncement } from './announcement-rule';

/** Both sources are asked; one that fails counts as switched off. */
async function loadAnnouncement() {
  const [file, server] = await Promise.allSettled([fetchAnnouncement(), fetchServerAnnouncement()]);
  return combineAnnouncements(
    file.status === 'fulfilled' ? file.value : null,
    server.status === 'fulfilled' ? server.value : null,
  );
}

/** The maintenance notice the operator of the site can switch on in /announcement.json. */
export function AnnouncementDialog() {
  const { t } = useTranslation('login');
  const [dismissed, setDismissed] = useState(false);
  const { data } = useQuery({
    queryKey: ['announcement'],
    queryFn: loadAnnouncement,
    retry: false,
    staleTime: Infinity,
  });
  const [openedAt] = useState(() => Date.now());
  const open =
    !dismissed &&
    data !== undefined &&
    shouldShowAnnouncement(data.enable, readAnnouncementDismissedAt(), openedAt);

  const dismiss = () => {
    writeAnnouncementDismissedAt(Date.now());
    setDismissed(true);
  };

  return (
    <Modal
      open={open}
      centered
      onCancel={dismiss}
      title={
        <span className="announcement__title">
          <NotificationOutlined /> {data?.title || t('announcement.title')}
        </span>
      }
      footer={
        <Button type="primary" onClick={dismiss}>
          {t('announcement.continue')}
        </Button>
      }
    >
      <p className="announcement__content">{data?.content || t('announcement.defaultContent')}</p>
    </Modal>
  );
}
