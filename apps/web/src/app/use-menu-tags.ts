/** The operator's menu tags and report shortcuts, as the settings hold them. */
import { useMemo } from 'react';
import {
  findMenuEntry,
  mergeMenuTags,
  requiredCodesForPath,
  type CustomReportTag,
  type MenuEntryDefinition,
  type MenuTagSetting,
} from '@convoy/domain';
import { useSessionStore } from '../state/session-store';
import { useSettingsStore } from '../state/settings-store';

export interface MenuTagView extends MenuTagSetting {
  entry: MenuEntryDefinition;
  /** The account holds the codes of this entry and its groups. */
  permitted: boolean;
}

function permitted(entry: MenuEntryDefinition, codes: ReadonlySet<number>): boolean {
  const needed = entry.path ? requiredCodesForPath(entry.path) : [entry.code];
  return needed.every((code) => codes.has(code)) && codes.has(entry.code);
}

export function useMenuTags(): { tags: MenuTagView[]; reportTags: CustomReportTag[] } {
  const stored = useSettingsStore((s) => s.settings.menu);
  const menuCodes = useSessionStore((s) => s.profile?.menuCodes);
  return useMemo(() => {
    const codes = new Set(menuCodes ?? []);
    const tags = mergeMenuTags(stored.tags).flatMap((tag) => {
      const entry = findMenuEntry(tag.name);
      return entry ? [{ ...tag, entry, permitted: permitted(entry, codes) }] : [];
    });
    return { tags, reportTags: stored.reportTags };
  }, [stored, menuCodes]);
}
