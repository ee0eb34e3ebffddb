import type { DeviceCommand } from '@convoy/domain';
import {
  encodeCameraShoot,
  encodePositionQuery,
  encodeQueryAllParameters,
  encodeQueryParameters,
  encodeSetParameters,
  encodeTerminalControl,
  encodeTextMessage,
  type Jt808HeaderInput,
  type Jt808Message,
  type Jt808ParameterInput,
  TerminalControlCommand,
} from '@convoy/protocols';
import type { CommandReply, ReplyMatcher } from './pending-commands';

/** JT/T 808 parameter ids (S808-13 Table 12) the commands of SPEC.md §7 set. */
export const Jt808ParameterId = {
  heartbeatSeconds: 0x0001,
  mainServerAddress: 0x0013,
  backupServerAddress: 0x0017,
  serverTcpPort: 0x0018,
  sleepReportSeconds: 0x0027,
  defaultReportSeconds: 0x0029,
  maxSpeedKmh: 0x0055,
  overspeedDurationSeconds: 0x0056,
} as const;

/** 0x0001 results (S808-13 §8.1): 0 success, 1 failure, 2 message error, 3 unsupported. */
export function generalResponseMatcher(serial: number, msgId: number): ReplyMatcher {
  return (message) => {
    const m = message as Jt808Message;
    if (m.type !== 'general_response' || m.ackSerial !== serial || m.ackMsgId !== msgId)
      return undefined;
    const reply: CommandReply = {
      result: m.result === 0 ? 'success' : 'fail',
      reply: { code: m.result },
    };
    return reply;
  };
}

export interface Jt808PreparedCommand {
  frame: Uint8Array;
  match: ReplyMatcher;
}

/**
 * A command as the terminal understands it: parameter writes (0x8103), queries (0x8104,
 * 0x8106, 0x8201), terminal control (0x8105) and text (0x8300). Null where the standard has
 * no such command (hotspot, output control, RFID lists, FTP picture upload).
 */
export function prepareJt808Command(
  command: DeviceCommand,
  header: Jt808HeaderInput,
): Jt808PreparedCommand | null {
  const { serial } = header;
  const setParameters = (parameters: Jt808ParameterInput[]) => ({
    frame: encodeSetParameters(header, parameters),
    match: generalResponseMatcher(serial, 0x8103),
  });
  switch (command.type) {
    case 'positionRequest':
      return {
        frame: encodePositionQuery(header),
        match: (message) => {
          const m = message as Jt808Message;
          return m.type === 'position_reply' && m.ackSerial === serial
            ? {
                result: 'success',
                reply: {
                  latitude: m.position.latitude,
                  longitude: m.position.longitude,
                  speed: m.position.speed,
                  gpsTime: m.position.fixTime.toISOString(),
                },
              }
            : undefined;
        },
      };
    case 'queryParameters': {
      const ids = command.params.ids;
      return {
        frame:
          ids && ids.length > 0
            ? encodeQueryParameters(header, ids)
            : encodeQueryAllParameters(header),
        match: (message) => {
          const m = message as Jt808Message;
          return m.type === 'parameters' && m.ackSerial === serial
            ? {
                result: 'success',
                reply: {
                  parameters: m.parameters.map((p) => ({ id: p.id, type: p.type, value: p.value })),
                },
              }
            : undefined;
        },
      };
    }
    case 'setParameters':
      return setParameters(command.params.parameters.map((p) => ({ id: p.id, value: p.value })));
    case 'heartbeatInterval':
      return setParameters([
        { id: Jt808ParameterId.heartbeatSeconds, value: command.params.minutes * 60 },
      ]);
    case 'uploadInterval':
      return setParameters([
        { id: Jt808ParameterId.defaultReportSeconds, value: command.params.units * 10 },
      ]);
    case 'servers':
      return setParameters([
        { id: Jt808ParameterId.mainServerAddress, value: command.params.host },
        { id: Jt808ParameterId.serverTcpPort, value: command.params.port },
        ...(command.params.backupHost
          ? [{ id: Jt808ParameterId.backupServerAddress, value: command.params.backupHost }]
          : []),
      ]);
    case 'sleepMode':
      // The terminal sleeps on its own; the platform sets how often it reports while asleep.
      return setParameters([
        {
          id: Jt808ParameterId.sleepReportSeconds,
          value: command.params.enabled ? (command.params.reportMinutes ?? 60) * 60 : 0,
        },
      ]);
    case 'overspeedAlarm':
      return setParameters([
        { id: Jt808ParameterId.maxSpeedKmh, value: command.params.speedKmh },
        { id: Jt808ParameterId.overspeedDurationSeconds, value: command.params.durationSeconds },
      ]);
    case 'otaUpgrade': {
      // S808-13 §8.14: URL;APN;user;password;address;TCP port;UDP port;maker;hardware;firmware;time limit
      const { host, port, fileName } = command.params;
      const url = `ftp://${host}:${port}/${fileName}`;
      return {
        frame: encodeTerminalControl(
          header,
          TerminalControlCommand.wirelessUpgrade,
          `${url};;;;${host};${port};;;;;`,
        ),
        match: generalResponseMatcher(serial, 0x8105),
      };
    }
    case 'restart':
      return {
        frame: encodeTerminalControl(header, TerminalControlCommand.reset),
        match: generalResponseMatcher(serial, 0x8105),
      };
    case 'takePhoto':
      // Answered by 0x0805 (§8.56): the command's serial, a result, the new media ids.
      return {
        frame: encodeCameraShoot(header, {
          channel: command.params.channel,
          command: 1,
          interval: 0,
          saveFlag: 0,
          resolution: 1,
          quality: 5,
          brightness: 128,
          contrast: 64,
          saturation: 64,
          chroma: 128,
        }),
        match: (message) => {
          const m = message as Jt808Message;
          if (m.type !== 'unknown' || m.msgId !== 0x0805 || m.body.length < 3) return undefined;
          const ackSerial = ((m.body[0] ?? 0) << 8) | (m.body[1] ?? 0);
          if (ackSerial !== serial) return undefined;
          return { result: m.body[2] === 0 ? 'success' : 'fail', reply: { result: m.body[2] } };
        },
      };
    case 'custom':
      // Shown on the terminal's display and read aloud (flag bits 2 and 3).
      return {
        frame: encodeTextMessage(header, { flag: 0x0c, text: command.params.text, textType: 1 }),
        match: generalResponseMatcher(serial, 0x8300),
      };
    case 'hotspot':
    case 'outputControl':
    case 'rfidAuthorisation':
    case 'ftpPictureUpload':
      return null;
  }
}
