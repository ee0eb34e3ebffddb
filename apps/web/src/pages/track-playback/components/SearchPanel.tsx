import { useState } from 'react';
import { AutoComplete, Button, DatePicker, Form, InputNumber, Segmented } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { MAX_TRACK_SEARCH_DAYS, type TrackSearchMode } from '@convoy/domain';
import { searchDevices } from '../../../api/devices';

export interface PlaybackSearch {
  imei: string;
  mode: TrackSearchMode;
  start: Dayjs;
  end: Dayjs;
  minSpeed: number;
}

const DAY_MS = 86_400_000;

/** Device, search mode (trip, time, speed), period within the mode's limit, minimum speed. */
export function SearchPanel({
  initialImei,
  initialMode,
  initialRange,
  loading,
  onSearch,
}: {
  initialImei: string;
  /** From a link (?mode=…&start=…&end=…): the monitor's track control, bookmarks. */
  initialMode?: TrackSearchMode | undefined;
  initialRange?: [Dayjs, Dayjs] | undefined;
  loading: boolean;
  onSearch: (search: PlaybackSearch) => void;
}) {
  const { t } = useTranslation(['playback', 'errors']);
  const [device, setDevice] = useState(initialImei);
  const [mode, setMode] = useState<TrackSearchMode>(initialMode ?? 'trip');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(
    () => initialRange ?? [dayjs().subtract(1, 'day'), dayjs()],
  );
  const [minSpeed, setMinSpeed] = useState(60);
  const [error, setError] = useState<string | null>(null);
  const devices = useQuery({
    queryKey: ['playback-devices', device],
    queryFn: ({ signal }) => searchDevices(device, signal),
  });

  const submit = () => {
    const imei = device.trim();
    if (!imei) {
      setError(t('playback:selectDevice'));
      return;
    }
    const [start, end] = range;
    const days = MAX_TRACK_SEARCH_DAYS[mode];
    if (start.isAfter(end)) {
      setError(t('errors:validation.startAfterEnd'));
      return;
    }
    if (end.valueOf() - start.valueOf() > days * DAY_MS) {
      setError(t('errors:validation.dateRangeTooLong', { days }));
      return;
    }
    setError(null);
    onSearch({ imei, mode, start, end, minSpeed });
  };

  const presets: { label: string; value: [Dayjs, Dayjs] }[] = [
    { label: t('playback:range.today'), value: [dayjs().startOf('day'), dayjs()] },
    {
      label: t('playback:range.yesterday'),
      value: [dayjs().subtract(1, 'day').startOf('day'), dayjs().startOf('day')],
    },
    { label: t('playback:range.last3Days'), value: [dayjs().subtract(3, 'day'), dayjs()] },
    { label: t('playback:range.lastWeek'), value: [dayjs().subtract(7, 'day'), dayjs()] },
    { label: t('playback:range.thisMonth'), value: [dayjs().startOf('month'), dayjs()] },
  ];

  return (
    <Form layout="vertical" className="playback-search" onFinish={submit}>
      <Form.Item label={t('playback:device')} htmlFor="playback-device">
        <AutoComplete
          id="playback-device"
          value={device}
          onChange={setDevice}
          placeholder={t('playback:devicePlaceholder')}
          options={(devices.data ?? []).slice(0, 20).map((d) => ({
            value: d.imei,
            label: `${d.name} (${d.imei})`,
          }))}
          aria-label={t('playback:device')}
        />
      </Form.Item>
      <Form.Item label={t('playback:mode')}>
        <Segmented<TrackSearchMode>
          block
          value={mode}
          onChange={setMode}
          options={[
            { value: 'trip', label: t('playback:byTrip') },
            { value: 'time', label: t('playback:byTime') },
            { value: 'speed', label: t('playback:bySpeed') },
          ]}
        />
      </Form.Item>
      <Form.Item label={`${t('playback:start')} – ${t('playback:end')}`}>
        <DatePicker.RangePicker
          showTime
          value={range}
          presets={presets}
          allowClear={false}
          onChange={(value) => {
            if (value?.[0] && value[1]) setRange([value[0], value[1]]);
          }}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {mode === 'speed' && (
        <Form.Item label={t('playback:minSpeed')} htmlFor="playback-min-speed">
          <InputNumber
            id="playback-min-speed"
            min={0}
            max={400}
            value={minSpeed}
            onChange={(value) => setMinSpeed(value ?? 0)}
            style={{ width: '100%' }}
          />
        </Form.Item>
      )}
      {error && (
        <div role="alert" className="playback-error">
          {error}
        </div>
      )}
      <Button type="primary" htmlType="submit" block loading={loading}>
        {t('playback:search')}
      </Button>
    </Form>
  );
}
