import ExcelJS from 'exceljs';
import type { RecordFile } from '@convoy/domain';
import { type Language, resources } from '@convoy/i18n';

type Labels = Record<string, string>;

function hms(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** The playback result list as the page's list shows it, titled in `language`. */
export function recordListWorkbook(
  device: { imei: string; name: string },
  files: readonly RecordFile[],
  language: Language,
): ExcelJS.Workbook {
  const video = resources[language].video as {
    playback: Labels;
    mainStream: string;
    subStream: string;
  };
  const labels = video.playback;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(device.imei);
  const headers = [
    labels.channel,
    labels.start,
    labels.end,
    labels.duration,
    labels.sizeMb,
    labels.streamType,
    labels.location,
    labels.alarm,
  ].map((title) => title ?? '');
  sheet.addRow([device.name, device.imei]).font = { bold: true };
  sheet.addRow(headers).font = { bold: true };
  for (const file of files) {
    const start = new Date(file.startTime);
    const end = new Date(file.endTime);
    sheet.addRow([
      file.channel,
      start,
      end,
      hms(end.getTime() - start.getTime()),
      Math.round((file.size / 1024 / 1024) * 100) / 100,
      file.streamType === 2 ? video.subStream : video.mainStream,
      labels[`location_${file.location}`] ?? file.location,
      file.alarm !== 0 || file.videoAlarm !== 0 ? labels.yes : labels.no,
    ]);
  }
  sheet.getColumn(2).numFmt = 'yyyy-mm-dd hh:mm:ss';
  sheet.getColumn(3).numFmt = 'yyyy-mm-dd hh:mm:ss';
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  return workbook;
}
