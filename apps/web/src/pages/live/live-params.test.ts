import { describe, expect, it } from 'vitest';
import {
  ALL_CHANNELS,
  gridColumns,
  parseCameraTarget,
  parseChannelList,
  parseLiveParams,
  roundUpChannelLayout,
} from './live-params';

describe('roundUpChannelLayout', () => {
  it.each<[number | null, number]>([
    [null, 4],
    [0, 4],
    [-3, 4],
    [Number.NaN, 4],
    [1, 1],
    [2, 4],
    [4, 4],
    [5, 6],
    [6, 6],
    [7, 9],
    [10, 16],
    [17, 36],
    [36, 36],
    [37, 64],
    [64, 64],
    [200, 64],
  ])('%s channels → %s tiles', (count, layout) => {
    expect(roundUpChannelLayout(count)).toBe(layout);
  });
});

describe('parseLiveParams', () => {
  const parse = (query: string) => parseLiveParams(new URLSearchParams(query));

  it('defaults to four channels, main stream, toolbar shown', () => {
    expect(parse('imei=860000000000001')).toEqual({
      imei: '860000000000001',
      channels: [1, 2, 3, 4],
      layout: 4,
      language: null,
      streamType: 0,
      hideToolbar: false,
    });
  });

  it('rounds chnum up to a layout and numbers the channels', () => {
    const params = parse('imei=1&chnum=5');
    expect(params.layout).toBe(6);
    expect(params.channels).toEqual([1, 2, 3, 4, 5]);
  });

  it('plays the listed channels, sized by the list when chnum is absent', () => {
    const params = parse('imei=1&ch=2,5,7');
    expect(params.layout).toBe(4);
    expect(params.channels).toEqual([2, 5, 7]);
  });

  it('reads stream type, toolbar and language', () => {
    const params = parse('imei=1&streamtype=1&hidetoolbar=1&lang=zh-cn');
    expect(params.streamType).toBe(1);
    expect(params.hideToolbar).toBe(true);
    expect(params.language).toBe('zh');
  });

  it('ignores junk in the channel list', () => {
    expect(parseChannelList('1, x,3,3,,0,-2')).toEqual([1, 3]);
  });
});

describe('gridColumns', () => {
  it.each<[1 | 4 | 6 | 9 | 16 | 36 | 64, number]>([
    [1, 1],
    [4, 2],
    [6, 3],
    [9, 3],
    [16, 4],
    [36, 6],
    [64, 8],
  ])('%s tiles → %s columns', (layout, columns) => {
    expect(gridColumns(layout)).toBe(columns);
  });
});

describe('parseCameraTarget', () => {
  it('splits cameraID@channel', () => {
    expect(parseCameraTarget('860000000000001@3')).toEqual({
      cameraId: '860000000000001',
      channel: 3,
    });
  });
  it('defaults the channel to all channels', () => {
    expect(parseCameraTarget('860000000000001')).toEqual({
      cameraId: '860000000000001',
      channel: ALL_CHANNELS,
    });
    expect(parseCameraTarget('860000000000001@')).toEqual({
      cameraId: '860000000000001',
      channel: ALL_CHANNELS,
    });
  });
});
