import type { ColumnType, Generated } from 'kysely';
import type { FenceAlarmTables } from './fence-alarm-tables';

/** The Kysely view of the tables the SQL migrations create. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint columns arrive as strings from both drivers; ids are handled as strings. */
type BigId = ColumnType<string, string | number | bigint, string | number | bigint>;
type Json = ColumnType<Record<string, unknown>, string | Record<string, unknown>, string>;

export interface AccountsTable {
  id: Generated<string>;
  parent_id: BigId | null;
  account: string;
  nickname: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  password_hash: string;
  transfer_password_hash: string | null;
  level: number;
  expiry: Timestamp | null;
  activated: Generated<boolean>;
  menu_codes: ColumnType<number[], number[] | undefined, number[]>;
  language: Generated<string>;
  timezone_minutes: Generated<number>;
  gps_credit_days: Generated<number>;
  dvr_credit_days: Generated<number>;
  device_limit: number | null;
  created_at: DefaultTimestamp;
  deleted_at: Timestamp | null;
  report_codes: ColumnType<string[], string[] | undefined, string[]>;
  app_codes: ColumnType<string[], string[] | undefined, string[]>;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  account_id: BigId;
  created_at: DefaultTimestamp;
  last_seen: DefaultTimestamp;
  address: Generated<string>;
  user_agent: Generated<string>;
  language: Generated<string>;
  ended_at: Timestamp | null;
}

export interface DeviceGroupsTable {
  id: Generated<string>;
  account_id: BigId;
  name: string;
}

export interface DevicesTable {
  id: Generated<string>;
  account_id: BigId;
  group_id: BigId | null;
  name: string;
  imei: string;
  password: Generated<string>;
  sim: Generated<string>;
  device_type: ColumnType<'gps' | 'dvr', 'gps' | 'dvr' | undefined, 'gps' | 'dvr'>;
  model: Generated<string>;
  protocol: Generated<string>;
  object_type: Generated<string>;
  initial_version: Generated<string>;
  upgrade_version: Generated<string>;
  expiry: Timestamp | null;
  next_pay_date: Timestamp | null;
  credit_years: Generated<number>;
  channels: Generated<number>;
  auth_code: string | null;
  created_at: DefaultTimestamp;
  deleted_at: Timestamp | null;
}

export interface PositionColumns {
  device_id: BigId;
  fix_time: Timestamp;
  received_time: DefaultTimestamp;
  valid: boolean;
  latitude: number;
  longitude: number;
  altitude: Generated<number>;
  speed: Generated<number>;
  course: Generated<number>;
  satellites: number | null;
  alarm: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  status: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  odometer: number | null;
  fuel: number | null;
  event_id: number | null;
  attributes: Json;
}

export interface SettingsTable {
  account_id: BigId;
  group_name: string;
  value: Json;
  updated_at: DefaultTimestamp;
}

export interface CommandLogTable {
  id: Generated<string>;
  device_id: BigId;
  account_id: BigId;
  command_type: string;
  params: Json;
  result: ColumnType<string, string | undefined, string>;
  reply: ColumnType<unknown, string | null | undefined, string | null>;
  sent_at: DefaultTimestamp;
  completed_at: Timestamp | null;
}

export interface AccountDeviceGrantsTable {
  account_id: BigId;
  device_id: BigId;
  granted_by: BigId;
  granted_at: DefaultTimestamp;
}

export interface CreditLedgerTable {
  id: Generated<string>;
  at: DefaultTimestamp;
  account_id: BigId;
  account_name: string;
  kind: 'gps' | 'dvr';
  delta_days: number;
  balance_after: number | null;
  reason: string;
  counterparty_id: BigId | null;
  counterparty_name: string | null;
  actor_id: BigId;
  actor_name: string;
  device_id: BigId | null;
  device_imei: string | null;
  note: Generated<string>;
}

export interface RolesTable {
  id: Generated<string>;
  account_id: BigId;
  name: string;
  data_scope: string;
  menu_codes: ColumnType<number[], number[] | undefined, number[]>;
  description: Generated<string>;
  created_at: DefaultTimestamp;
}

