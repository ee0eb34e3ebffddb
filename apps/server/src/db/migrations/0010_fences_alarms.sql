-- Geo-fences and their terminals (SPEC.md §3 Geo-fence), with the history of every binding.
CREATE TABLE fences (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name        text NOT NULL,
  type        text NOT NULL CHECK (type IN ('circle', 'rectangle', 'polygon', 'line')),
  shape       jsonb NOT NULL,
  color       text NOT NULL DEFAULT '#1677ff',
  line_width  smallint NOT NULL DEFAULT 2,
  area        double precision NOT NULL,
  perimeter   double precision NOT NULL,
  in_alarm    boolean NOT NULL DEFAULT true,
  out_alarm   boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fences_account ON fences (account_id);

CREATE TABLE fence_bindings (
  fence_id   bigint NOT NULL REFERENCES fences (id) ON DELETE CASCADE,
  device_id  bigint NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  bound_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (fence_id, device_id)
);
CREATE INDEX fence_bindings_device ON fence_bindings (device_id);

-- Kept when a fence or a device goes: names are copied so the history still reads.
CREATE TABLE fence_binding_history (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  fence_id    bigint NOT NULL,
  fence_name  text NOT NULL,
  device_id   bigint NOT NULL,
  imei        text NOT NULL,
  device_name text NOT NULL,
  action      text NOT NULL CHECK (action IN ('bind', 'unbind')),
  actor_id    bigint,
  actor_name  text NOT NULL DEFAULT '',
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fence_binding_history_fence ON fence_binding_history (fence_id, at);

-- Points of interest (SPEC.md §3 POI).
CREATE TABLE pois (
  id            bigserial PRIMARY KEY,
  account_id    bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name          text NOT NULL,
  content       text NOT NULL DEFAULT '',
  icon          text NOT NULL DEFAULT 'pin',
  range_metres  integer NOT NULL CHECK (range_metres BETWEEN 1 AND 10000),
  latitude      double precision NOT NULL,
  longitude     double precision NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pois_account ON pois (account_id);

-- Alarms (SPEC.md §3 Alarm), keyed by device like every table that grows with the fleet.
CREATE TABLE alarms (
  id              bigserial,
  device_id       bigint NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  type            text NOT NULL,
  source          text NOT NULL CHECK (source IN ('platform', 'terminal')),
  level           smallint,
  fence_id        bigint,
  fence_name      text,
  vehicle         text NOT NULL DEFAULT '',
  driver          text NOT NULL DEFAULT '',
  driver_phone    text NOT NULL DEFAULT '',
  licence_number  text NOT NULL DEFAULT '',
  speed           real NOT NULL DEFAULT 0,
  latitude        double precision NOT NULL DEFAULT 0,
  longitude       double precision NOT NULL DEFAULT 0,
  gps_time        timestamptz NOT NULL,
  received_time   timestamptz NOT NULL,
  state           text NOT NULL DEFAULT 'unprocessed' CHECK (state IN ('unprocessed', 'processed', 'paused')),
  description     text NOT NULL DEFAULT '',
  false_alarm     boolean NOT NULL DEFAULT false,
  handler_id      bigint,
  handler_name    text NOT NULL DEFAULT '',
  handled_at      timestamptz,
  PRIMARY KEY (device_id, id)
);
CREATE UNIQUE INDEX alarms_id ON alarms (id);
CREATE INDEX alarms_received ON alarms (received_time);
CREATE INDEX alarms_device_time ON alarms (device_id, gps_time);
CREATE INDEX alarms_unprocessed ON alarms (device_id) WHERE state = 'unprocessed';

-- Which alarms an account receives, with or without sound, and its platform thresholds.
CREATE TABLE alarm_settings (
  account_id  bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  value       jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- E-mail rules: alarms of the chosen types go to up to five addresses.
CREATE TABLE alarm_rules (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name        text NOT NULL,
  types       jsonb NOT NULL,
  emails      jsonb NOT NULL,
  enabled     boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alarm_rules_account ON alarm_rules (account_id);

-- Signed webhooks and every delivery attempt.
CREATE TABLE webhooks (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  url         text NOT NULL,
  secret      text NOT NULL,
  types       jsonb NOT NULL DEFAULT '[]',
  enabled     boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhooks_account ON webhooks (account_id);

CREATE TABLE webhook_deliveries (
  id           bigserial PRIMARY KEY,
  webhook_id   bigint NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  alarm_id     bigint NOT NULL,
  attempt      smallint NOT NULL,
  status_code  smallint,
  ok           boolean NOT NULL,
  error        text NOT NULL DEFAULT '',
  at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_webhook ON webhook_deliveries (webhook_id, at);
