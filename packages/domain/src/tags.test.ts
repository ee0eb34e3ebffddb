import { describe, expect, it } from 'vitest';
import { customReportTagSchema, type CustomReportTag } from './api/settings';
import { MAX_VISIBLE_TAGS, canOpenPath, requiredCodesForPath, ALL_MENU_CODES } from './menu';
import {
  addReportTag,
  enforceTagLimit,
  initialMenuTags,
  mergeMenuTags,
  replaceReportTags,
  setMenuTagSelected,
  swapTags,
  taggableEntries,
  visibleTagCount,
} from './tags';

const report = (id: number, shortcut = true): CustomReportTag =>
  customReportTagSchema.parse({ custom_id: id, name: `Report ${id}`, shortcut });
const reports = (count: number, shortcut = true) =>
  Array.from({ length: count }, (_, i) => report(i + 1, shortcut));

describe('initialMenuTags', () => {
  it('selects bigtest, dashboard and otaManage and nothing else', () => {
    const selected = initialMenuTags()
      .filter((tag) => tag.selected)
      .map((tag) => tag.name);
    expect(selected.sort()).toEqual(['bigtest', 'dashboard', 'otaManage']);
  });
  it('keeps the menu order, every leaf but exit, all shown', () => {
    const tags = initialMenuTags();
    expect(tags.map((t) => t.name)).toEqual(taggableEntries().map((e) => e.name));
    expect(tags.map((t) => t.name)).not.toContain('exit');
    expect(tags.every((t) => t.visible)).toBe(true);
    expect(tags[0]?.name).toBe('dashboard');
  });
});

describe('mergeMenuTags', () => {
  it('starts fresh from an empty list', () => {
    expect(mergeMenuTags([])).toEqual(initialMenuTags());
  });
  it('keeps the stored order and flags, drops unknown names and appends new entries', () => {
    const merged = mergeMenuTags([
      { name: 'otaManage', visible: false, selected: true },
      { name: 'retired', visible: true, selected: true },
      { name: 'dashboard', visible: true, selected: false },
      { name: 'dashboard', visible: true, selected: true },
    ]);
    expect(merged.slice(0, 2)).toEqual([
      { name: 'otaManage', visible: false, selected: true },
      { name: 'dashboard', visible: true, selected: false },
    ]);
    expect(merged).toHaveLength(taggableEntries().length);
    expect(merged.slice(2).every((t) => !t.selected)).toBe(true);
  });
});

describe('swapTags', () => {
  it('exchanges two positions', () => {
    expect(swapTags(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['c', 'b', 'a', 'd']);
  });
  it.each([
    [0, 9],
    [-1, 1],
    [2, 2],
  ])('changes nothing for positions %i and %i', (from, to) => {
    expect(swapTags(['a', 'b', 'c'], from, to)).toEqual(['a', 'b', 'c']);
  });
});

describe('the visible-tag limit', () => {
  it('is 40', () => expect(MAX_VISIBLE_TAGS).toBe(40));

  it('counts selected shown menu tags and report shortcuts', () => {
    const menu = initialMenuTags();
    expect(visibleTagCount(menu, [...reports(5), report(9, false)])).toBe(3 + 5);
  });

  it('makes a new report tag visible while fewer than 40 are', () => {
    const menu = initialMenuTags();
    const list = addReportTag(menu, reports(36), report(100));
    expect(list.at(-1)?.shortcut).toBe(true);
    expect(visibleTagCount(menu, list)).toBe(40);
  });

  it('adds a report tag hidden once 40 are visible', () => {
    const menu = initialMenuTags();
    const list = addReportTag(menu, reports(37), report(100));
    expect(list.at(-1)?.shortcut).toBe(false);
    expect(visibleTagCount(menu, list)).toBe(40);
  });

  it('refuses to select one more menu tag at the limit', () => {
    const menu = initialMenuTags();
    const change = setMenuTagSelected(menu, reports(37), 'geoFence', true);
    expect(change.refused).toBe(true);
    expect(change.menuTags.find((t) => t.name === 'geoFence')?.selected).toBe(false);
    expect(setMenuTagSelected(menu, reports(36), 'geoFence', true).refused).toBe(false);
  });

  it('removes the extras over the limit, reports after menu tags', () => {
    const menu = initialMenuTags();
    const limited = enforceTagLimit(menu, reports(45));
    expect(limited.removed).toBe(8);
    expect(visibleTagCount(limited.menuTags, limited.reportTags)).toBe(40);
    expect(limited.menuTags).toEqual(menu);
    expect(limited.reportTags.slice(37).every((t) => !t.shortcut)).toBe(true);
  });

  it('leaves a list within the limit alone', () => {
    const limited = enforceTagLimit(initialMenuTags(), reports(10));
    expect(limited.removed).toBe(0);
  });
});

describe('replaceReportTags', () => {
  it('discards the existing tags when a new list of several lacks the first current one', () => {
    expect(replaceReportTags([report(1), report(2)], [report(3), report(4)])).toEqual([
      report(3),
      report(4),
    ]);
  });
  it('updates in place and appends when the first current tag is in the new list', () => {
    const renamed = { ...report(1), name: 'Renamed' };
    expect(replaceReportTags([report(1), report(2)], [renamed, report(5)])).toEqual([
      renamed,
      report(2),
      report(5),
    ]);
  });
  it('appends a single new tag to the current list', () => {
    expect(replaceReportTags([report(1)], [report(2)])).toEqual([report(1), report(2)]);
  });
});

describe('page access by menu code', () => {
  const all = new Set(ALL_MENU_CODES);
  it('needs the entry code and the codes of its groups', () => {
    expect(requiredCodesForPath('/accountManage')).toEqual([1000007, 1000701]);
    expect(requiredCodesForPath('/logQuery')).toEqual([1000009, 1000906, 100090601]);
    expect(requiredCodesForPath('/dashBoard/')).toEqual([1000003]);
  });
  it('lets pages that belong to an entry follow its codes', () => {
    expect(requiredCodesForPath('/geoFenceBind')).toEqual([1000010]);
  });
  it('needs nothing for pages outside the menu', () => {
    expect(requiredCodesForPath('/home')).toEqual([]);
    expect(canOpenPath('/testMap', new Set())).toBe(true);
  });
  it('refuses a page whose code the account lacks', () => {
    const withoutAccounts = new Set([...all].filter((code) => code !== 1000701));
    expect(canOpenPath('/accountManage', withoutAccounts)).toBe(false);
    expect(canOpenPath('/infoManagement', withoutAccounts)).toBe(true);
    expect(canOpenPath('/accountManage', all)).toBe(true);
  });
});
