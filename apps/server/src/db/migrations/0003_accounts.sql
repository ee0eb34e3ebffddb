-- Accounts: report and app permissions, vehicle permissions, the credit ledger, roles,
-- password-reset links, the operation log, and a short id for each session (online users).

ALTER TABLE accounts ADD COLUMN report_codes text[] NOT NULL DEFAULT '{}';
ALTER TABLE accounts ADD COLUMN app_codes text[] NOT NULL DEFAULT '{}';

-- A session is named by this id on the online-users screen; the token hash stays private.
ALTER TABLE sessions ADD COLUMN id bigserial;
CREATE UNIQUE INDEX sessions_id_key ON sessions (id);

-- Vehicle permissions: devices an account sees besides those of its own tree, granted by
-- an ancestor from the devices it manages.
CREATE TABLE account_device_grants (
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  device_id   bigint NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  granted_by  bigint NOT NULL,
  granted_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, device_id)
);

-- Every change of an account's device credit, one row per account changed. Rows keep the
-- account names so that the record outlives an account deleted completely.
CREATE TABLE credit_ledger (
  id                    bigserial PRIMARY KEY,
  at                    timestamptz NOT NULL DEFAULT now(),
  account_id            bigint NOT NULL,
  account_name          text NOT NULL,
  kind                  text NOT NULL CHECK (kind IN ('gps', 'dvr')),
  delta_days            integer NOT NULL,
  -- null for the top account, the platform's source of credit, whose balance is not kept.
  balance_after         integer CHECK (balance_after >= 0),
  reason                text NOT NULL,
  counterparty_id       bigint,
  counterparty_name     text,
  actor_id              bigint NOT NULL,
  actor_name            text NOT NULL,
  device_id             bigint,
  device_imei           text,
  note                  text NOT NULL DEFAULT ''
);
CREATE INDEX credit_ledger_account_idx ON credit_ledger (account_id, at);

-- Roles of rule management with their data scope.
CREATE TABLE roles (
  id           bigserial PRIMARY KEY,
  account_id   bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name         text NOT NULL,
  data_scope   text NOT NULL CHECK (data_scope IN ('all', 'custom', 'ownDepartment', 'departmentAndBelow', 'personalOnly')),
  menu_codes   integer[] NOT NULL DEFAULT '{}',
  description  text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX roles_account_name_key ON roles (account_id, lower(name));

-- Links e-mailed by password recovery; only the SHA-256 of the token is stored.
CREATE TABLE password_resets (
  token_hash  text PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

-- Who did what to which object, when. Names are kept beside ids for the same reason as above.
CREATE TABLE operation_log (
  id           bigserial PRIMARY KEY,
  at           timestamptz NOT NULL DEFAULT now(),
  actor_id     bigint NOT NULL,
  actor_name   text NOT NULL,
  action       text NOT NULL,
  object_type  text NOT NULL,
  object_id    text NOT NULL DEFAULT '',
  object_name  text NOT NULL DEFAULT '',
  detail       jsonb NOT NULL DEFAULT '{}',
  address      text NOT NULL DEFAULT ''
);
CREATE INDEX operation_log_actor_idx ON operation_log (actor_id, at);

-- The top account holds every report and app permission.
UPDATE accounts SET
  report_codes = ARRAY['basic','speed','mileage','trip','stop','event','history','track','fence','areaInOut','sensor','fuel','obdFuel','temperatureHumidity','forwardReverse','tirePressure','alarm','ioAlarm','activeSafety','driver','vehicleCheck','identification','mail'],
  app_codes = ARRAY['monitor','track','video','alarm','command','report','fence'];
