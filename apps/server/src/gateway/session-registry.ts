import type { DeviceConnection } from './device-connection';

/**
 * One live session per device: a reconnection replaces (and closes) the old one. Commands
 * find the device's connection here.
 */
export class SessionRegistry {
  private readonly byDevice = new Map<string, DeviceConnection<unknown>>();

  /** Binds a connection to its device, closing a previous connection of the same device. */
  bind<State>(deviceId: string, connection: DeviceConnection<State>): void {
    const previous = this.byDevice.get(deviceId);
    if (previous && previous !== connection) previous.close('replaced by a new connection');
    this.byDevice.set(deviceId, connection);
  }

  remove<State>(connection: DeviceConnection<State>): void {
    const deviceId = connection.device?.id;
    if (deviceId && this.byDevice.get(deviceId) === connection) this.byDevice.delete(deviceId);
  }

  get(deviceId: string): DeviceConnection<unknown> | undefined {
    return this.byDevice.get(deviceId);
  }

  isOnline(deviceId: string): boolean {
    const connection = this.byDevice.get(deviceId);
    return connection !== undefined && !connection.isClosed;
  }

  get size(): number {
    return this.byDevice.size;
  }
}
