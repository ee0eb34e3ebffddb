import ExcelJS from 'exceljs';
import type { AlarmRecord, TrackerRecord } from '@convoy/domain';
import { type Language, resources } from '@convoy/i18n';

type Labels = Record<string, string>;

function labelsOf(language: Language): { columns: Labels; status: Labels } {
  const monitor = resources[language].monitor as { columns: Labels; status: Labels };
  return { columns: monitor.columns, status: monitor.status };
}

function sheet(workbook: ExcelJS.Workbook, name: string, headers: string[], rows: unknown[][]) {
  const worksheet = workbook.addWorksheet(name);
  worksheet.addRow(headers).font = { bold: true };
  for (const row of rows) worksheet.addRow(row);
  worksheet.columns.forEach((column) => {
    column.width = 18;
  });
}

/** The last-location table as the monitor's table shows it. */
export function lastLocationWorkbook(records: readonly TrackerRecord[], language: Language) {
  const { columns, status } = labelsOf(language);
  const workbook = new ExcelJS.Workbook();
  const keys = [
    'name',
    'imei',
    'status',
    'speed',
    'direction',
    'gpsTime',
    'receivedTime',
    'lat',
    'lng',
    'journeyStr',
  ];
  sheet(
    workbook,
    'lastLocations',
    keys.map((key) => columns[key] ?? key),
    records.map((r) => [
      r.tracker.name,
      r.tracker.imei,
      status[r.status] ?? r.status,
      r.lastLoc?.speed ?? '',
      r.lastLoc?.direction ?? '',
      r.lastLoc?.gpsTime ?? '',
      r.lastLoc?.receivedTime ?? '',
      r.lastLoc?.lat ?? '',
      r.lastLoc?.lng ?? '',
      r.lastLoc?.journeyStr ?? '',
    ]),
  );
  return workbook;
}

export function alarmWorkbook(alarms: readonly AlarmRecord[], language: Language) {
  const { columns } = labelsOf(language);
  const workbook = new ExcelJS.Workbook();
  const keys = [
    'name',
    'imei',
    'eventId',
    'alarmFlags',
    'speed',
    'gpsTime',
    'receivedTime',
    'lat',
    'lng',
  ] as const;
  sheet(
    workbook,
    'alarms',
    keys.map((key) => columns[key] ?? key),
    alarms.map((a) => keys.map((key) => a[key])),
  );
  return workbook;
}
