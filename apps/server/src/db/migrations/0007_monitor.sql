-- Pictures taken by JT/T 808 terminals (0x0801 multimedia data, type 0 = image), for
-- Location/GetDetailPic and GetPictureByID. Keyed by device like every growing table.
CREATE TABLE pictures (
  id           bigserial,
  device_id    bigint NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  media_id     bigint NOT NULL,
  channel      smallint NOT NULL DEFAULT 0,
  event_code   smallint NOT NULL DEFAULT 0,
  format       text NOT NULL,
  fix_time     timestamptz NOT NULL,
  received_time timestamptz NOT NULL DEFAULT now(),
  latitude     double precision NOT NULL,
  longitude    double precision NOT NULL,
  data         bytea NOT NULL,
  PRIMARY KEY (device_id, id),
  UNIQUE (device_id, media_id, fix_time)
);
CREATE INDEX pictures_device_time ON pictures (device_id, fix_time);
