import { describe, expect, it } from 'vitest';
import {
  alarmMasks,
  filtersFromAddress,
  searchRequest,
  seekTarget,
  timelineRows,
  uploadSpan,
  uploadTaskActive,
  playbackStreamUrl,
  downloadUrl,
  type PlaybackFilters,
  type RecordFile,
} from './playback-model';

const filters: PlaybackFilters = {
  imei: '13900000001',
  channel: 2,
  location: 'device',
  streamType: 1,
  recordType: 'video',
  alarmType: '',
  date: '2026-03-01',
  startTime: '08:00:00',
  endTime: '09:30:00',
};

function file(channel: number, start: string, end: string): RecordFile {
  return {
    channel,
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    size: 1,
    streamType: 1,
    storageType: 1,
    avType: 2,
    alarm: 0,
    videoAlarm: 0,
    location: 'device',
  };
}

describe('video playback search', () => {
  it('asks for the device, date and times first', () => {
    expect(searchRequest({ ...filters, imei: '' })).toEqual({
      ok: false,
      error: 'playback.selectDeviceDateTime',
    });
    expect(searchRequest({ ...filters, date: null })).toMatchObject({ ok: false });
    expect(searchRequest({ ...filters, endTime: null })).toMatchObject({ ok: false });
  });

  it('wants the end after the start', () => {
    expect(searchRequest({ ...filters, endTime: '07:59:59' })).toEqual({
      ok: false,
      error: 'playback.endBeforeStart',
    });
    expect(searchRequest({ ...filters, endTime: '08:00:00' })).toMatchObject({ ok: false });
  });

  it('builds the 0x9205 request of the filters', () => {
    const result = searchRequest({ ...filters, alarmType: 'overspeed' });
    expect(result).toMatchObject({
      ok: true,
      body: { imei: '13900000001', channel: 2, streamType: 1, avType: 2, alarm: 2, videoAlarm: 0 },
    });
    if (!result.ok) return;
    expect(
      new Date(result.body.endTime).getTime() - new Date(result.body.startTime).getTime(),
    ).toBe(90 * 60_000);
  });

  it('maps alarm types to their bits', () => {
    expect(alarmMasks('sos')).toEqual({ alarm: 1, videoAlarm: 0 });
    expect(alarmMasks('videoBlocked')).toEqual({ alarm: 0, videoAlarm: 2 });
    expect(alarmMasks('')).toEqual({ alarm: 0, videoAlarm: 0 });
  });
});

describe('video playback results', () => {
  it('places each channel’s recordings on the day', () => {
    const day = new Date('2026-03-01T00:00:00');
    const rows = timelineRows(
      [
        file(2, '2026-03-01T12:00:00', '2026-03-01T18:00:00'),
        file(1, '2026-03-01T06:00:00', '2026-03-01T12:00:00'),
        file(1, '2026-02-28T23:00:00', '2026-02-28T23:30:00'),
      ],
      day,
    );
    expect(rows.map((r) => r.channel)).toEqual([1, 2]);
    expect(rows[0]?.bars).toHaveLength(1);
    expect(rows[0]?.bars[0]).toMatchObject({ left: 25, width: 25 });
    expect(rows[1]?.bars[0]).toMatchObject({ left: 50, width: 25 });
  });

  it('seeks by steps inside the recording', () => {
    const f = file(1, '2026-03-01T06:00:00', '2026-03-01T06:10:00');
    const start = new Date(f.startTime);
    expect(seekTarget(f, new Date(start.getTime() + 2000), -5000)).toEqual(start);
    expect(seekTarget(f, new Date(start.getTime() + 60_000), 5000).getTime()).toBe(
      start.getTime() + 65_000,
    );
  });

  it('plays and downloads server recordings from their files', () => {
    const kept: RecordFile = {
      channel: 2,
      startTime: '2026-05-01T01:00:00.000Z',
      endTime: '2026-05-01T03:00:00.000Z',
      size: 1,
      streamType: 1,
      storageType: 1,
      avType: 0,
      alarm: 0,
      videoAlarm: 0,
      location: 'server',
      id: '42',
    };
    expect(playbackStreamUrl('139', kept, new Date(kept.startTime), 'tok')).toBe(
      '/api/Video/ServerRecording.flv?id=42&token=tok',
    );
    expect(downloadUrl('139', kept, 'tok')).toBe('/api/Video/ServerRecording.mp4?id=42&token=tok');
    const device = file(2, '2026-05-01T01:00:00Z', '2026-05-01T03:00:00Z');
    expect(playbackStreamUrl('139', device, new Date(device.startTime), 'tok')).toMatch(
      /^\/api\/Video\/Playback\.flv\?imei=139&channel=2&/,
    );
    // An upload asks for the first hour of a longer recording.
    expect(uploadSpan(kept)).toEqual({
      startTime: '2026-05-01T01:00:00.000Z',
      endTime: '2026-05-01T02:00:00.000Z',
    });
  });

  it('knows which upload tasks are still moving', () => {
    expect(
      ['pending', 'inProgress', 'completed', 'incomplete'].map((status) =>
        uploadTaskActive({ status }),
      ),
    ).toEqual([true, true, false, false]);
  });
});

describe('filters from the page address', () => {
  it('takes the device and a well-formed period', () => {
    expect(
      filtersFromAddress(
        new URLSearchParams(
          'imei=013800000001&date=2026-03-04&startTime=08:15:00&endTime=17:00:30',
        ),
      ),
    ).toEqual({
      imei: '013800000001',
      date: '2026-03-04',
      startTime: '08:15:00',
      endTime: '17:00:30',
    });
  });

  it('ignores values in another form and absent ones', () => {
    expect(
      filtersFromAddress(new URLSearchParams('imei=%20&date=4/3/2026&startTime=8:15&endTime=')),
    ).toEqual({});
  });
});
