-- Recordings sent on from recorders (SPEC.md §4 Video file upload): by FTP with 0x9206 to the
-- configured FTP server, or into the server's own storage (cloud upload). A failed task is
-- incomplete, first with an automatic retry pending, then for the user to retry by hand.
CREATE TABLE video_upload_tasks (
  id            bigserial PRIMARY KEY,
  device_id     bigint NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  account_id    bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  target        text NOT NULL CHECK (target IN ('ftp', 'cloud')),
  channel       smallint NOT NULL,
  start_time    timestamptz NOT NULL,
  end_time      timestamptz NOT NULL,
  stream_type   smallint NOT NULL DEFAULT 0,
  storage_type  smallint NOT NULL DEFAULT 0,
  av_type       smallint NOT NULL DEFAULT 0,
  status        text NOT NULL DEFAULT 'pending'
                CHECK (status IN ('pending', 'inProgress', 'completed', 'incomplete')),
  -- For incomplete tasks: 'automatic' (the platform retries once) or 'manual' (the user does).
  retry_mode    text CHECK (retry_mode IN ('automatic', 'manual')),
  attempts      smallint NOT NULL DEFAULT 0,
  -- Where the file went: the FTP path, or the server recording it became.
  remote_path   text,
  recording_id  bigint,
  error         text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX video_upload_tasks_device ON video_upload_tasks (device_id, created_at DESC);
CREATE INDEX video_upload_tasks_account ON video_upload_tasks (account_id, created_at DESC);

-- Recordings kept on the server: segments of channels recorded as they stream, and cloud uploads.
CREATE TABLE server_recordings (
  id           bigserial PRIMARY KEY,
  device_id    bigint NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  channel      smallint NOT NULL,
  source       text NOT NULL CHECK (source IN ('recorder', 'cloud')),
  start_time   timestamptz NOT NULL,
  end_time     timestamptz NOT NULL,
  size         bigint NOT NULL,
  -- Relative to DATA_DIR/recordings.
  file_name    text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX server_recordings_device ON server_recordings (device_id, channel, start_time);

-- Channels the server records as they stream.
CREATE TABLE server_recording_channels (
  device_id   bigint NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  channel     smallint NOT NULL,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (device_id, channel)
);
