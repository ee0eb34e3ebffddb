/**
 * The quick-navigation tags of SPEC.md §2 and §4: one tag per menu entry, in an order the
 * operator may change by swapping two positions, with the custom report shortcuts beside
 * them. At most MAX_VISIBLE_TAGS tags, menu and reports together, are visible at once.
 */
import type { CustomReportTag, MenuTagSetting } from './api/settings';
import { INITIAL_SELECTED_TAGS, MAX_VISIBLE_TAGS, MENU, type MenuEntryDefinition } from './menu';

/** Menu entries that can be a tag: every leaf but exit, which is an action, not a place. */
export function taggableEntries(
  entries: readonly MenuEntryDefinition[] = MENU,
): MenuEntryDefinition[] {
  return entries.flatMap((entry) =>
    entry.children ? taggableEntries(entry.children) : entry.name === 'exit' ? [] : [entry],
  );
}

const TAGGABLE_NAMES: ReadonlySet<string> = new Set(taggableEntries().map((e) => e.name));

/** A fresh list: the menu's order, all shown, bigtest, dashboard and otaManage selected. */
export function initialMenuTags(): MenuTagSetting[] {
  const selected: ReadonlySet<string> = new Set(INITIAL_SELECTED_TAGS);
  return taggableEntries().map((entry) => ({
    name: entry.name,
    visible: true,
    selected: selected.has(entry.name),
  }));
}

/**
 * The stored list brought up to date with the menu: unknown names (entries since removed) and
 * duplicates drop out, entries added since are appended unselected. An empty list is fresh.
 */
export function mergeMenuTags(stored: readonly MenuTagSetting[]): MenuTagSetting[] {
  if (stored.length === 0) return initialMenuTags();
  const seen = new Set<string>();
  const kept: MenuTagSetting[] = [];
  for (const tag of stored) {
    if (!TAGGABLE_NAMES.has(tag.name) || seen.has(tag.name)) continue;
    seen.add(tag.name);
    kept.push({ name: tag.name, visible: tag.visible, selected: tag.selected });
  }
  for (const entry of taggableEntries()) {
    if (!seen.has(entry.name)) kept.push({ name: entry.name, visible: true, selected: false });
  }
  return kept;
}

/** Exchanges the tags at two positions; positions outside the list change nothing. */
export function swapTags<T>(tags: readonly T[], from: number, to: number): T[] {
  const next = [...tags];
  const a = next[from];
  const b = next[to];
  if (a === undefined || b === undefined || from === to) return next;
  next[from] = b;
  next[to] = a;
  return next;
}

/** Tags shown in the quick-navigation bar: selected menu tags plus report shortcuts. */
export function visibleTagCount(
  menuTags: readonly MenuTagSetting[],
  reportTags: readonly CustomReportTag[],
): number {
  return (
    menuTags.filter((tag) => tag.selected && tag.visible).length +
    reportTags.filter((tag) => tag.shortcut).length
  );
}

/** A new tag may become visible only while fewer than the limit are. */
export function canShowAnotherTag(
  menuTags: readonly MenuTagSetting[],
  reportTags: readonly CustomReportTag[],
): boolean {
  return visibleTagCount(menuTags, reportTags) < MAX_VISIBLE_TAGS;
}

export interface TagChange {
  menuTags: MenuTagSetting[];
  reportTags: CustomReportTag[];
  /** The change would pass the limit and was not made. */
  refused: boolean;
}

/** Selects or unselects a menu tag; selecting one more than the limit allows is refused. */
export function setMenuTagSelected(
  menuTags: readonly MenuTagSetting[],
  reportTags: readonly CustomReportTag[],
  name: string,
  selected: boolean,
): TagChange {
  const tag = menuTags.find((t) => t.name === name);
  const unchanged = { menuTags: [...menuTags], reportTags: [...reportTags] };
  if (!tag || tag.selected === selected) return { ...unchanged, refused: false };
  if (selected && tag.visible && !canShowAnotherTag(menuTags, reportTags)) {
    return { ...unchanged, refused: true };
  }
  return {
    menuTags: menuTags.map((t) => (t.name === name ? { ...t, selected } : t)),
    reportTags: [...reportTags],
    refused: false,
  };
}

/** Adds a report tag; it is a visible shortcut only while fewer than the limit are visible. */
export function addReportTag(
  menuTags: readonly MenuTagSetting[],
  reportTags: readonly CustomReportTag[],
  tag: CustomReportTag,
): CustomReportTag[] {
  const others = reportTags.filter((t) => String(t.custom_id) !== String(tag.custom_id));
  const shortcut = tag.shortcut && canShowAnotherTag(menuTags, others);
  return [...others, { ...tag, shortcut }];
}

/**
 * A new list of report tags from the report module. When it holds several tags and not the
 * first current one, it is a different list and the existing tags are discarded (SPEC.md §4);
 * otherwise the current tags are updated in place and new ones appended.
 */
export function replaceReportTags(
  current: readonly CustomReportTag[],
  incoming: readonly CustomReportTag[],
): CustomReportTag[] {
  const first = current[0];
  const id = (tag: CustomReportTag) => String(tag.custom_id);
  if (!first || (incoming.length > 1 && !incoming.some((tag) => id(tag) === id(first)))) {
    return [...incoming];
  }
  const byId = new Map(incoming.map((tag) => [id(tag), tag]));
  const updated = current.map((tag) => byId.get(id(tag)) ?? tag);
  const known = new Set(current.map(id));
  return [...updated, ...incoming.filter((tag) => !known.has(id(tag)))];
}

export interface LimitedTags {
  menuTags: MenuTagSetting[];
  reportTags: CustomReportTag[];
  /** How many visible tags were over the limit and were removed. */
  removed: number;
}

/**
 * Keeps at most MAX_VISIBLE_TAGS visible: menu tags first in their order, then report
 * shortcuts; the extras are unselected (menu) or dropped from the shortcuts (reports).
 */
export function enforceTagLimit(
  menuTags: readonly MenuTagSetting[],
  reportTags: readonly CustomReportTag[],
  limit: number = MAX_VISIBLE_TAGS,
): LimitedTags {
  let room = limit;
  let removed = 0;
  const nextMenu = menuTags.map((tag) => {
    if (!(tag.selected && tag.visible)) return tag;
    if (room > 0) {
      room -= 1;
      return tag;
    }
    removed += 1;
    return { ...tag, selected: false };
  });
  const nextReports = reportTags.map((tag) => {
    if (!tag.shortcut) return tag;
    if (room > 0) {
      room -= 1;
      return tag;
    }
    removed += 1;
    return { ...tag, shortcut: false };
  });
  return { menuTags: nextMenu, reportTags: nextReports, removed };
}
