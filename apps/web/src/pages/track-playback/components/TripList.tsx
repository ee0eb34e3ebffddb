import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TripAndParking, TripItem } from '../api/playback-api';
import { formatDuration } from '../utils/track-math';

type TripOnly = Extract<TripItem, { kind: 'trip' }>;

/** The trips of the period with their figures; a month can hold hundreds, so the list is virtual. */
export function TripList({
  data,
  selected,
  onSelect,
}: {
  data: TripAndParking;
  selected: number | null;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('playback');
  const trips = data.items.filter((item): item is TripOnly => item.kind === 'trip');
  const parent = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: trips.length,
    getScrollElement: () => parent.current,
    estimateSize: () => 76,
    overscan: 8,
  });
  const total = data.totals[0];

  return (
    <section className="playback-trips" aria-label={t('trips.title')}>
      <header>
        <strong>{t('trips.title')}</strong>
        {total && (
          <span className="playback-total">
            {t('trips.total')}: {total.trips} · {total.distanceKm.toFixed(1)} km ·{' '}
            {formatDuration(total.drivingSeconds)}
          </span>
        )}
      </header>
      {trips.length === 0 ? (
        <p className="playback-empty">{t('trips.empty')}</p>
      ) : (
        <div ref={parent} className="playback-trip-scroll">
          <div style={{ height: rows.getTotalSize(), position: 'relative' }}>
            {rows.getVirtualItems().map((row) => {
              const trip = trips[row.index] as TripOnly;
              return (
                <button
                  type="button"
                  key={trip.startTime}
                  className={`playback-trip${selected === row.index ? ' is-selected' : ''}`}
                  aria-pressed={selected === row.index}
                  aria-label={`${t('trips.trip')} ${row.index + 1}`}
                  onClick={() => onSelect(row.index)}
                  style={{ position: 'absolute', top: row.start, left: 0, right: 0 }}
                >
                  <span className="playback-trip-time">
                    {row.index + 1}. {dayjs(trip.startTime).format('MM-DD HH:mm')} –{' '}
                    {dayjs(trip.endTime).format('HH:mm')}
                  </span>
                  <span className="playback-trip-figures">
                    {trip.distanceKm.toFixed(1)} km · {formatDuration(trip.durationSeconds)} ·{' '}
                    {t('trips.maxSpeed')} {Math.round(trip.maxSpeed)} · {t('trips.avgSpeed')}{' '}
                    {Math.round(trip.avgSpeed)} km/h
                    {trip.fuelUsed !== null && ` · ${trip.fuelUsed.toFixed(1)} L`}
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      )}
    </section>
  );
}
