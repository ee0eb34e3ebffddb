import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Checkbox, Empty, Image, List, Modal, Spin, message } from 'antd';
import { CameraOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { TRACK_SEARCH_MODES, type TrackSearchMode } from '@convoy/domain';
import { describeError } from '../../app/describe-error';
import { ConvoyMap } from '../../map/ConvoyMap';
import { MapOfflineNotice } from '../../map/MapOfflineNotice';
import { useSettingsStore } from '../../state/settings-store';
import {
  exportTrack,
  fetchPicture,
  fetchPictures,
  fetchTrack,
  fetchTripsAndParking,
  type TrackRequest,
  type TripItem,
} from './api/playback-api';
import { PlaybackBar } from './components/PlaybackBar';
import { SearchPanel, type PlaybackSearch } from './components/SearchPanel';
import {
  AlarmLayer,
  MarkerLayer,
  TrackLineLayer,
  VehicleMarkerLayer,
  type MapMarker,
} from './components/TrackLayers';
import { TripList } from './components/TripList';
import { usePlaybackStore } from './state/playback-store';
import { adjacentTrip, formatDuration, recordingsAddress } from './utils/track-math';
import './playback.css';

type TripOnly = Extract<TripItem, { kind: 'trip' }>;

function linkedMode(mode: string | null): TrackSearchMode | undefined {
  return TRACK_SEARCH_MODES.find((m) => m === mode);
}

function linkedRange(start: string | null, end: string | null): [Dayjs, Dayjs] | undefined {
  if (!start || !end || !dayjs(start).isValid() || !dayjs(end).isValid()) return undefined;
  return [dayjs(start), dayjs(end)];
}

/** Track playback (SPEC.md §2): search by trip, time or speed; replay steered by the user. */
export function TrackPlaybackPage() {
  const { t, i18n } = useTranslation(['playback', 'errors']);
  const [params] = useSearchParams();
  const mapType = useSettingsStore((s) => s.settings.map.mapType);
  const [request, setRequest] = useState<TrackRequest | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [follow, setFollow] = useState(true);
  const [photoId, setPhotoId] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);

  const track = useQuery({
    queryKey: ['playback-track', request],
    queryFn: ({ signal }) => fetchTrack(request as TrackRequest, signal),
    enabled: request !== null,
    staleTime: Infinity,
  });
  const trips = useQuery({
    queryKey: ['playback-trips', request?.imei, request?.startTime, request?.endTime],
    queryFn: () =>
      fetchTripsAndParking(
        request?.imei ?? '',
        request?.startTime ?? '',
        // A trip search may span a month; the trip list of a shorter search is the same rows.
        request?.endTime ?? '',
      ),
    enabled: request !== null,
    staleTime: Infinity,
  });
  const pictures = useQuery({
    queryKey: ['playback-pictures', request?.imei, request?.startTime, request?.endTime],
    queryFn: () =>
      fetchPictures(request?.imei ?? '', request?.startTime ?? '', request?.endTime ?? ''),
    enabled: request !== null,
    staleTime: Infinity,
  });
  const photo = useQuery({
    queryKey: ['playback-photo', photoId],
    queryFn: () => fetchPicture(photoId ?? ''),
    enabled: photoId !== null,
  });
  const exporting = useMutation({
    mutationFn: (format: 'xlsx' | 'gpx' | 'kml') =>
      exportTrack({ ...(request as TrackRequest), format }),
    onError: (error) => void message.warning(describeError(error, i18n)),
  });

  const baseTime = track.data ? Date.parse(track.data.baseTime) : 0;
  const tripList = useMemo(
    () =>
      (trips.data?.items ?? [])
        .filter((item): item is TripOnly => item.kind === 'trip')
        .map((trip) => ({
          ...trip,
          from: (Date.parse(trip.startTime) - baseTime) / 1000,
          to: (Date.parse(trip.endTime) - baseTime) / 1000,
        })),
    [trips.data, baseTime],
  );

  // The timeline: the chosen trip, or the whole period searched.
  const points = track.data?.t ?? [];
  const chosen = selected !== null ? tripList[selected] : undefined;
  const window: [number, number] = chosen
    ? [chosen.from, chosen.to]
    : [points[0] ?? 0, points[points.length - 1] ?? 0];

  const search = useCallback((s: PlaybackSearch) => {
    usePlaybackStore.getState().setPlaying(false);
    setSelected(null);
    setRequest({
      imei: s.imei,
      mode: s.mode,
      startTime: s.start.toISOString(),
      endTime: s.end.toISOString(),
      ...(s.mode === 'speed' ? { minSpeed: s.minSpeed } : {}),
    });
  }, []);

  // A new track or trip starts the clock at its beginning.
  useEffect(() => {
    usePlaybackStore.getState().setTime(window[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [track.data, selected]);

  // The replay: the clock advances `rate` seconds a second, and stops at the window's end.
  const playing = usePlaybackStore((s) => s.playing);
  const windowEnd = window[1];
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const { time, rate, setTime, setPlaying } = usePlaybackStore.getState();
      const next = time + ((now - last) / 1000) * rate;
      last = now;
      if (next >= windowEnd) {
        setTime(windowEnd);
        setPlaying(false);
        return;
      }
      setTime(next);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, windowEnd]);

  const goToTrip = (direction: 1 | -1) => {
    const target = adjacentTrip(
      tripList.map((trip) => ({ start: trip.from, end: trip.to })),
      selected,
      usePlaybackStore.getState().time,
      direction,
    );
    if (target === null) {
      void message.info(t(direction === 1 ? 'errors:track.lastTrip' : 'errors:track.firstTrip'));
      return;
    }
    setSelected(target);
  };

  const stop = () => {
    usePlaybackStore.getState().setPlaying(false);
    usePlaybackStore.getState().setTime(window[0]);
  };

  const markers = useMemo<MapMarker[]>(() => {
    const list: MapMarker[] = [];
    for (const item of trips.data?.items ?? []) {
      if (item.kind !== 'parking') continue;
      const duration = formatDuration(item.durationSeconds);
      list.push({
        key: `p-${item.startTime}`,
        kind: 'parking',
        lat: item.place.lat,
        lng: item.place.lng,
        label: `P ${duration}`,
        title: t('playback:markers.parkedFor', { duration }),
      });
    }
    if (chosen) {
      list.push(
        {
          key: 'start',
          kind: 'start',
          lat: chosen.start.lat,
          lng: chosen.start.lng,
          label: t('playback:markers.start'),
          title: t('playback:markers.start'),
        },
        {
          key: 'end',
          kind: 'end',
          lat: chosen.end.lat,
          lng: chosen.end.lng,
          label: t('playback:markers.end'),
          title: t('playback:markers.end'),
        },
      );
    }
    for (const picture of pictures.data ?? []) {
      list.push({
        key: `photo-${picture.id}`,
        kind: 'photo',
        lat: picture.lat,
        lng: picture.lng,
        label: '📷',
        title: `${t('playback:markers.photo')} ${dayjs(picture.gpsTime).format('MM-DD HH:mm:ss')}`,
        onClick: () => setPhotoId(picture.id),
      });
    }
    return list;
  }, [trips.data, pictures.data, chosen, t]);

  const error = track.error ?? trips.error;
  const trackColumns = track.data;

  return (
    <div className="playback-page">
      <aside className="playback-side">
        <SearchPanel
          initialImei={params.get('imei') ?? ''}
          initialMode={linkedMode(params.get('mode'))}
          initialRange={linkedRange(params.get('start'), params.get('end'))}
          loading={track.isFetching}
          onSearch={search}
        />
        {error && <Alert type="error" showIcon title={describeError(error, i18n)} />}
        {trackColumns && (
          <p className="playback-count">
            {t('playback:point.count', { count: trackColumns.t.length })}
          </p>
        )}
        {trips.data && <TripList data={trips.data} selected={selected} onSelect={setSelected} />}
        {request && (
          <section className="playback-media" aria-label={t('playback:media.title')}>
            <strong>{t('playback:media.title')}</strong>
            <List
              size="small"
              locale={{ emptyText: t('playback:media.empty') }}
              dataSource={pictures.data ?? []}
              renderItem={(picture) => (
                <List.Item
                  onClick={() => setPhotoId(picture.id)}
                  className="playback-media-item"
                  aria-label={t('playback:media.open')}
                >
                  <CameraOutlined /> {dayjs(picture.gpsTime).format('YYYY-MM-DD HH:mm:ss')} · CH
                  {picture.channel}
                </List.Item>
              )}
            />
            <Link to={recordingsAddress(request.imei, request.startTime, request.endTime)}>
              <VideoCameraOutlined /> {t('playback:media.videoClips')}
            </Link>
          </section>
        )}
      </aside>
      <main className="playback-main">
        {offline && <MapOfflineNotice />}
        <div className="playback-map">
          <ConvoyMap mapType={mapType} onOfflineChange={setOffline}>
            {trackColumns && trackColumns.t.length > 0 && (
              <>
                <TrackLineLayer track={trackColumns} />
                <AlarmLayer track={trackColumns} alarms={trackColumns.alarms} />
                <MarkerLayer markers={markers} />
                <VehicleMarkerLayer track={trackColumns} follow={follow} />
              </>
            )}
          </ConvoyMap>
          {track.isFetching && <Spin className="playback-spin" />}
          <div className="playback-legend" aria-label={t('playback:legend.speed')}>
            <Checkbox checked={follow} onChange={(e) => setFollow(e.target.checked)}>
              {t('playback:controls.follow')}
            </Checkbox>
          </div>
        </div>
        {trackColumns && trackColumns.t.length > 0 ? (
          <PlaybackBar
            track={trackColumns}
            baseTime={baseTime}
            window={window}
            onStop={stop}
            onPreviousTrip={() => goToTrip(-1)}
            onNextTrip={() => goToTrip(1)}
            onExport={(format) => exporting.mutate(format)}
          />
        ) : (
          trackColumns && <Empty description={t('playback:noData')} />
        )}
      </main>
      <Modal
        open={photoId !== null}
        onCancel={() => setPhotoId(null)}
        footer={null}
        title={t('playback:markers.photo')}
      >
        {photo.data ? (
          <Image src={photo.data.dataUrl} alt={t('playback:markers.photo')} />
        ) : (
          <Spin />
        )}
      </Modal>
    </div>
  );
}
