import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import {
  Alert,
  Button,
  DatePicker,
  Empty,
  Form,
  Segmented,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  TimePicker,
  Tooltip,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  BackwardOutlined,
  CloudUploadOutlined,
  DownloadOutlined,
  ExportOutlined,
  ForwardOutlined,
  PauseOutlined,
  PlayCircleOutlined,
  RedoOutlined,
  SearchOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { VideoPlayer } from '../../video/VideoPlayer';
import { describeError } from '../../app/describe-error';
import {
  ALARM_FILTERS,
  downloadUrl,
  localDateTime,
  PLAYBACK_SPEEDS,
  playbackStreamUrl,
  RECORD_TYPES,
  searchRequest,
  SEEK_STEP_MS,
  seekTarget,
  timelineRows,
  uploadSpan,
  uploadTaskActive,
  type PlaybackFilters,
  type RecordFile,
} from './playback-model';
import {
  controlPlayback,
  createUploadTask,
  exportRecordList,
  findRecorders,
  getUploadTasks,
  queryResources,
  retryUploadTask,
  serverRecordingChannels,
  sessionToken,
  setServerRecording,
  type DeviceChoice,
  type UploadTask,
} from './playback-api';
import './video-playback.css';

type View = 'timeline' | 'list' | 'tasks';

const TASK_STATUS_COLORS: Record<UploadTask['status'], string> = {
  pending: 'default',
  inProgress: 'processing',
  completed: 'success',
  incomplete: 'warning',
};

interface Playing {
  file: RecordFile;
  /** Where the stream was opened. */
  from: Date;
  /** Bumped to reopen the stream. */
  session: number;
}

const TIME_FORMAT = 'HH:mm:ss';

/** Channel, start and end: the columns the recordings list and the upload tasks share. */
function periodColumns<Row extends { channel: number; startTime: string; endTime: string }>(
  t: TFunction<'video'>,
): ColumnsType<Row> {
  return [
    {
      title: t('playback.channel'),
      dataIndex: 'channel',
      render: (channel: number) => t('channel', { channel }),
    },
    {
      title: t('playback.start'),
      dataIndex: 'startTime',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: t('playback.end'),
      dataIndex: 'endTime',
      render: (v: string) => dayjs(v).format(TIME_FORMAT),
    },
  ];
}

function fileKey(file: RecordFile): string {
  return `${file.channel}/${file.startTime}/${file.location}`;
}

function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/**
 * Recorded video of a recorder (SPEC.md §2 /videoPlayback and /playback): search by device,
 * channel, record location, stream type, record type, alarm type and time; the recordings
 * as a timeline per channel or as a list; play, pause, resume, seek and speed; download a
 * recording as MP4, upload it to the FTP server or to the server's storage (with the upload
 * tasks and their states), record a channel on the server, and export the list as .xlsx.
 */
export function PlaybackView({
  fixedImei,
  token,
  initial,
}: {
  /** The embeddable page plays one device, named in its address. */
  fixedImei?: string;
  token?: string | null;
  /** Filters given by the page's address (device and period). */
  initial?: Partial<PlaybackFilters>;
}) {
  const { t, i18n } = useTranslation('video');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<PlaybackFilters>(() => ({
    imei: fixedImei ?? '',
    channel: 0,
    location: 'device',
    streamType: 0,
    recordType: 'audioVideo',
    alarmType: '',
    date: dayjs().format('YYYY-MM-DD'),
    startTime: '00:00:00',
    endTime: '23:59:59',
    ...initial,
    ...(fixedImei ? { imei: fixedImei } : {}),
  }));
  const [error, setError] = useState<string | null>(null);
  /** A server recording whose file is gone: offered from the recorder instead (SPEC.md §8). */
  const [fromDevice, setFromDevice] = useState<RecordFile | null>(null);
  const [files, setFiles] = useState<RecordFile[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [view, setView] = useState<View>('timeline');
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [paused, setPaused] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [position, setPosition] = useState<Date | null>(null);
  const queryClient = useQueryClient();

  const recorders = useQuery({
    queryKey: ['playback-recorders', fixedImei ?? search, token ?? ''],
    queryFn: () => findRecorders(fixedImei ?? search, token),
  });
  const device: DeviceChoice | undefined = (recorders.data ?? []).find(
    (d) => d.imei === filters.imei,
  );
  const channelCount = device?.channels ?? (fixedImei ? 8 : 0);
  const set = (patch: Partial<PlaybackFilters>) => setFilters((f) => ({ ...f, ...patch }));

  const tasks = useQuery({
    queryKey: ['upload-tasks', filters.imei, token ?? ''],
    queryFn: () => getUploadTasks(filters.imei, token),
    enabled: view === 'tasks',
    refetchInterval: (query) => ((query.state.data ?? []).some(uploadTaskActive) ? 2000 : false),
  });
  const recordedChannels = useQuery({
    queryKey: ['server-recording-channels', filters.imei, token ?? ''],
    queryFn: () => serverRecordingChannels(filters.imei, token),
    enabled: filters.imei !== '' && filters.channel > 0,
  });

  // The position follows the playing recording at its speed.
  useEffect(() => {
    if (!playing || paused) return;
    const factor = PLAYBACK_SPEEDS.find((s) => s.code === speed)?.factor ?? 1;
    const timer = setInterval(() => {
      setPosition((p) => (p ? new Date(p.getTime() + 1000 * factor) : p));
    }, 1000);
    return () => clearInterval(timer);
  }, [playing, paused, speed]);

  const runSearch = async () => {
    const request = searchRequest(filters);
    if (!request.ok) {
      setError(t(`errors:${request.error}`));
      return;
    }
    setError(null);
    setSearching(true);
    try {
      const found = await queryResources(request.body, token);
      setFiles(found);
      if (found.length === 0) setError(t('errors:playback.noRecordFiles'));
    } catch (cause) {
      setFiles(null);
      setError(describeError(cause, i18n));
    } finally {
      setSearching(false);
    }
  };

  const imei = filters.imei;
  const play = (file: RecordFile, from = new Date(file.startTime)) => {
    setFromDevice(null);
    if (file.location === 'server' && file.id) {
      void fetch(playbackStreamUrl(imei, file, from, sessionToken(token)), { method: 'HEAD' }).then(
        (answer) => {
          if (answer.status !== 404) return;
          setPlaying(null);
          setError(t('errors:playback.fileNotOnServer'));
          const { id: _gone, ...rest } = file;
          setFromDevice({ ...rest, location: 'device' });
        },
        () => undefined,
      );
    }
    setPlaying((p) => ({ file, from, session: (p?.session ?? 0) + 1 }));
    setPosition(from);
    setPaused(false);
    setSpeed(1);
  };

  const control = (
    action: 'pause' | 'resume' | 'fastForward' | 'seek',
    extra: { speed?: number; seekTo?: string } = {},
  ) => {
    if (!playing) return Promise.resolve(false);
    return controlPlayback({ imei, channel: playing.file.channel, action, ...extra }, token).then(
      () => true,
      (cause: unknown) => {
        setError(describeError(cause, i18n));
        return false;
      },
    );
  };

  const seek = (deltaMs: number) => {
    if (!playing || !position) return;
    const to = seekTarget(playing.file, position, deltaMs);
    void control('seek', { seekTo: to.toISOString() }).then((done) => {
      if (done) setPosition(to);
    });
  };

  const exportList = () => {
    if (!files || files.length === 0) return;
    exportRecordList(imei, files, `${imei}-${filters.date ?? ''}-recordings.xlsx`, token).catch(
      (cause: unknown) => setError(describeError(cause, i18n)),
    );
  };

  /** FTP upload (0x9206) or cloud upload of a recording; the task list shows how it goes. */
  const upload = (file: RecordFile, target: 'ftp' | 'cloud') => {
    setError(null);
    createUploadTask(
      {
        imei,
        channel: file.channel,
        ...uploadSpan(file),
        target,
        streamType: file.streamType,
        storageType: file.storageType,
      },
      token,
    ).then(
      () => {
        setView('tasks');
        void queryClient.invalidateQueries({ queryKey: ['upload-tasks'] });
      },
      (cause: unknown) => setError(describeError(cause, i18n)),
    );
  };

  const retry = (task: UploadTask) => {
    retryUploadTask(task.id, token).then(
      () => void queryClient.invalidateQueries({ queryKey: ['upload-tasks'] }),
      (cause: unknown) => setError(describeError(cause, i18n)),
    );
  };

  const recordOnServer = (enabled: boolean) => {
    setServerRecording({ imei, channel: filters.channel, enabled }, token).then(
      () => void recordedChannels.refetch(),
      (cause: unknown) => setError(describeError(cause, i18n)),
    );
  };

  const playTaskRecording = (task: UploadTask) => {
    if (!task.recordingId) return;
    play({
      id: task.recordingId,
      channel: task.channel,
      startTime: task.startTime,
      endTime: task.endTime,
      size: 0,
      streamType: 1,
      storageType: 1,
      avType: 0,
      alarm: 0,
      videoAlarm: 0,
      location: 'server',
    });
  };

  const dayStart = useMemo(
    () => localDateTime(filters.date ?? dayjs().format('YYYY-MM-DD'), '00:00:00'),
    [filters.date],
  );
  const rows = useMemo(() => timelineRows(files ?? [], dayStart), [files, dayStart]);
  const current = playing ? fileKey(playing.file) : null;

  const columns: ColumnsType<RecordFile> = [
    ...periodColumns<RecordFile>(t),
    {
      title: t('playback.duration'),
      key: 'duration',
      render: (_, f) =>
        formatDuration(new Date(f.endTime).getTime() - new Date(f.startTime).getTime()),
    },
    {
      title: t('playback.sizeMb'),
      dataIndex: 'size',
      render: (size: number) => (size / 1_048_576).toFixed(1),
    },
    {
      title: t('playback.location'),
      dataIndex: 'location',
      render: (v: string) => t(`playback.location_${v}`),
    },
    {
      title: t('playback.alarm'),
      key: 'alarm',
      render: (_, f) => (f.alarm || f.videoAlarm ? t('playback.yes') : t('playback.no')),
    },
    {
      title: t('playback.actions'),
      key: 'actions',
      render: (_, f) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<PlayCircleOutlined />} onClick={() => play(f)}>
            {t('playback.play')}
          </Button>
          <Tooltip title={t('playback.downloadHint')}>
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              href={downloadUrl(imei, f, sessionToken(token))}
              download
            >
              {t('playback.download')}
            </Button>
          </Tooltip>
          {f.location === 'device' && (
            <>
              <Button
                type="link"
                size="small"
                icon={<CloudUploadOutlined />}
                onClick={() => upload(f, 'cloud')}
              >
                {t('playback.cloudUpload')}
              </Button>
              <Button
                type="link"
                size="small"
                icon={<UploadOutlined />}
                onClick={() => upload(f, 'ftp')}
              >
                {t('playback.ftpUpload')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  const taskColumns: ColumnsType<UploadTask> = [
    {
      title: t('playback.task.target'),
      dataIndex: 'target',
      render: (target: UploadTask['target']) => t(`playback.task.target_${target}`),
    },
    ...(fixedImei || filters.imei
      ? []
      : [
          {
            title: t('device'),
            key: 'device',
            render: (_: unknown, task: UploadTask) => task.deviceName,
          },
        ]),
    ...periodColumns<UploadTask>(t),
    {
      title: t('playback.task.status'),
      key: 'status',
      render: (_, task) => (
        <Tag color={TASK_STATUS_COLORS[task.status]} className="video-playback__task-status">
          {t(`playback.task.status_${task.status}`)}
          {task.status === 'incomplete' && task.retryMode
            ? ` (${t(`playback.task.retry_${task.retryMode}`)})`
            : ''}
        </Tag>
      ),
    },
    {
      title: t('playback.task.attempts'),
      dataIndex: 'attempts',
    },
    {
      title: t('playback.task.updated'),
      dataIndex: 'updatedAt',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: t('playback.actions'),
      key: 'actions',
      render: (_, task) => (
        <Space size={0}>
          {task.status === 'incomplete' && (
            <Button type="link" size="small" icon={<RedoOutlined />} onClick={() => retry(task)}>
              {t('playback.task.retry')}
            </Button>
          )}
          {task.status === 'completed' && task.recordingId && (
            <Button
              type="link"
              size="small"
              icon={<PlayCircleOutlined />}
              onClick={() => playTaskRecording(task)}
            >
              {t('playback.play')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const hours = [0, 3, 6, 9, 12, 15, 18, 21, 24];

  return (
    <div className="video-playback">
      <Form layout="vertical" size="small" className="video-playback__filters" component="div">
        {!fixedImei && (
          <Form.Item label={t('device')} htmlFor="playback-device">
            <Select
              id="playback-device"
              showSearch={{ filterOption: false, onSearch: setSearch }}
              value={filters.imei || undefined}
              placeholder={t('searchDevice')}
              loading={recorders.isFetching}
              notFoundContent={t('noDevices')}
              options={(recorders.data ?? []).map((d) => ({
                value: d.imei,
                label: `${d.name} (${d.imei})`,
              }))}
              onChange={(value: string) => set({ imei: value, channel: 0 })}
            />
          </Form.Item>
        )}
        <Form.Item label={t('playback.channel')} htmlFor="playback-channel">
          <Select
            id="playback-channel"
            value={filters.channel}
            options={[
              { value: 0, label: t('allChannels') },
              ...Array.from({ length: channelCount }, (_, i) => ({
                value: i + 1,
                label: t('channel', { channel: i + 1 }),
              })),
            ]}
            onChange={(value: number) => set({ channel: value })}
          />
        </Form.Item>
        <Form.Item label={t('playback.location')}>
          <Segmented
            block
            value={filters.location}
            options={(['device', 'server'] as const).map((value) => ({
              value,
              label: t(`playback.location_${value}`),
            }))}
            onChange={(value) => set({ location: value })}
          />
        </Form.Item>
        <Form.Item label={t('playback.streamType')} htmlFor="playback-stream">
          <Select
            id="playback-stream"
            value={filters.streamType}
            options={[
              { value: 0, label: t('playback.anyStream') },
              { value: 1, label: t('mainStream') },
              { value: 2, label: t('subStream') },
            ]}
            onChange={(value: number) => set({ streamType: value })}
          />
        </Form.Item>
        <Form.Item label={t('playback.recordType')} htmlFor="playback-record-type">
          <Select
            id="playback-record-type"
            value={filters.recordType}
            options={RECORD_TYPES.map((value) => ({
              value,
              label: t(`playback.recordType_${value}`),
            }))}
            onChange={(value) => set({ recordType: value })}
          />
        </Form.Item>
        <Form.Item label={t('playback.alarmType')} htmlFor="playback-alarm-type">
          <Select
            id="playback-alarm-type"
            showSearch={{ optionFilterProp: 'label' }}
            value={filters.alarmType}
            options={[
              { value: '', label: t('playback.anyAlarm') },
              ...ALARM_FILTERS.map((value) => ({ value, label: t(`alarm:types.${value}`) })),
            ]}
            onChange={(value: string) => set({ alarmType: value })}
          />
        </Form.Item>
        <Form.Item label={t('playback.date')} htmlFor="playback-date">
          <DatePicker
            id="playback-date"
            style={{ width: '100%' }}
            value={filters.date ? dayjs(filters.date) : null}
            onChange={(value: Dayjs | null) =>
              set({ date: value ? value.format('YYYY-MM-DD') : null })
            }
          />
        </Form.Item>
        <Space.Compact block>
          <Form.Item label={t('playback.startTime')} htmlFor="playback-start" style={{ flex: 1 }}>
            <TimePicker
              id="playback-start"
              needConfirm={false}
              style={{ width: '100%' }}
              value={filters.startTime ? dayjs(filters.startTime, TIME_FORMAT) : null}
              onChange={(value: Dayjs | null) =>
                set({ startTime: value ? value.format(TIME_FORMAT) : null })
              }
            />
          </Form.Item>
          <Form.Item label={t('playback.endTime')} htmlFor="playback-end" style={{ flex: 1 }}>
            <TimePicker
              id="playback-end"
              needConfirm={false}
              style={{ width: '100%' }}
              value={filters.endTime ? dayjs(filters.endTime, TIME_FORMAT) : null}
              onChange={(value: Dayjs | null) =>
                set({ endTime: value ? value.format(TIME_FORMAT) : null })
              }
            />
          </Form.Item>
        </Space.Compact>
        <Button
          type="primary"
          block
          icon={<SearchOutlined />}
          loading={searching}
          onClick={() => void runSearch()}
        >
          {t('playback.search')}
        </Button>
        {error && (
          <Alert
            className="video-playback__error"
            type="warning"
            showIcon
            title={error}
            action={
              fromDevice ? (
                <Button size="small" onClick={() => play(fromDevice)}>
                  {t('playback.playFromDevice')}
                </Button>
              ) : undefined
            }
          />
        )}
      </Form>

      <div className="video-playback__main">
        <div className="video-playback__player">
          {playing ? (
            <VideoPlayer
              key={playing.session}
              imei={imei}
              channel={playing.file.channel}
              label={`${t('channel', { channel: playing.file.channel })} · ${dayjs(playing.from).format('HH:mm:ss')}`}
              streamUrl={playbackStreamUrl(imei, playing.file, playing.from, sessionToken(token))}
              {...(token ? { token } : {})}
            />
          ) : (
            <div className="video-playback__idle">{t('playback.choose')}</div>
          )}
        </div>
        <div className="video-playback__controls">
          {paused ? (
            <Button
              icon={<PlayCircleOutlined />}
              disabled={!playing}
              onClick={() => void control('resume').then((done) => done && setPaused(false))}
            >
              {t('playback.resume')}
            </Button>
          ) : (
            <Button
              icon={<PauseOutlined />}
              disabled={!playing}
              onClick={() => void control('pause').then((done) => done && setPaused(true))}
            >
              {t('playback.pause')}
            </Button>
          )}
          <Button
            icon={<BackwardOutlined />}
            disabled={!playing}
            onClick={() => seek(-SEEK_STEP_MS)}
          >
            {t('playback.back', { seconds: SEEK_STEP_MS / 1000 })}
          </Button>
          <Button icon={<ForwardOutlined />} disabled={!playing} onClick={() => seek(SEEK_STEP_MS)}>
            {t('playback.forward', { seconds: SEEK_STEP_MS / 1000 })}
          </Button>
          <span>{t('playback.speed')}</span>
          <Select
            aria-label={t('playback.speed')}
            disabled={!playing}
            value={speed}
            style={{ width: 80 }}
            options={PLAYBACK_SPEEDS.map((s) => ({ value: s.code, label: `×${s.factor}` }))}
            onChange={(code: number) =>
              void control('fastForward', { speed: code }).then((done) => done && setSpeed(code))
            }
          />
          {position && (
            <span className="video-playback__position">
              {t('playback.position')} {dayjs(position).format('HH:mm:ss')}
            </span>
          )}
        </div>

        <div className="video-playback__results">
          <div className="video-playback__results-bar">
            <Segmented<View>
              value={view}
              options={[
                { value: 'timeline', label: t('playback.timeline') },
                { value: 'list', label: t('playback.list') },
                { value: 'tasks', label: t('playback.task.title') },
              ]}
              onChange={(value) => setView(value)}
            />
            <span className="video-playback__count">
              {files ? t('playback.count', { count: files.length }) : ''}
            </span>
            {filters.imei && filters.channel > 0 && (
              <label className="video-playback__record-switch">
                <Switch
                  size="small"
                  checked={(recordedChannels.data ?? []).includes(filters.channel)}
                  loading={recordedChannels.isFetching}
                  onChange={recordOnServer}
                />
                {t('playback.recordOnServer', { channel: filters.channel })}
              </label>
            )}
            <Tooltip title={t('playback.exportHint')}>
              <Button
                icon={<ExportOutlined />}
                disabled={!files || files.length === 0}
                onClick={exportList}
              >
                {t('playback.export')}
              </Button>
            </Tooltip>
          </div>
          {view === 'tasks' ? (
            <Table<UploadTask>
              size="small"
              className="video-playback__tasks"
              rowKey="id"
              columns={taskColumns}
              dataSource={tasks.data ?? []}
              loading={tasks.isLoading}
              locale={{ emptyText: t('playback.task.empty') }}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
            />
          ) : view === 'list' ? (
            <Table<RecordFile>
              size="small"
              rowKey={fileKey}
              columns={columns}
              dataSource={files ?? []}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              rowClassName={(f) => (fileKey(f) === current ? 'video-playback__row--playing' : '')}
            />
          ) : rows.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <div className="video-playback__timeline" role="list">
              <div className="video-playback__scale">
                {hours.map((h) => (
                  <span key={h} style={{ left: `${(h / 24) * 100}%` }}>
                    {String(h).padStart(2, '0')}:00
                  </span>
                ))}
              </div>
              {rows.map((row) => (
                <div className="video-playback__lane" key={row.channel} role="listitem">
                  <span className="video-playback__lane-label">
                    {t('channel', { channel: row.channel })}
                  </span>
                  <div className="video-playback__track">
                    {row.bars.map((bar) => (
                      <button
                        type="button"
                        key={fileKey(bar.file)}
                        className={`video-playback__bar${bar.file.alarm || bar.file.videoAlarm ? ' video-playback__bar--alarm' : ''}${fileKey(bar.file) === current ? ' video-playback__bar--playing' : ''}`}
                        style={{ left: `${bar.left}%`, width: `${bar.width}%` }}
                        title={`${dayjs(bar.file.startTime).format(TIME_FORMAT)} – ${dayjs(bar.file.endTime).format(TIME_FORMAT)}`}
                        aria-label={`${t('playback.play')} ${t('channel', { channel: row.channel })} ${dayjs(bar.file.startTime).format(TIME_FORMAT)}`}
                        onClick={() => play(bar.file)}
                      />
                    ))}
                  </div>
                </div>
              ))}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
