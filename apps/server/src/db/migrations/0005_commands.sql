-- The command log: every command sent to a device, who sent it, and what came of it.
CREATE TABLE command_log (
  id            bigserial PRIMARY KEY,
  device_id     bigint NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  account_id    bigint NOT NULL REFERENCES accounts (id),
  command_type  text NOT NULL,
  params        jsonb NOT NULL DEFAULT '{}',
  -- pending until the device answers; then success, fail or timeout.
  result        text NOT NULL DEFAULT 'pending' CHECK (result IN ('pending', 'success', 'fail', 'timeout')),
  reply         jsonb,
  sent_at       timestamptz NOT NULL DEFAULT now(),
  completed_at  timestamptz
);
CREATE INDEX command_log_device_idx ON command_log (device_id, sent_at);
CREATE INDEX command_log_account_idx ON command_log (account_id, sent_at);
