/**
 * The main menu of SPEC.md §2: internal names, access codes and groups.
 * An entry is shown only when the account holds its code.
 */
export interface MenuEntryDefinition {
  /** Internal name; also the route path without the leading slash where one exists. */
  readonly name: string;
  readonly code: number;
  /** Route path inside the main frame, or null for entries that open something else. */
  readonly path: string | null;
  readonly children?: readonly MenuEntryDefinition[];
}

export const MENU_GROUP_MANAGEMENT = 1000007;
export const MENU_GROUP_SETTINGS_CENTER = 1000009;
export const MENU_CODE_SYSTEM_CENTER = 1000906;

export const MENU: readonly MenuEntryDefinition[] = [
  { name: 'dashboard', code: 1000003, path: '/dashBoard' },
  { name: 'realTimeMonitor', code: 1000004, path: '/realTimeMonitor' },
  { name: 'videoMonitor', code: 1000013, path: '/videoMonitor' },
  { name: 'trackPlayback', code: 1000005, path: '/trackPlayback' },
  { name: 'videoPlayback', code: 1000014, path: '/videoPlayback' },
  { name: 'geoFence', code: 1000010, path: '/geoFence' },
  { name: 'statisticalReport', code: 1000006, path: '/statisticalReport' },
  { name: 'bigtest', code: 1000902, path: '/bigtest' },
  {
    name: 'management',
    code: MENU_GROUP_MANAGEMENT,
    path: null,
    children: [
      { name: 'accountManage', code: 1000701, path: '/accountManage' },
      { name: 'infoManagement', code: 1000702, path: '/infoManagement' },
      { name: 'vehicleSetting', code: 1000703, path: '/vehicleSetting' },
      { name: 'driverManagement', code: 1000704, path: '/driverManagement' },
      { name: 'pOIManagement', code: 1000705, path: '/pOIManagement' },
      { name: 'otaManage', code: 1000706, path: '/otaManage' },
      { name: 'ruleManagement', code: 1000707, path: '/ruleManagement' },
      { name: 'maintenanceManage', code: 1000901, path: '/maintenanceManage' },
      { name: 'insuranceManage', code: 1000903, path: '/insuranceManage' },
      { name: 'certificateManage', code: 1000904, path: '/certificateManage' },
    ],
  },
  {
    name: 'settingsCenter',
    code: MENU_GROUP_SETTINGS_CENTER,
    path: null,
    children: [
      { name: 'platformSetting', code: 10000901, path: '/platformSetting' },
      { name: 'autorenew', code: 10000903, path: '/chargeManage' },
      { name: 'userSetting', code: 10000904, path: '/userSetting' },
      { name: 'help', code: 1000905, path: '/help' },
      { name: 'feedback', code: 1000910, path: '/feedback' },
      {
        name: 'systemCenter',
        code: MENU_CODE_SYSTEM_CENTER,
        path: null,
        children: [
          { name: 'logQuery', code: 100090601, path: '/logQuery' },
          { name: 'onlineUser', code: 100090602, path: '/onlineUser' },
          { name: 'flowAnalysis', code: 100090603, path: '/flowAnalysis' },
          { name: 'arrearsInformation', code: 100090604, path: null },
          { name: 'toDo', code: 100090605, path: null },
          { name: 'announcement', code: 100090606, path: '/announcement' },
        ],
      },
      { name: 'about', code: 1000012, path: '/about' },
      { name: 'exit', code: 1000907, path: null },
    ],
  },
];

/** Every access code of the menu, groups included, depth first. */
export const ALL_MENU_CODES: readonly number[] = (function collect(
  entries: readonly MenuEntryDefinition[],
): number[] {
  return entries.flatMap((e) => [e.code, ...(e.children ? collect(e.children) : [])]);
})(MENU);

/** Entries the holder of `codes` may see; a group is kept when any child is visible. */
export function visibleMenu(
  codes: ReadonlySet<number>,
  entries: readonly MenuEntryDefinition[] = MENU,
): MenuEntryDefinition[] {
  const out: MenuEntryDefinition[] = [];
  for (const entry of entries) {
    if (entry.children) {
      const children = visibleMenu(codes, entry.children);
      if (codes.has(entry.code) && children.length > 0) out.push({ ...entry, children });
    } else if (codes.has(entry.code)) {
      out.push(entry);
    }
  }
  return out;
}

/**
 * Pages of the frame that are not menu entries but belong to one: they need its codes.
 * Pages listed nowhere (home, alarm centre, test pages) need only a session.
 */
const OWNER_PATHS: Readonly<Record<string, string>> = {
  '/geoFenceBind': '/geoFence',
  '/rulePage': '/ruleManagement',
  '/activeSafety': '/statisticalReport',
};

function codesByPath(
  entries: readonly MenuEntryDefinition[],
  parents: readonly number[] = [],
  out = new Map<string, number[]>(),
): Map<string, number[]> {
  for (const entry of entries) {
    const chain = [...parents, entry.code];
    if (entry.path) out.set(entry.path, chain);
    if (entry.children) codesByPath(entry.children, chain, out);
  }
  return out;
}

const CODES_BY_PATH = codesByPath(MENU);

/** The access codes a page needs: its entry's code and those of the groups above it. */
export function requiredCodesForPath(pathname: string): readonly number[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CODES_BY_PATH.get(OWNER_PATHS[path] ?? path) ?? [];
}

/** Whether the holder of `codes` may open a page; the guard refuses it otherwise. */
export function canOpenPath(pathname: string, codes: ReadonlySet<number>): boolean {
  return requiredCodesForPath(pathname).every((code) => codes.has(code));
}

export function findMenuEntry(
  name: string,
  entries: readonly MenuEntryDefinition[] = MENU,
): MenuEntryDefinition | undefined {
  for (const entry of entries) {
    if (entry.name === name) return entry;
    const found = entry.children ? findMenuEntry(name, entry.children) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Tags selected in a fresh tag list (SPEC.md §2 Menu). */
export const INITIAL_SELECTED_TAGS = ['bigtest', 'dashboard', 'otaManage'] as const;
/** Visible tags, menu plus report shortcuts (SPEC.md §9 Limits). */
export const MAX_VISIBLE_TAGS = 40;
/** The default home page is the realtime monitor (SPEC.md §9). */
export const DEFAULT_HOME_MENU_CODE = 1000004;
