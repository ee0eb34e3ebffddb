/**
 * Platform -> terminal messages (PROTOCOLS.md 1.4, 1.7-1.9, 2.3). Each encoder returns a complete
 * wire frame for the header the caller chose (2013 or 2019, usually what the device used).
 */
import { ByteWriter, dateToBcdTime, encodeFixedText, encodeGbk } from './binary';
import { encodeJt808Frame, encodeJt808Frames } from './frame';
import type { Jt808HeaderInput } from './frame';
import { writeParameterItems } from './parameters';
import type { Jt808ParameterInput } from './parameters';

/** 0x8001 platform general response. */
export function encodeGeneralResponse(
  header: Jt808HeaderInput,
  reply: { ackSerial: number; ackMsgId: number; result: number },
): Uint8Array {
  const body = new ByteWriter().u16(reply.ackSerial).u16(reply.ackMsgId).u8(reply.result).toBytes();
  return encodeJt808Frame(header, 0x8001, body);
}

/** 0x8100 register response; the auth code goes out only when the result is 0 (success). */
export function encodeRegisterResponse(
  header: Jt808HeaderInput,
  reply: { ackSerial: number; result: number; authCode?: string },
): Uint8Array {
  const writer = new ByteWriter().u16(reply.ackSerial).u8(reply.result);
  if (reply.result === 0 && reply.authCode !== undefined) writer.bytes(encodeGbk(reply.authCode));
  return encodeJt808Frame(header, 0x8100, writer.toBytes());
}

/** 0x8103 set parameters: `count BYTE | items` (2013/2019 layout). */
export function encodeSetParameters(
  header: Jt808HeaderInput,
  parameters: readonly Jt808ParameterInput[],
): Uint8Array {
  if (parameters.length > 255) throw new RangeError('0x8103 carries at most 255 parameters');
  const writer = new ByteWriter().u8(parameters.length);
  writeParameterItems(writer, parameters);
  return encodeJt808Frame(header, 0x8103, writer.toBytes());
}

/** 0x8104 query all parameters (empty body). */
export function encodeQueryAllParameters(header: Jt808HeaderInput): Uint8Array {
  return encodeJt808Frame(header, 0x8104, new Uint8Array(0));
}

/** 0x8106 query the given parameters: `count BYTE | IDs DWORD[n]`. */
export function encodeQueryParameters(
  header: Jt808HeaderInput,
  ids: readonly number[],
): Uint8Array {
  if (ids.length > 255) throw new RangeError('0x8106 asks for at most 255 parameters');
  const writer = new ByteWriter().u8(ids.length);
  for (const id of ids) writer.u32(id);
  return encodeJt808Frame(header, 0x8106, writer.toBytes());
}

/** 0x8105 terminal control commands (S808-13 Table 17). */
export const TerminalControlCommand = {
  wirelessUpgrade: 1,
  connectToServer: 2,
  powerOff: 3,
  reset: 4,
  factoryReset: 5,
  closeDataCommunication: 6,
  closeWirelessCommunication: 7,
} as const;

/** 0x8105 terminal control: `command BYTE | params STRING` (fields separated by ';'). */
export function encodeTerminalControl(
  header: Jt808HeaderInput,
  command: number,
  params = '',
): Uint8Array {
  const body = new ByteWriter().u8(command).bytes(encodeGbk(params)).toBytes();
  return encodeJt808Frame(header, 0x8105, body);
}

export interface UpgradePackage {
  /** 0 terminal, 12 IC-card reader, 52 GNSS module. */
  upgradeType: number;
  /** Manufacturer ID, BYTE[5]. */
  manufacturerId: string;
  version: string;
  data: Uint8Array;
}

/**
 * 0x8108 upgrade package: `type BYTE | manufacturer BYTE[5] | version length BYTE | version |
 * package length DWORD | data`. A body over `maxPacketBody` goes out subpackaged; packet n uses
 * serial `header.serial + n - 1`, and the terminal acknowledges each with 0x0001.
 */
export function encodeUpgradePackage(
  header: Jt808HeaderInput,
  upgrade: UpgradePackage,
  maxPacketBody?: number,
): Uint8Array[] {
  const body = new ByteWriter()
    .u8(upgrade.upgradeType)
    .bytes(encodeFixedText(upgrade.manufacturerId, 5))
    .shortString(upgrade.version)
    .u32(upgrade.data.length)
    .bytes(upgrade.data)
    .toBytes();
  return encodeJt808Frames(header, 0x8108, body, maxPacketBody);
}

/** 0x8201 position query (empty body); the terminal answers 0x0201. */
export function encodePositionQuery(header: Jt808HeaderInput): Uint8Array {
  return encodeJt808Frame(header, 0x8201, new Uint8Array(0));
}

