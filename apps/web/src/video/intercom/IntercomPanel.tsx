import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, Progress, Space, Tag } from 'antd';
import { AudioOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import type { IntercomMode } from '@convoy/domain';
import { IntercomSession, type IntercomPhase, type IntercomSnapshot } from './intercom-session';
import './intercom.css';

const PHASE_COLORS: Record<IntercomPhase, string> = {
  requesting: 'processing',
  connected: 'blue',
  inConversation: 'green',
  closed: 'default',
  noMicrophone: 'red',
};

const INITIAL: IntercomSnapshot = {
  phase: 'requesting',
  reason: null,
  bytesIn: 0,
  bytesOut: 0,
  level: 0,
  peak: 0,
  history: [],
};

/**
 * Intercom (two-way talk) or monitor (listen-in) with a recorder, in a dialog: the states of
 * SPEC.md §4, the loudness of what the recorder sends, hang up and call again. The session
 * starts when the dialog opens (a click, so that the browser lets sound play) and ends with it.
 */
export function IntercomPanel({
  imei,
  name,
  channel = 1,
  mode,
  onClose,
}: {
  imei: string;
  name?: string;
  channel?: number;
  mode: IntercomMode;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('video');
  const [snapshot, setSnapshot] = useState<IntercomSnapshot>(INITIAL);
  const [attempt, setAttempt] = useState(0);
  const session = useRef<IntercomSession | null>(null);

  useEffect(() => {
    let live = true;
    setSnapshot(INITIAL);
    const current = new IntercomSession(imei, channel, mode, (next) => {
      if (live) setSnapshot(next);
    });
    session.current = current;
    void current.start();
    return () => {
      live = false;
      current.stop();
    };
  }, [imei, channel, mode, attempt]);

  const { phase, reason } = snapshot;
  const phaseLabel =
    phase === 'inConversation' && mode === 'listen'
      ? t('intercom.state_listening')
      : t(`intercom.state_${phase}`);
  const problem = reason && i18n.exists(`errors:${reason}`) ? i18n.t(`errors:${reason}`) : null;
  const open = phase !== 'closed' && phase !== 'noMicrophone';

  return (
    <Modal
      open
      title={
        <Space>
          {mode === 'talk' ? <AudioOutlined /> : <CustomerServiceOutlined />}
          {mode === 'talk' ? t('intercom.title') : t('intercom.monitorTitle')}
          {name ? `· ${name}` : null}
        </Space>
      }
      onCancel={onClose}
      destroyOnHidden
      footer={[
        open ? (
          <Button key="hangUp" danger onClick={() => session.current?.stop()}>
            {t('intercom.hangUp')}
          </Button>
        ) : (
          <Button key="again" type="primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('intercom.callAgain')}
          </Button>
        ),
        <Button key="close" onClick={onClose}>
          {t('close')}
        </Button>,
      ]}
    >
      <div
        className="intercom-panel"
        data-testid="intercom-panel"
        data-phase={phase}
        data-bytes-in={snapshot.bytesIn}
        data-bytes-out={snapshot.bytesOut}
        data-peak={snapshot.peak.toFixed(3)}
        data-history={snapshot.history.join(',')}
      >
        <div className="intercom-panel__row">
          <span>{t('channel', { channel })}</span>
          <Tag color={PHASE_COLORS[phase]} className="intercom-panel__state" role="status">
            {phaseLabel}
          </Tag>
        </div>
        {problem && <Alert type="error" showIcon message={problem} />}
        <div className="intercom-panel__row">
          <span>{t('intercom.level')}</span>
          <Progress
            className="intercom-panel__level"
            percent={Math.round(snapshot.level * 100)}
            showInfo={false}
            size="small"
          />
        </div>
        <div className="intercom-panel__row intercom-panel__counters">
          <span>{t('intercom.heard', { kb: (snapshot.bytesIn / 1024).toFixed(1) })}</span>
          {mode === 'talk' && (
            <span>{t('intercom.sent', { kb: (snapshot.bytesOut / 1024).toFixed(1) })}</span>
          )}
        </div>
      </div>
    </Modal>
  );
}
