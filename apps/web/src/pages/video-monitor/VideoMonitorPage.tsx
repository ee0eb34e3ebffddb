import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AudioOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import type { IntercomMode } from '@convoy/domain';
import { App, Button, Empty, Input, InputNumber, Segmented, Select, Space, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { searchDevices, type DeviceItem } from '../../api/devices';
import { CHANNEL_LAYOUTS, type ChannelLayout } from '../live/live-params';
import { VideoGrid, type VideoWindow } from '../../video/VideoGrid';
import { NETWORK_LEVELS, type NetworkLevel } from '../../video/live-url';
import { IntercomPanel } from '../../video/intercom';
import './video-monitor.css';

/** At most this many windows show the same channel (SPEC.md §8). */
export const MAX_PLAYERS_PER_CHANNEL = 4;
/** Polling play time, seconds (SPEC.md §9). */
const POLLING_SECONDS = { min: 10, max: 99_999, initial: 30 };

type Mode = 'standard' | 'polling';

/** Puts a camera in the selected window, or the first free one; the per-channel limit holds. */
export function openWindow(
  windows: readonly (VideoWindow | null)[],
  layout: number,
  selected: number | undefined,
  camera: VideoWindow,
): { windows: (VideoWindow | null)[]; opened: boolean } {
  const next = Array.from({ length: layout }, (_, i) => windows[i] ?? null);
  const same = next.filter((w) => w?.imei === camera.imei && w.channel === camera.channel).length;
  if (same >= MAX_PLAYERS_PER_CHANNEL) return { windows: next, opened: false };
  const target =
    selected !== undefined && selected < layout && next[selected] === null
      ? selected
      : next.findIndex((w) => w === null);
  next[target >= 0 ? target : (selected ?? 0) % layout] = camera;
  return { windows: next, opened: true };
}

/** The video monitor (SPEC.md §2): recorders and their channels, player windows, polling. */
export function VideoMonitorPage() {
  const { t } = useTranslation('video');
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [layout, setLayout] = useState<ChannelLayout>(4);
  const [aspect, setAspect] = useState<'16:9' | '4:3'>('16:9');
  const [mode, setMode] = useState<Mode>('standard');
  const [network, setNetwork] = useState<NetworkLevel>('normal');
  const [windows, setWindows] = useState<(VideoWindow | null)[]>([]);
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const [pollSeconds, setPollSeconds] = useState(POLLING_SECONDS.initial);
  const [pollChannels, setPollChannels] = useState<string[]>([]);
  const [polling, setPolling] = useState(false);
  const [pollPage, setPollPage] = useState(0);
  const [params] = useSearchParams();
  const handledParams = useRef<string | null>(null);
  const [talk, setTalk] = useState<{
    imei: string;
    name: string;
    channel: number;
    mode: IntercomMode;
  } | null>(null);

  const devices = useQuery({
    queryKey: ['video-devices', search],
    queryFn: ({ signal }) => searchDevices(search, signal),
  });
  const recorders = useMemo(
    () => (devices.data ?? []).filter((d: DeviceItem) => d.channels > 0),
    [devices.data],
  );

  const cameraOf = (device: DeviceItem, channel: number): VideoWindow => ({
    imei: device.imei,
    channel,
    label: `${device.name} · ${t('channel', { channel })}`,
  });

  const open = (cameras: VideoWindow[]) => {
    setWindows((current) => {
      let next = current;
      for (const camera of cameras) {
        const result = openWindow(
          next,
          layout,
          cameras.length === 1 ? selected : undefined,
          camera,
        );
        if (!result.opened) void message.warning(t('maxPlayersPerChannel'));
        next = result.windows;
      }
      return next;
    });
  };

  const tree: DataNode[] = recorders.map((device) => ({
    key: device.imei,
    title: device.name,
    children: Array.from({ length: device.channels }, (_, i) => ({
      key: `${device.imei}@${i + 1}`,
      title: t('channel', { channel: i + 1 }),
      isLeaf: true,
    })),
  }));

  const onDoubleClick = (key: string) => {
    const [imei, channelText] = key.split('@');
    const device = recorders.find((d) => d.imei === imei);
    if (!device) return;
    if (channelText) open([cameraOf(device, Number(channelText))]);
    else
      open(
        Array.from({ length: Math.min(device.channels, layout) }, (_, i) =>
          cameraOf(device, i + 1),
        ),
      );
  };

  // ?imei=…&mode=intercom|monitor (the realtime monitor's device controls) opens the intercom
  // or listen-in with that recorder; ?imei= alone opens its channels.
  useEffect(() => {
    const imei = params.get('imei');
    if (!imei || recorders.length === 0 || handledParams.current === params.toString()) return;
    const device = recorders.find((d) => d.imei === imei);
    if (!device) return;
    handledParams.current = params.toString();
    const wanted = params.get('mode');
    if (wanted === 'intercom' || wanted === 'monitor') {
      setTalk({
        imei,
        name: device.name,
        channel: 1,
        mode: wanted === 'intercom' ? 'talk' : 'listen',
      });
    } else {
      open(
        Array.from({ length: Math.min(device.channels, layout) }, (_, i) =>
          cameraOf(device, i + 1),
        ),
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, recorders]);

  const selectedCamera = selected !== undefined ? (windows[selected] ?? null) : null;
  const startTalk = (mode: IntercomMode) => {
    if (!selectedCamera) {
      void message.info(t('intercom.selectCamera'));
      return;
    }
    const device = recorders.find((d) => d.imei === selectedCamera.imei);
    setTalk({
      imei: selectedCamera.imei,
      name: device?.name ?? selectedCamera.imei,
      channel: selectedCamera.channel,
      mode,
    });
  };

  // Polling: every play time, the next page of the chosen channels fills the windows.
  const pollCameras = useMemo(
    () =>
      pollChannels.flatMap((key) => {
        const [imei, channelText] = key.split('@');
        const device = recorders.find((d) => d.imei === imei);
        return device && channelText ? [cameraOf(device, Number(channelText))] : [];
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pollChannels, recorders],
  );
  useEffect(() => {
    if (mode !== 'polling' || !polling || pollCameras.length === 0) return;
    const pages = Math.max(1, Math.ceil(pollCameras.length / layout));
    const page = pollPage % pages;
    setWindows(pollCameras.slice(page * layout, page * layout + layout));
    const timer = setTimeout(() => setPollPage((p) => p + 1), pollSeconds * 1000);
    return () => clearTimeout(timer);
  }, [mode, polling, pollCameras, pollPage, pollSeconds, layout]);

  return (
    <div className="video-monitor">
      <aside className="video-monitor__side">
        <Input.Search
          placeholder={t('searchDevice')}
          allowClear
          onSearch={setSearch}
          aria-label={t('searchDevice')}
        />
        {tree.length === 0 ? (
          <Empty description={t('noDevices')} />
        ) : mode === 'standard' ? (
          <Tree
            className="video-monitor__tree"
            treeData={tree}
            defaultExpandAll
            onDoubleClick={(_, node) => onDoubleClick(String(node.key))}
          />
        ) : (
          <Tree
            className="video-monitor__tree"
            treeData={tree}
            defaultExpandAll
            checkable
            checkedKeys={pollChannels}
            onCheck={(keys) =>
              setPollChannels(
                (Array.isArray(keys) ? keys : keys.checked)
                  .map(String)
                  .filter((k) => k.includes('@')),
              )
            }
          />
        )}
        <div className="video-monitor__hint">{t('doubleClickHint')}</div>
      </aside>
      <section className="video-monitor__main">
        <Space wrap className="video-monitor__bar">
          <Segmented<Mode>
            value={mode}
            onChange={(value) => {
              setMode(value);
              setPolling(false);
            }}
            options={[
              { label: t('standard'), value: 'standard' },
              { label: t('polling'), value: 'polling' },
            ]}
          />
          <span>{t('layout')}</span>
          <Segmented<ChannelLayout>
            value={layout}
            onChange={setLayout}
            options={CHANNEL_LAYOUTS.map((n) => ({ label: String(n), value: n }))}
            aria-label={t('layout')}
          />
          <span>{t('aspect')}</span>
          <Segmented<'16:9' | '4:3'>
            value={aspect}
            onChange={setAspect}
            options={['16:9', '4:3']}
          />
          <span>{t('networkLevel')}</span>
          <Select<NetworkLevel>
            value={network}
            onChange={setNetwork}
            style={{ width: 110 }}
            options={NETWORK_LEVELS.map((level) => ({ value: level, label: t(`net_${level}`) }))}
          />
          {mode === 'polling' && (
            <>
              <span>{t('pollingSeconds')}</span>
              <InputNumber
                min={POLLING_SECONDS.min}
                max={POLLING_SECONDS.max}
                value={pollSeconds}
                onChange={(value) => setPollSeconds(value ?? POLLING_SECONDS.initial)}
              />
              <Button
                type="primary"
                onClick={() => setPolling((p) => !p)}
                disabled={pollChannels.length === 0}
              >
                {polling ? t('stop') : t('start')}
              </Button>
            </>
          )}
          <Button icon={<AudioOutlined />} onClick={() => startTalk('talk')}>
            {t('intercom.openIntercom')}
          </Button>
          <Button icon={<CustomerServiceOutlined />} onClick={() => startTalk('listen')}>
            {t('intercom.openMonitor')}
          </Button>
          <Button onClick={() => setWindows([])}>{t('closeAll')}</Button>
        </Space>
        <div className="video-monitor__grid">
          <VideoGrid
            layout={layout}
            windows={windows}
            aspect={aspect}
            networkLevel={network}
            {...(selected !== undefined ? { selected } : {})}
            onSelect={setSelected}
            onCloseWindow={(index) =>
              setWindows((current) => current.map((w, i) => (i === index ? null : w)))
            }
          />
        </div>
      </section>
      {talk && (
        <IntercomPanel
          imei={talk.imei}
          name={talk.name}
          channel={talk.channel}
          mode={talk.mode}
          onClose={() => setTalk(null)}
        />
      )}
    </div>
  );
}
