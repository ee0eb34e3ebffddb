-- Foundation: accounts, sessions, devices, positions, last locations, settings.
-- Every table that grows with the fleet carries device_id in its key (the shard key of a
-- distributed PostgreSQL).

CREATE TABLE accounts (
  id                      bigserial PRIMARY KEY,
  parent_id               bigint REFERENCES accounts (id),
  account                 text NOT NULL,
  nickname                text NOT NULL DEFAULT '',
  phone                   text NOT NULL DEFAULT '',
  email                   text NOT NULL DEFAULT '',
  password_hash           text NOT NULL,
  transfer_password_hash  text,
  -- 1 for the top account; a sub-account is its parent's level + 1, at most 5.
  level                   smallint NOT NULL CHECK (level BETWEEN 1 AND 5),
  expiry                  timestamptz,
  activated               boolean NOT NULL DEFAULT true,
  menu_codes              integer[] NOT NULL DEFAULT '{}',
  language                text NOT NULL DEFAULT 'en',
  timezone_minutes        integer NOT NULL DEFAULT 480,
  -- Device credit in days (shown as years and days), GPS and DVR apart, and a device-count limit.
  gps_credit_days         integer NOT NULL DEFAULT 0 CHECK (gps_credit_days >= 0),
  dvr_credit_days         integer NOT NULL DEFAULT 0 CHECK (dvr_credit_days >= 0),
  device_limit            integer,
  created_at              timestamptz NOT NULL DEFAULT now(),
  deleted_at              timestamptz
);
CREATE UNIQUE INDEX accounts_account_key ON accounts (lower(account));
CREATE INDEX accounts_parent_idx ON accounts (parent_id);

CREATE TABLE sessions (
  -- SHA-256 of the opaque token; the token itself is never stored.
  token_hash   text PRIMARY KEY,
  account_id   bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen    timestamptz NOT NULL DEFAULT now(),
  address      text NOT NULL DEFAULT '',
  user_agent   text NOT NULL DEFAULT '',
  language     text NOT NULL DEFAULT 'en',
  ended_at     timestamptz
);
CREATE INDEX sessions_account_idx ON sessions (account_id);

CREATE TABLE device_groups (
  id          bigserial PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id),
  name        text NOT NULL,
  UNIQUE (account_id, name)
);

CREATE TABLE devices (
  id                bigserial PRIMARY KEY,
  account_id        bigint NOT NULL REFERENCES accounts (id),
  group_id          bigint REFERENCES device_groups (id),
  name              text NOT NULL,
  imei              text NOT NULL UNIQUE,
  password          text NOT NULL DEFAULT '',
  sim               text NOT NULL DEFAULT '',
  -- gps (tracker) or dvr (video recorder): which credit a device consumes.
  device_type       text NOT NULL DEFAULT 'gps' CHECK (device_type IN ('gps', 'dvr')),
  model             text NOT NULL DEFAULT '',
  protocol          text NOT NULL DEFAULT 'jt808',
  -- vehicle, person, asset or pet.
  object_type       text NOT NULL DEFAULT 'vehicle',
  initial_version   text NOT NULL DEFAULT '',
  upgrade_version   text NOT NULL DEFAULT '',
  expiry            timestamptz,
  next_pay_date     timestamptz,
  credit_years      integer NOT NULL DEFAULT 1,
  channels          smallint NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  deleted_at        timestamptz
);
CREATE INDEX devices_account_idx ON devices (account_id);

-- Positions are append-only and partitioned by fix time (one partition a month, created
-- ahead by the server; a default partition catches the rest). The key absorbs a frame that
-- a device resends after a lost acknowledgement.
CREATE TABLE positions (
  device_id      bigint NOT NULL,
  fix_time       timestamptz NOT NULL,
  received_time  timestamptz NOT NULL DEFAULT now(),
  valid          boolean NOT NULL,
  latitude       double precision NOT NULL,
  longitude      double precision NOT NULL,
  altitude       real NOT NULL DEFAULT 0,
  speed          real NOT NULL DEFAULT 0,
  course         real NOT NULL DEFAULT 0,
  satellites     smallint,
  alarm          bigint NOT NULL DEFAULT 0,
  status         bigint NOT NULL DEFAULT 0,
  odometer       double precision,
  fuel           real,
  event_id       integer,
  attributes     jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (device_id, fix_time)
) PARTITION BY RANGE (fix_time);
CREATE TABLE positions_default PARTITION OF positions DEFAULT;

CREATE TABLE last_locations (
  device_id      bigint PRIMARY KEY REFERENCES devices (id) ON DELETE CASCADE,
  fix_time       timestamptz NOT NULL,
  received_time  timestamptz NOT NULL,
  valid          boolean NOT NULL,
  latitude       double precision NOT NULL,
  longitude      double precision NOT NULL,
  altitude       real NOT NULL DEFAULT 0,
  speed          real NOT NULL DEFAULT 0,
  course         real NOT NULL DEFAULT 0,
  satellites     smallint,
  alarm          bigint NOT NULL DEFAULT 0,
  status         bigint NOT NULL DEFAULT 0,
  odometer       double precision,
  fuel           real,
  event_id       integer,
  attributes     jsonb NOT NULL DEFAULT '{}'
);

-- Settings objects of SPEC.md §3 (menu, map, general, video, style, bigScreenLock,
-- realtime, handler), one JSON value per account and group.
CREATE TABLE settings (
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  group_name  text NOT NULL,
  value       jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, group_name)
);
