import { useEffect, useRef, useState } from 'react';
import { App, Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchAlarmCounters, fetchAlarmSetting, type AlarmItem } from '../../../api/alarms';
import { SITE_CONFIG_KEY, readToken } from '../../../state/browser-storage';
import { useCountersStore } from '../../../state/counters-store';
import { useSessionStore } from '../../../state/session-store';
import { alarmTypeLabel } from '../alarm-labels';
import { ALARM_SETTING_KEY } from './AlarmSettingsDrawer';

/** How often the counters and new alarms are read while the live push is down. */
export const ALARM_POLL_MS = 5000;
/**
 * While it is up, new alarms come on the push; the counters of the last one and five minutes
 * still fall as time passes, so they are read again at this slower pace.
 */
const ALARM_WINDOW_REFRESH_MS = 30_000;
const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;
/** Pop-ups shown at once at most; the rest are counted in the bell. */
const MAX_POPUPS = 3;

function siteIsSecond(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(SITE_CONFIG_KEY) ?? '{}') as {
      isSecond?: unknown;
    };
    return stored.isSecond === true;
  } catch {
    return false;
  }
}

/** Two short tones through Web Audio: no sound file to load, and it works offline. */
function playAlarmTone(): void {
  const AudioContextClass = window.AudioContext;
  if (typeof AudioContextClass !== 'function') return;
  const context = new AudioContextClass();
  [0, 0.25].forEach((offset) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, context.currentTime + offset);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + offset + 0.2);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(context.currentTime + offset);
    oscillator.stop(context.currentTime + offset + 0.2);
  });
  setTimeout(() => void context.close(), 1000);
}

/**
 * The alarm messages of the live push (/api/ws?topics=alarms): calls `onAlarm` for each new
 * alarm of the account's devices, and says whether the socket is up (reconnecting, with a
 * growing pause, while it is not).
 */
function useAlarmPush(enabled: boolean, onAlarm: () => void): boolean {
  const [up, setUp] = useState(false);
  const callback = useRef(onAlarm);
  callback.current = onAlarm;
  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let retryMs = RECONNECT_MIN_MS;
    let retryTimer: number | undefined;
    let stopped = false;
    const connect = () => {
      const token = readToken();
      if (!token || stopped) return;
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const params = new URLSearchParams({ token, topics: 'alarms' });
      socket = new WebSocket(`${scheme}://${window.location.host}/api/ws?${params.toString()}`);
      socket.onmessage = (event: MessageEvent<string>) => {
        let type: string | undefined;
        try {
          type = (JSON.parse(event.data) as { type?: string }).type;
        } catch {
          return; // not a message of ours
        }
        if (type === 'ready') {
          // Every alarm from now on comes here; what came while the socket was down is read.
          retryMs = RECONNECT_MIN_MS;
          setUp(true);
          callback.current();
        } else if (type === 'alarm') {
          callback.current();
        }
      };
      socket.onclose = () => {
        socket = null;
        setUp(false);
        if (stopped) return;
        retryTimer = window.setTimeout(connect, retryMs);
        retryMs = Math.min(RECONNECT_MAX_MS, retryMs * 2);
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      socket?.close();
      setUp(false);
    };
  }, [enabled]);
  return up;
}

/**
 * The alarm bell of the main frame, on every page: keeps the alarm counters of SPEC.md §3
 * current, pops up each new alarm the account receives and rings when sound is on. New alarms
 * arrive on the live push; the counters are read every few seconds only while it is down.
 */
export function AlarmNotifier({ className }: { className?: string }) {
  const { t } = useTranslation('alarm');
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const signedIn = useSessionStore((s) => s.profile !== null);
  const updateCounters = useCountersStore((s) => s.updateAlarmCounters);
  const setReminder = useCountersStore((s) => s.setAlarmReminder);
  const informTotal = useCountersStore((s) => s.alarms.informTotal);
  const since = useRef<string | undefined>(undefined);
  const setting = useQuery({
    queryKey: ALARM_SETTING_KEY,
    queryFn: fetchAlarmSetting,
    enabled: signedIn,
  });
  const pushed = useRef<() => void>(() => undefined);
  const live = useAlarmPush(signedIn, () => pushed.current());
  const counters = useQuery({
    queryKey: ['alarm-counters'],
    queryFn: () => fetchAlarmCounters(since.current),
    enabled: signedIn,
    refetchInterval: live ? ALARM_WINDOW_REFRESH_MS : ALARM_POLL_MS,
    refetchIntervalInBackground: true,
  });
  pushed.current = () => void counters.refetch();

  const popup = setting.data?.popup ?? true;
  const sound = setting.data?.sound ?? true;
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const value = counters.data;
    if (!value) return;
    updateCounters(
      {
        alarmRecent1Number: value.alarmRecent1Number,
        alarmRecent5Number: value.alarmRecent5Number,
        AIAlramNumber: value.AIAlramNumber,
        alarmUndisposed: value.alarmUndisposed,
        alarmNum: value.alarmUndisposed,
      },
      siteIsSecond(),
    );
    const first = since.current === undefined;
    since.current = value.latestId;
    const fresh = value.fresh.filter((alarm) => !shown.current.has(alarm.id));
    if (first || fresh.length === 0) return;
    fresh.forEach((alarm) => shown.current.add(alarm.id));
    setReminder(true);
    if (sound) playAlarmTone();
    if (!popup) return;
    fresh.slice(0, MAX_POPUPS).forEach((alarm: AlarmItem) =>
      notification.warning({
        key: `alarm-${alarm.id}`,
        message: `${alarm.vehicle}: ${alarmTypeLabel(t, alarm)}`,
        description: (
          <span data-testid="alarm-popup">
            {alarm.fenceName && <strong>{alarm.fenceName} · </strong>}
            {dayjs(alarm.gpsTime).format('YYYY-MM-DD HH:mm:ss')} · {Math.round(alarm.speed)} km/h
          </span>
        ),
        placement: 'bottomRight',
        duration: 8,
        onClick: () => void navigate('/alarmView'),
      }),
    );
  }, [counters.data, popup, sound, notification, navigate, t, updateCounters, setReminder]);

  return (
    <Tooltip title={t('title')}>
      <Badge count={informTotal} size="small" offset={[-4, 4]} overflowCount={999}>
        <Button
          type="text"
          className={className}
          icon={<BellOutlined />}
          aria-label={t('title')}
          onClick={() => void navigate('/alarmView')}
          data-testid="alarm-bell"
        />
      </Badge>
    </Tooltip>
  );
}
