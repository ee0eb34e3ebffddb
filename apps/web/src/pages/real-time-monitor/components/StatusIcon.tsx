import type { DeviceIconName } from '@convoy/domain';
import { statusIconUrl } from '../../../map/vehicle-icons';

export function StatusIcon({ status, size = 18 }: { status: DeviceIconName; size?: number }) {
  return (
    <img className="status-icon" src={statusIconUrl(status)} width={size} height={size} alt="" />
  );
}
