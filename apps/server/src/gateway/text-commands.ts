import type { DeviceCommand } from '@convoy/domain';

/**
 * The text commands GT06-family trackers accept over GPRS, in their SMS syntax (as their
 * vendors document them). Null where the family has no such command.
 */
export function gt06CommandText(command: DeviceCommand): string | null {
  switch (command.type) {
    case 'positionRequest':
      return 'WHERE#';
    case 'restart':
      return 'RESET#';
    case 'heartbeatInterval':
      return `HBT,${command.params.minutes}#`;
    case 'uploadInterval':
      return `TIMER,${command.params.units * 10}#`;
    case 'servers':
      return `SERVER,0,${command.params.host},${command.params.port},0#`;
    case 'outputControl':
      // Relay 1 cuts fuel or power: on = cut.
      return `RELAY,${command.params.on ? 1 : 0}#`;
    case 'overspeedAlarm':
      return `SPEED,ON,${command.params.durationSeconds},${command.params.speedKmh},1#`;
    case 'sleepMode':
      return `SENDS,${command.params.enabled ? (command.params.reportMinutes ?? 5) : 0}#`;
    case 'custom':
      return command.params.text;
    case 'queryParameters':
      return 'PARAM#';
    case 'hotspot':
    case 'rfidAuthorisation':
    case 'ftpPictureUpload':
    case 'otaUpgrade':
    case 'setParameters':
    case 'takePhoto':
      return null;
  }
}

/** Teltonika Codec 12 commands (the SMS/GPRS command set of their FMB trackers). */
export function teltonikaCommandText(command: DeviceCommand): string | null {
  switch (command.type) {
    case 'positionRequest':
      return 'getgps';
    case 'restart':
      return 'cpureset';
    case 'outputControl': {
      // setdigout takes one character per output: 1 on, 0 off, ? unchanged.
      const pattern = ['?', '?', '?', '?'];
      pattern[command.params.output - 1] = command.params.on ? '1' : '0';
      return `setdigout ${pattern.join('').replace(/\?+$/, '')}`;
    }
    case 'servers':
      return `setparam 2004:${command.params.host};2005:${command.params.port}`;
    case 'uploadInterval':
      return `setparam 10050:${command.params.units * 10}`;
    case 'queryParameters':
      return 'getinfo';
    case 'custom':
      return command.params.text;
    case 'heartbeatInterval':
    case 'sleepMode':
    case 'hotspot':
    case 'rfidAuthorisation':
    case 'overspeedAlarm':
    case 'ftpPictureUpload':
    case 'otaUpgrade':
    case 'setParameters':
    case 'takePhoto':
      return null;
  }
}
