-- Drivers (SPEC.md §3 Driver): managed records of an account, optionally bound to the vehicle
-- (device) they drive. Driver code, licence number, ID number and IC card number are unique
-- (SPEC.md §5): the code within its account, the official numbers everywhere, once given.
CREATE TABLE drivers (
  id               bigserial PRIMARY KEY,
  account_id       bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  device_id        bigint REFERENCES devices (id) ON DELETE SET NULL,
  code             text NOT NULL,
  name             text NOT NULL,
  phone            text NOT NULL DEFAULT '',
  licence_number   text NOT NULL DEFAULT '',
  id_number        text NOT NULL DEFAULT '',
  ic_card_number   text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX drivers_account_code ON drivers (account_id, code);
CREATE UNIQUE INDEX drivers_licence_number ON drivers (licence_number) WHERE licence_number <> '';
CREATE UNIQUE INDEX drivers_id_number ON drivers (id_number) WHERE id_number <> '';
CREATE UNIQUE INDEX drivers_ic_card_number ON drivers (ic_card_number) WHERE ic_card_number <> '';
CREATE INDEX drivers_device ON drivers (device_id) WHERE device_id IS NOT NULL;
