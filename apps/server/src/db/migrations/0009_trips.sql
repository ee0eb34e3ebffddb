-- Trips and stops, detected as positions arrive (apps/server/src/trip/trip-detector.ts) and
-- stored, so a report over any period reads rows and every period gives the same answer.
-- A segment belongs to the period it starts in. Late positions (blind-area batches) replace
-- the segments from the end of the last trip closed before them.

CREATE TABLE trips (
  device_id    bigint NOT NULL,
  start_time   timestamptz NOT NULL,
  end_time     timestamptz NOT NULL,
  start_lat    double precision NOT NULL,
  start_lng    double precision NOT NULL,
  end_lat      double precision NOT NULL,
  end_lng      double precision NOT NULL,
  distance_m   double precision NOT NULL,
  max_speed    real NOT NULL,
  -- Litres by the fuel sensor; null when the device reports no fuel level.
  fuel_used    real,
  -- Fix time of the position that ended the trip; later positions cannot change it.
  closed_at    timestamptz NOT NULL,
  PRIMARY KEY (device_id, start_time)
);
-- Where refolding starts: the last trip closed before a late position.
CREATE INDEX trips_device_closed_idx ON trips (device_id, closed_at);

CREATE TABLE stops (
  device_id    bigint NOT NULL,
  start_time   timestamptz NOT NULL,
  end_time     timestamptz NOT NULL,
  latitude     double precision NOT NULL,
  longitude    double precision NOT NULL,
  PRIMARY KEY (device_id, start_time)
);