/**
 * 0x8300 text message. 2013: `flag BYTE | text`; 2019 adds `text type BYTE` (1 notice,
 * 2 service) after the flag. Flag bits: 2013 bit0 urgent; both: bit2 display, bit3 TTS.
 */
export function encodeTextMessage(
  header: Jt808HeaderInput,
  message: { flag: number; text: string; textType?: number },
): Uint8Array {
  const writer = new ByteWriter().u8(message.flag);
  if (header.version === '2019') writer.u8(message.textType ?? 1);
  const text = encodeGbk(message.text);
  if (text.length > 1024) throw new RangeError('0x8300 text is limited to 1024 bytes');
  return encodeJt808Frame(header, 0x8300, writer.bytes(text).toBytes());
}

export interface CameraShoot {
  channel: number;
  /** 0 stop, 0xFFFF record video, n = take n photos. */
  command: number;
  /** Photo interval or recording time, seconds. */
  interval: number;
  /** 1 save on the terminal, 0 upload now. */
  saveFlag: number;
  /** 1 320x240, 2 640x480, 3 800x600, 4 1024x768, 5 176x144, 6 352x288, 7 704x288, 8 704x576. */
  resolution: number;
  /** 1 (best) - 10. */
  quality: number;
  brightness: number;
  contrast: number;
  saturation: number;
  chroma: number;
}

/** 0x8801 camera shoot now (S808-13 §8.53). */
export function encodeCameraShoot(header: Jt808HeaderInput, shoot: CameraShoot): Uint8Array {
  const body = new ByteWriter()
    .u8(shoot.channel)
    .u16(shoot.command)
    .u16(shoot.interval)
    .u8(shoot.saveFlag)
    .u8(shoot.resolution)
    .u8(shoot.quality)
    .u8(shoot.brightness)
    .u8(shoot.contrast)
    .u8(shoot.saturation)
    .u8(shoot.chroma)
    .toBytes();
  return encodeJt808Frame(header, 0x8801, body);
}

// ---------------------------------------------------------------------------------------------
// JT/T 1078 signalling (PROTOCOLS.md 2.3)

/** BCD[6] time in the device's zone (GMT+8 by default); undefined = all zeros ("no bound"). */
function bcdTimeOrZero(date: Date | undefined, zoneOffsetMinutes: number): Uint8Array {
  return date === undefined ? new Uint8Array(6) : dateToBcdTime(date, zoneOffsetMinutes);
}

/** 0x9003 query audio/video attributes (empty body); the terminal answers 0x1003. */
export function encodeAvAttributesQuery(header: Jt808HeaderInput): Uint8Array {
  return encodeJt808Frame(header, 0x9003, new Uint8Array(0));
}

export interface LiveAvRequest {
  serverAddress: string;
  tcpPort: number;
  udpPort: number;
  channel: number;
  /** 0 audio+video, 1 video, 2 two-way talk, 3 listen, 4 broadcast, 5 pass-through. */
  dataType: number;
  /** 0 main, 1 sub stream. */
  streamType: number;
}

/** 0x9101 live audio/video request. */
export function encodeLiveAvRequest(header: Jt808HeaderInput, request: LiveAvRequest): Uint8Array {
  const body = new ByteWriter()
    .shortString(request.serverAddress)
    .u16(request.tcpPort)
    .u16(request.udpPort)
    .u8(request.channel)
    .u8(request.dataType)
    .u8(request.streamType)
    .toBytes();
  return encodeJt808Frame(header, 0x9101, body);
}

export interface LiveAvControl {
  channel: number;
  /** 0 close, 1 switch stream, 2 pause, 3 resume, 4 close two-way talk. */
  command: number;
  /** 0 audio+video, 1 audio only, 2 video only. */
  closeType: number;
  /** 0 main, 1 sub stream. */
  switchStream: number;
}

/** 0x9102 live audio/video control. */
export function encodeLiveAvControl(header: Jt808HeaderInput, control: LiveAvControl): Uint8Array {
  const body = new ByteWriter()
    .u8(control.channel)
    .u8(control.command)
    .u8(control.closeType)
    .u8(control.switchStream)
    .toBytes();
  return encodeJt808Frame(header, 0x9102, body);
}

export interface PlaybackRequest {
  serverAddress: string;
  tcpPort: number;
  udpPort: number;
  channel: number;
  /** 0 audio+video, 1 audio, 2 video, 3 audio or video. */
  avType: number;
  /** 0 main or sub, 1 main, 2 sub. */
  streamType: number;
  /** 0 main or backup, 1 main, 2 backup. */
  storageType: number;
  /** 0 normal, 1 fast-forward, 2 key-frame rewind, 3 key-frame only, 4 single frame. */
  mode: number;
  /** 0 n/a, 1 x1, 2 x2, 3 x4, 4 x8, 5 x16. */
  speed: number;
  start: Date;
  /** Undefined = play to the end. */
  end?: Date;
  /** Zone of the device clock, minutes east of UTC; default GMT+8. */
  zoneOffsetMinutes?: number;
}

