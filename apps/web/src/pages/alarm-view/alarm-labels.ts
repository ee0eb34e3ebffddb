import type { TFunction } from 'i18next';

/** An alarm's type as read in the alarm namespace, with its overspeed level. */
export function alarmTypeLabel(
  t: TFunction,
  alarm: { type: string; level: number | null },
): string {
  const name = t(`alarm:types.${alarm.type}`);
  return alarm.level ? `${name} · ${t('alarm:level', { level: alarm.level })}` : name;
}
