import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { FtpSrv } from 'ftp-srv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordFile, UploadTask } from '@convoy/domain';
import { DvrVideo, VirtualTerminal } from '@convoy/simulator';
import {
  call,
  loginToken,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';
import { ServerRecordingService } from './server-recording.service';
import { UploadRepository } from './upload.repository';

/**
 * Recordings sent on from a recorder and kept on the server, end to end: a simulated recorder
 * on real sockets uploads by FTP (0x9206 → a real FTP server → 0x1206), the platform copies
 * recordings into its storage (cloud upload) and records channels as they stream; the files
 * are listed with the recorder's, play as FLV and download as MP4 that ffprobe reads.
 */

const IMEI = '13912340077';
const FTP_USER = 'dvr';
const FTP_PASSWORD = 'upload-pass';
const hasFfmpeg = existsSync('/usr/bin/ffmpeg') && existsSync('/usr/bin/ffprobe');
const CLIP = readFileSync(new URL('../../../simulator/media/clip.h264', import.meta.url));

/** ftp-srv logs through bunyan; the test keeps quiet. */
const quiet = {
  child: () => quiet,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  fatal: () => undefined,
};

let server: TestConvoy;
let token: string;
let terminal: VirtualTerminal;
let ftp: FtpSrv;
let ftpRoot: string;
let dataDir: string;
let acceptLogins = true;

async function startFtp(): Promise<number> {
  ftpRoot = mkdtempSync(join(tmpdir(), 'convoy-ftp-'));
  ftp = new FtpSrv({
    url: 'ftp://127.0.0.1:0',
    pasv_url: '127.0.0.1',
    pasv_min: 42000,
    pasv_max: 42999,
    anonymous: false,
    log: quiet as never,
  });
  ftp.on('login', ({ username, password }, resolve, reject) => {
    if (acceptLogins && username === FTP_USER && password === FTP_PASSWORD)
      resolve({ root: ftpRoot });
    else reject(new Error('530 Login incorrect'));
  });
  await ftp.listen();
  const address = (ftp as unknown as { server: Server }).server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

beforeAll(async () => {
  const ftpPort = await startFtp();
  dataDir = mkdtempSync(join(tmpdir(), 'convoy-data-'));
  server = await startTestConvoy({
    DATA_DIR: dataDir,
    FTP_HOST: '127.0.0.1',
    FTP_PORT: String(ftpPort),
    FTP_USER,
    FTP_PASSWORD,
    FTP_PATH: '/convoy',
    UPLOAD_RETRY_SECONDS: '1',
    RECORD_SEGMENT_SECONDS: '2',
  });
  await server.convoy.startGateway({ jt808: 0 });
  await server.convoy.startMedia(0);
  token = await loginToken(server.baseUrl, 'admin', TEST_ADMIN_PASSWORD);
  const added = await call(server.baseUrl, '/api/Device/AddDevice', {
    method: 'POST',
    token,
    json: { imei: IMEI, name: 'Coach DVR', protocol: 'jt808', model: 'DVR-4C', channels: 4 },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const phone = `0${IMEI}`;
  terminal = new VirtualTerminal(
    { phone, version: '2013' },
    '127.0.0.1',
    server.convoy.gateway.port('jt808') ?? 0,
  );
  terminal.video = new DvrVideo(4, phone, 6);
  await terminal.connect();
  await terminal.report({
    time: new Date(),
    latitude: 22.5,
    longitude: 114.05,
    altitudeM: 10,
    speedKmh: 30,
    course: 90,
    valid: true,
    ignition: true,
  });
});

afterAll(async () => {
  terminal?.close();
  await server?.close();
  await ftp?.close();
  if (ftpRoot) rmSync(ftpRoot, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function tasks(): Promise<UploadTask[]> {
  const res = await call(server.baseUrl, '/api/Video/GetUploadTasks', {
    method: 'POST',
    token,
    json: { imei: IMEI },
  });
  expect(res.status).toBe(200);
  return (res.body as { value: UploadTask[] }).value;
}

/** The task once its attempt is over (and, with `until`, once it reads so). */
async function taskAfterAttempt(id: string, until?: (task: UploadTask) => boolean) {
  for (;;) {
    await server.convoy.uploads.settled(id);
    const task = (await tasks()).find((t) => t.id === id);
    expect(task).toBeDefined();
    if (task!.status !== 'pending' && task!.status !== 'inProgress' && (!until || until(task!)))
      return task!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A recording of the recorder: the first one of channel `channel` in the last day. */
async function deviceRecording(channel: number): Promise<RecordFile> {
  const end = new Date();
  const res = await call(server.baseUrl, '/api/Video/QueryResources', {
    method: 'POST',
    token,
    json: {
      imei: IMEI,
      channel,
      startTime: new Date(end.getTime() - 24 * 3600_000).toISOString(),
      endTime: end.toISOString(),
    },
  });
  expect(res.status).toBe(200);
  const files = (res.body as { value: RecordFile[] }).value;
  expect(files.length).toBeGreaterThan(0);
  return files[0]!;
}

async function serverRecordings(channel: number): Promise<RecordFile[]> {
  const end = new Date(Date.now() + 60_000);
  const res = await call(server.baseUrl, '/api/Video/QueryResources', {
    method: 'POST',
    token,
    json: {
      imei: IMEI,
      channel,
      location: 'server',
      startTime: new Date(end.getTime() - 48 * 3600_000).toISOString(),
      endTime: end.toISOString(),
    },
  });
  expect(res.status).toBe(200);
  return (res.body as { value: RecordFile[] }).value;
}

function ffprobeFile(bytes: Buffer, name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'convoy-probe-'));
  const file = join(dir, name);
  writeFileSync(file, bytes);
  const result = spawnSync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'stream=codec_name,width,height', '-of', 'csv=p=0'],
    file,
  ]);
  rmSync(dir, { recursive: true, force: true });
  return result.stdout.toString();
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('FTP upload (0x9206 → FTP → 0x1206)', () => {
  it('uploads a recording to the FTP server; the task goes to completed', async () => {
    const file = await deviceRecording(1);
    const created = await call(server.baseUrl, '/api/Video/CreateUploadTask', {
      method: 'POST',
      token,
      json: {
        imei: IMEI,
        channel: 1,
        startTime: file.startTime,
        endTime: file.endTime,
        target: 'ftp',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const task = (created.body as { value: UploadTask }).value;
    expect(['pending', 'inProgress']).toContain(task.status);
    const done = await taskAfterAttempt(task.id);
    expect(done).toMatchObject({
      status: 'completed',
      retryMode: null,
      attempts: 1,
      target: 'ftp',
      remotePath: `/convoy/${IMEI}`,
    });
    const arrived = filesUnder(join(ftpRoot, 'convoy', IMEI));
    expect(arrived).toHaveLength(1);
    expect(arrived[0]).toMatch(/_1_\d{12}_\d{12}\.h264$/);
    const bytes = readFileSync(arrived[0]!);
    expect(bytes.length).toBe(CLIP.length);
    expect(bytes.equals(CLIP)).toBe(true);
  });

  it('a refused upload is incomplete, retried once automatically, then left to a manual retry', async () => {
    acceptLogins = false;
    const file = await deviceRecording(2);
    const created = await call(server.baseUrl, '/api/Video/CreateUploadTask', {
      method: 'POST',
      token,
      json: {
        imei: IMEI,
        channel: 2,
        startTime: file.startTime,
        endTime: file.endTime,
        target: 'ftp',
      },
    });
    const id = (created.body as { value: UploadTask }).value.id;
    const first = await taskAfterAttempt(id);
    expect(first).toMatchObject({
      status: 'incomplete',
      retryMode: 'automatic',
      attempts: 1,
      error: 'upload.failed',
    });
    // The automatic retry fails as well: the task turns manual.
    const second = await taskAfterAttempt(id, (t) => t.attempts === 2);
    expect(second).toMatchObject({ status: 'incomplete', retryMode: 'manual', attempts: 2 });
    expect(filesUnder(ftpRoot).filter((f) => f.includes('_2_'))).toHaveLength(0);

    // A manual retry once the FTP server lets the recorder in.
    acceptLogins = true;
    const retried = await call(server.baseUrl, '/api/Video/RetryUploadTask', {
      method: 'POST',
      token,
      json: { id },
    });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const third = await taskAfterAttempt(id);
    expect(third).toMatchObject({ status: 'completed', retryMode: null, attempts: 3 });
    expect(filesUnder(ftpRoot).filter((f) => f.includes('_2_'))).toHaveLength(1);

    // Only incomplete tasks are retried.
    const again = await call(server.baseUrl, '/api/Video/RetryUploadTask', {
      method: 'POST',
      token,
      json: { id },
    });
    expect(again.status).toBe(409);
  });

  it('refuses a span that ends before it starts, without creating a task', async () => {
    const before = (await tasks()).length;
    const res = await call(server.baseUrl, '/api/Video/CreateUploadTask', {
      method: 'POST',
      token,
      json: {
        imei: IMEI,
        channel: 1,
        startTime: '2026-01-01T10:00:00Z',
        endTime: '2026-01-01T09:00:00Z',
        target: 'ftp',
      },
    });
    expect(res.status).toBe(400);
    expect((res.body as { code: string }).code).toBe('playback.endBeforeStart');
    expect((await tasks()).length).toBe(before);
  });
});

describe('recordings on the server', () => {
  it('cloud upload: copies a recording from the recorder into server storage', async () => {
    const file = await deviceRecording(3);
    const start = new Date(file.startTime);
    const end = new Date(start.getTime() + 3000);
    const created = await call(server.baseUrl, '/api/Video/CreateUploadTask', {
      method: 'POST',
      token,
      json: {
        imei: IMEI,
        channel: 3,
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        target: 'cloud',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const done = await taskAfterAttempt((created.body as { value: UploadTask }).value.id);
    expect(done.status, JSON.stringify(done)).toBe('completed');
    expect(done.recordingId).toMatch(/^\d+$/);

    const listed = await serverRecordings(3);
    const recording = listed.find((r) => r.id === done.recordingId);
    expect(recording).toMatchObject({
      channel: 3,
      location: 'server',
      startTime: start.toISOString(),
    });
    expect(recording!.size).toBeGreaterThan(10_000);

    const flv = await fetch(
      `${server.baseUrl}/api/Video/ServerRecording.flv?id=${recording!.id}&token=${token}`,
    );
    expect(flv.status).toBe(200);
    expect(flv.headers.get('content-type')).toBe('video/x-flv');
    const bytes = Buffer.from(await flv.arrayBuffer());
    expect(bytes.subarray(0, 3).toString()).toBe('FLV');
    expect(bytes.length).toBe(recording!.size);
    if (hasFfmpeg) expect(ffprobeFile(bytes, 'cloud.flv')).toContain('h264');
  });

  it.runIf(hasFfmpeg)('downloads a server recording as an MP4 that ffprobe reads', async () => {
    const [recording] = await serverRecordings(3);
    const res = await fetch(
      `${server.baseUrl}/api/Video/ServerRecording.mp4?id=${recording!.id}&token=${token}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-disposition')).toContain(`${IMEI}-CH3-`);
    const probe = ffprobeFile(Buffer.from(await res.arrayBuffer()), 'cloud.mp4');
    expect(probe).toMatch(/^h264,\d+,\d+/m);
  });

  it('records a channel as it streams, in segments listed beside the recorder’s files', async () => {
    const on = await call(server.baseUrl, '/api/Video/SetServerRecording', {
      method: 'POST',
      token,
      json: { imei: IMEI, channel: 2, enabled: true },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect((on.body as { value: { channels: number[] } }).value.channels).toEqual([2]);
    // The channel streams (0x9101) and the recorder writes until at least two segments closed.
    for (;;) {
      if ((await serverRecordings(2)).length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const off = await call(server.baseUrl, '/api/Video/SetServerRecording', {
      method: 'POST',
      token,
      json: { imei: IMEI, channel: 2, enabled: false },
    });
    expect((off.body as { value: { channels: number[] } }).value.channels).toEqual([]);
    const segments = await serverRecordings(2);
    expect(segments.length).toBeGreaterThanOrEqual(2);
    for (const segment of segments) {
      expect(segment.location).toBe('server');
      expect(new Date(segment.endTime).getTime()).toBeGreaterThan(
        new Date(segment.startTime).getTime(),
      );
    }
    // Each segment stands alone: FLV header, codec headers, a keyframe first.
    const res = await fetch(
      `${server.baseUrl}/api/Video/ServerRecording.flv?id=${segments[1]!.id}&token=${token}`,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 3).toString()).toBe('FLV');
    const firstTag = 13;
    expect(bytes[firstTag]).toBe(9);
    expect(bytes[firstTag + 11]).toBe(0x17); // AVC sequence header
    if (hasFfmpeg) expect(ffprobeFile(bytes, 'segment.flv')).toContain('h264');
    // The device side still lists the recorder's own files only.
    expect((await deviceRecording(2)).location).toBe('device');
  });

  it('keeps segments by size and by age', async () => {
    const repository = new UploadRepository(server.convoy.database.db);
    const all = await repository.recorderSegmentsOldestFirst();
    expect(all.length).toBeGreaterThanOrEqual(2);
    const total = all.reduce((sum, row) => sum + Number(row.size), 0);
    const keeper = (options: { maxBytes: number; now?: () => number }) =>
      new ServerRecordingService({
        repository,
        video: server.convoy.video,
        devices: server.convoy.services.devices,
        dataDir,
        segmentSeconds: 2,
        keepHours: 1,
        log: server.convoy.app.log,
        ...options,
      });
    const oldest = all[0]!;
    const oldestPath = join(dataDir, 'recordings', oldest.file_name);
    expect(existsSync(oldestPath)).toBe(true);
    // One byte over the limit: the oldest segment goes, file and row.
    expect(await keeper({ maxBytes: total - 1 }).prune()).toBe(1);
    expect(existsSync(oldestPath)).toBe(false);
    expect((await repository.recorderSegmentsOldestFirst()).map((r) => r.id)).not.toContain(
      oldest.id,
    );
    // Two hours later every segment is past the kept hour; cloud uploads stay.
    const cloud = (await serverRecordings(3)).length;
    expect(await keeper({ maxBytes: total, now: () => Date.now() + 2 * 3600_000 }).prune()).toBe(
      all.length - 1,
    );
    expect(await repository.recorderSegmentsOldestFirst()).toHaveLength(0);
    expect(await serverRecordings(3)).toHaveLength(cloud);
  });

  it('answers “file not found on server” for a recording that is gone', async () => {
    const res = await call(server.baseUrl, '/api/Video/ServerRecording.flv?id=999999', { token });
    expect(res.status).toBe(404);
    expect((res.body as { code: string }).code).toBe('playback.fileNotOnServer');
  });
});

describe('export of the playback list', () => {
  it('exports the list as .xlsx in the caller’s language', async () => {
    const file = await deviceRecording(1);
    const res = await fetch(`${server.baseUrl}/api/Video/ExportRecordList`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'fr',
      },
      body: JSON.stringify({ imei: IMEI, files: [file, { ...file, channel: 2, alarm: 1 }] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe(IMEI);
    expect(sheet.getRow(2).getCell(1).value).toBe('Canal');
    expect(sheet.getRow(3).getCell(1).value).toBe(1);
    expect(sheet.getRow(4).getCell(1).value).toBe(2);
    expect(sheet.getRow(4).getCell(8).value).toBe('Oui');
    expect(sheet.rowCount).toBe(4);
  });
});
