import type { ColumnType, Generated } from 'kysely';

/** Tables of geo-fences, POIs and alarms (migration 0010). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type BigId = ColumnType<string, string | number | bigint, string | number | bigint>;
type JsonOf<T> = ColumnType<T, string, string>;

export interface FencesTable {
  id: Generated<string>;
  account_id: BigId;
  name: string;
  type: string;
  shape: JsonOf<unknown>;
  color: string;
  line_width: number;
  area: number;
  perimeter: number;
  in_alarm: boolean;
  out_alarm: boolean;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface FenceBindingsTable {
  fence_id: BigId;
  device_id: BigId;
  bound_at: DefaultTimestamp;
}

export interface FenceBindingHistoryTable {
  id: Generated<string>;
  account_id: BigId;
  fence_id: BigId;
  fence_name: string;
  device_id: BigId;
  imei: string;
  device_name: string;
  action: 'bind' | 'unbind';
  actor_id: BigId | null;
  actor_name: Generated<string>;
  at: DefaultTimestamp;
}

export interface PoisTable {
  id: Generated<string>;
  account_id: BigId;
  name: string;
  content: string;
  icon: string;
  range_metres: number;
  latitude: number;
  longitude: number;
  created_at: DefaultTimestamp;
}

export interface AlarmsTable {
  id: Generated<string>;
  device_id: BigId;
  type: string;
  source: 'platform' | 'terminal';
  level: number | null;
  fence_id: BigId | null;
  fence_name: string | null;
  vehicle: Generated<string>;
  driver: Generated<string>;
  driver_phone: Generated<string>;
  licence_number: Generated<string>;
  speed: number;
  latitude: number;
  longitude: number;
  gps_time: Timestamp;
  received_time: Timestamp;
  state: Generated<'unprocessed' | 'processed' | 'paused'>;
  description: Generated<string>;
  false_alarm: Generated<boolean>;
  handler_id: BigId | null;
  handler_name: Generated<string>;
  handled_at: Timestamp | null;
}

export interface AlarmSettingsTable {
  account_id: BigId;
  value: JsonOf<unknown>;
  updated_at: DefaultTimestamp;
}

export interface AlarmRulesTable {
  id: Generated<string>;
  account_id: BigId;
  name: string;
  types: JsonOf<string[]>;
  emails: JsonOf<string[]>;
  enabled: boolean;
  created_at: DefaultTimestamp;
}

export interface WebhooksTable {
  id: Generated<string>;
  account_id: BigId;
  url: string;
  secret: string;
  types: JsonOf<string[]>;
  enabled: boolean;
  created_at: DefaultTimestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  webhook_id: BigId;
  alarm_id: BigId;
  attempt: number;
  status_code: number | null;
  ok: boolean;
  error: string;
  at: DefaultTimestamp;
}

export interface FenceAlarmTables {
  fences: FencesTable;
  fence_bindings: FenceBindingsTable;
  fence_binding_history: FenceBindingHistoryTable;
  pois: PoisTable;
  alarms: AlarmsTable;
  alarm_settings: AlarmSettingsTable;
  alarm_rules: AlarmRulesTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
