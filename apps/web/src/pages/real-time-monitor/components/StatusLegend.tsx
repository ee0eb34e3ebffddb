import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICE_ICON_NAMES, type DeviceIconName } from '@convoy/domain';
import { StatusIcon } from './StatusIcon';

/** The status icon legend with a count per icon; a click filters the list and the map. */
export function StatusLegend({
  counts,
  selected,
  onSelect,
}: {
  counts: Partial<Record<DeviceIconName, number>>;
  selected: DeviceIconName;
  onSelect: (status: DeviceIconName) => void;
}) {
  const { t } = useTranslation('monitor');
  return (
    <div className="monitor-legend" role="toolbar" aria-label={t('map.legend')}>
      {DEVICE_ICON_NAMES.map((status) => (
        // The tip opens below and lets the pointer through, so it never covers the list
        // controls above the legend nor stays open under a pointer resting on it.
        <Tooltip
          key={status}
          title={t(`status.${status}`)}
          placement="bottom"
          styles={{ root: { pointerEvents: 'none' } }}
        >
          <button
            type="button"
            className={`monitor-legend__item${selected === status ? ' is-selected' : ''}`}
            aria-pressed={selected === status}
            aria-label={t(`status.${status}`)}
            data-status={status}
            onClick={() => onSelect(selected === status ? 'checkAll' : status)}
          >
            <StatusIcon status={status} size={16} />
            <span className="monitor-legend__count">{counts[status] ?? 0}</span>
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
