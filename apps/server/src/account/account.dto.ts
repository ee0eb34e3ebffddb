import type { SessionUserInfoDto } from '@convoy/domain';
import type { TrackerSummary } from '../device/device.repository';
import type { SessionUserInfo, SubAccountSummary } from './account.service';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export const toSubAccountDto = (a: SubAccountSummary) => ({ ...a, expiry: iso(a.expiry) });
export const toTrackerDto = (t: TrackerSummary) => ({ ...t, expiry: iso(t.expiry) });

export function toSessionUserInfoDto(info: SessionUserInfo): SessionUserInfoDto {
  return {
    ...info,
    expiry: iso(info.expiry),
    users: info.users.map(toSubAccountDto),
    trackers: info.trackers.map(toTrackerDto),
  };
}