/** 0x9201 playback request; the terminal answers 0x1205 and streams to the given server. */
export function encodePlaybackRequest(
  header: Jt808HeaderInput,
  request: PlaybackRequest,
): Uint8Array {
  const zone = request.zoneOffsetMinutes ?? 480;
  const body = new ByteWriter()
    .shortString(request.serverAddress)
    .u16(request.tcpPort)
    .u16(request.udpPort)
    .u8(request.channel)
    .u8(request.avType)
    .u8(request.streamType)
    .u8(request.storageType)
    .u8(request.mode)
    .u8(request.speed)
    .bytes(dateToBcdTime(request.start, zone))
    .bytes(bcdTimeOrZero(request.end, zone))
    .toBytes();
  return encodeJt808Frame(header, 0x9201, body);
}

export interface PlaybackControl {
  channel: number;
  /** 0 start, 1 pause, 2 stop, 3 fast-forward, 4 key-frame rewind, 5 seek, 6 key-frame play. */
  control: number;
  speed: number;
  /** Seek position (control 5). */
  seekTo?: Date;
  zoneOffsetMinutes?: number;
}

/** 0x9202 playback control. */
export function encodePlaybackControl(
  header: Jt808HeaderInput,
  control: PlaybackControl,
): Uint8Array {
  const body = new ByteWriter()
    .u8(control.channel)
    .u8(control.control)
    .u8(control.speed)
    .bytes(bcdTimeOrZero(control.seekTo, control.zoneOffsetMinutes ?? 480))
    .toBytes();
  return encodeJt808Frame(header, 0x9202, body);
}

export interface ResourceQuery {
  /** 0 = all channels. */
  channel: number;
  start?: Date;
  end?: Date;
  /** JT/T 808 alarm bits (low 32 of the 64-bit field). */
  alarm?: number;
  /** JT/T 1078 video alarm bits (high 32). */
  videoAlarm?: number;
  /** 0 audio+video, 1 audio, 2 video, 3 audio or video. */
  avType: number;
  /** 0 all, 1 main, 2 sub. */
  streamType: number;
  /** 0 all, 1 main, 2 backup. */
  storageType: number;
  zoneOffsetMinutes?: number;
}

/** 0x9205 query recorded resources; the terminal answers 0x1205. */
export function encodeResourceQuery(header: Jt808HeaderInput, query: ResourceQuery): Uint8Array {
  const zone = query.zoneOffsetMinutes ?? 480;
  const body = new ByteWriter()
    .u8(query.channel)
    .bytes(bcdTimeOrZero(query.start, zone))
    .bytes(bcdTimeOrZero(query.end, zone))
    .u32(query.videoAlarm ?? 0)
    .u32(query.alarm ?? 0)
    .u8(query.avType)
    .u8(query.streamType)
    .u8(query.storageType)
    .toBytes();
  return encodeJt808Frame(header, 0x9205, body);
}

export interface FileUploadRequest {
  address: string;
  port: number;
  user: string;
  password: string;
  path: string;
  channel: number;
  start: Date;
  end: Date;
  alarm?: number;
  videoAlarm?: number;
  avType: number;
  streamType: number;
  storageType: number;
  /** Bit0 Wi-Fi, bit1 LAN, bit2 3G/4G allowed. */
  conditions: number;
  zoneOffsetMinutes?: number;
}

/** 0x9206 upload recorded files by FTP; the terminal answers 0x0001 then 0x1206. */
export function encodeFileUploadRequest(
  header: Jt808HeaderInput,
  request: FileUploadRequest,
): Uint8Array {
  const zone = request.zoneOffsetMinutes ?? 480;
  const body = new ByteWriter()
    .shortString(request.address)
    .u16(request.port)
    .shortString(request.user)
    .shortString(request.password)
    .shortString(request.path)
    .u8(request.channel)
    .bytes(dateToBcdTime(request.start, zone))
    .bytes(dateToBcdTime(request.end, zone))
    .u32(request.videoAlarm ?? 0)
    .u32(request.alarm ?? 0)
    .u8(request.avType)
    .u8(request.streamType)
    .u8(request.storageType)
    .u8(request.conditions)
    .toBytes();
  return encodeJt808Frame(header, 0x9206, body);
}

/** 0x9207 file upload control: `ack serial WORD | control BYTE (0 pause, 1 resume, 2 cancel)`. */
export function encodeFileUploadControl(
  header: Jt808HeaderInput,
  control: { ackSerial: number; control: number },
): Uint8Array {
  const body = new ByteWriter().u16(control.ackSerial).u8(control.control).toBytes();
  return encodeJt808Frame(header, 0x9207, body);
}