export interface PasswordResetsTable {
  token_hash: string;
  account_id: BigId;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OperationLogTable {
  id: Generated<string>;
  at: DefaultTimestamp;
  actor_id: BigId;
  actor_name: string;
  action: string;
  object_type: string;
  object_id: Generated<string>;
  object_name: Generated<string>;
  detail: Json;
  address: Generated<string>;
}

export interface FeedbackTable {
  id: Generated<string>;
  account_id: BigId;
  content: string;
  contact: Generated<string>;
  created_at: DefaultTimestamp;
}

export interface AnnouncementsTable {
  id: Generated<string>;
  enabled: boolean;
  title: Generated<string>;
  content: Generated<string>;
  created_by: BigId | null;
  created_at: DefaultTimestamp;
}

export interface PicturesTable {
  id: Generated<string>;
  device_id: BigId;
  media_id: number;
  channel: number;
  event_code: number;
  format: string;
  fix_time: Timestamp;
  received_time: DefaultTimestamp;
  latitude: number;
  longitude: number;
  data: Uint8Array;
}

export interface TripsTable {
  device_id: BigId;
  start_time: Timestamp;
  end_time: Timestamp;
  start_lat: number;
  start_lng: number;
  end_lat: number;
  end_lng: number;
  distance_m: number;
  max_speed: number;
  fuel_used: number | null;
  closed_at: Timestamp;
}

export interface StopsTable {
  device_id: BigId;
  start_time: Timestamp;
  end_time: Timestamp;
  latitude: number;
  longitude: number;
}

export interface VideoUploadTasksTable {
  id: Generated<string>;
  device_id: BigId;
  account_id: BigId;
  target: 'ftp' | 'cloud';
  channel: number;
  start_time: Timestamp;
  end_time: Timestamp;
  stream_type: Generated<number>;
  storage_type: Generated<number>;
  av_type: Generated<number>;
  status: ColumnType<
    'pending' | 'inProgress' | 'completed' | 'incomplete',
    'pending' | 'inProgress' | 'completed' | 'incomplete' | undefined
  >;
  retry_mode: 'automatic' | 'manual' | null;
  attempts: Generated<number>;
  remote_path: string | null;
  recording_id: BigId | null;
  error: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface ServerRecordingsTable {
  id: Generated<string>;
  device_id: BigId;
  channel: number;
  source: 'recorder' | 'cloud';
  start_time: Timestamp;
  end_time: Timestamp;
  size: ColumnType<string, number | string, number | string>;
  file_name: string;
  created_at: DefaultTimestamp;
}

export interface ServerRecordingChannelsTable {
  device_id: BigId;
  channel: number;
  account_id: BigId;
  created_at: DefaultTimestamp;
}

export interface DriversTable {
  id: Generated<string>;
  account_id: BigId;
  device_id: BigId | null;
  code: string;
  name: string;
  phone: Generated<string>;
  licence_number: Generated<string>;
  id_number: Generated<string>;
  ic_card_number: Generated<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface Database extends FenceAlarmTables {
  accounts: AccountsTable;
  sessions: SessionsTable;
  device_groups: DeviceGroupsTable;
  devices: DevicesTable;
  positions: PositionColumns;
  last_locations: PositionColumns;
  settings: SettingsTable;
  feedback: FeedbackTable;
  announcements: AnnouncementsTable;
  account_device_grants: AccountDeviceGrantsTable;
  credit_ledger: CreditLedgerTable;
  roles: RolesTable;
  password_resets: PasswordResetsTable;
  operation_log: OperationLogTable;
  command_log: CommandLogTable;
  pictures: PicturesTable;
  trips: TripsTable;
  stops: StopsTable;
  video_upload_tasks: VideoUploadTasksTable;
  server_recordings: ServerRecordingsTable;
  server_recording_channels: ServerRecordingChannelsTable;
  drivers: DriversTable;
}
