import {
  defaultSettings,
  type SaveSettingRequest,
  type Settings,
  type SettingsInput,
} from '@convoy/domain';
import type { SettingsRepository } from './settings.repository';

/**
 * The settings objects of an account (SPEC.md §3). Stored values are read through their
 * schemas, so an account that never saved a group gets the defaults of SPEC.md §9.
 */
export class SettingsService {
  private readonly savedListeners: ((accountId: string, group: string) => void)[] = [];

  constructor(private readonly repository: SettingsRepository) {}

  /** Called after a group is saved (e.g. trip detection rereads its thresholds). */
  onSaved(listener: (accountId: string, group: string) => void): void {
    this.savedListeners.push(listener);
  }

  async get(accountId: string): Promise<Settings> {
    const stored = (await this.repository.readAll(accountId)) as SettingsInput;
    return defaultSettings(stored);
  }

  /** Replaces one group's value. */
  async save(accountId: string, request: SaveSettingRequest): Promise<void> {
    await this.repository.save(accountId, request.group, request.value);
    for (const listener of this.savedListeners) listener(accountId, request.group);
  }
}
