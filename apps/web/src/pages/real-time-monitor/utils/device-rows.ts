/**
 * The device list's rows: a tree of account → group → device, or the flat list of the table,
 * filtered by search text and status. Pure, so 50,000 devices can be tested and timed.
 */
import type { DeviceIconName, DeviceStatusIcon } from '@convoy/domain';

export interface RowRecord {
  tracker: {
    id: string;
    imei: string;
    name: string;
    accountId: string;
    groupId: string | null;
    groupName: string | null;
  };
  status: DeviceStatusIcon;
}

export interface AccountNode {
  id: string;
  parentId: string | null;
  name: string;
}

export type DeviceRow<R extends RowRecord> =
  | {
      kind: 'account';
      key: string;
      id: string;
      name: string;
      depth: number;
      count: number;
      open: boolean;
    }
  | { kind: 'group'; key: string; name: string | null; depth: number; count: number; open: boolean }
  | { kind: 'device'; key: string; record: R; depth: number };

export interface RowFilter {
  search: string;
  status: DeviceIconName;
}

export function matchesFilter(record: RowRecord, filter: RowFilter): boolean {
  if (filter.status !== 'checkAll' && record.status !== filter.status) return false;
  if (!filter.search) return true;
  const needle = filter.search.toLowerCase();
  return (
    record.tracker.name.toLowerCase().includes(needle) ||
    record.tracker.imei.toLowerCase().includes(needle)
  );
}

/** How many devices show each icon; 'checkAll' is the total. */
export function countByStatus(records: Iterable<RowRecord>): Record<DeviceIconName, number> {
  const counts = {} as Record<DeviceIconName, number>;
  let total = 0;
  for (const record of records) {
    counts[record.status] = (counts[record.status] ?? 0) + 1;
    total += 1;
  }
  counts.checkAll = total;
  return counts;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
const byTrackerName = (a: RowRecord, b: RowRecord) =>
  collator.compare(a.tracker.name, b.tracker.name);

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** A plain-ASCII name as a key whose code-point order is the natural order ("Van 9" < "Van 10"). */
const naturalKey = (name: string) =>
  name.toLowerCase().replace(/\d+/g, (digits) => digits.replace(/^0+/, '').padStart(16, '0'));

/**
 * The devices' ids in name order, as the lists show them (natural order: "Van 9" before
 * "Van 10"). Sorting 50,000 names is the costly part of the lists, so it is done once per
 * fleet and reused (with `inNameOrder`) while the names stay the same. Plain-ASCII names
 * are compared by a key rather than by the collator, which is several times quicker.
 */
export function nameOrder(records: Iterable<RowRecord>): string[] {
  const list = [...records];
  if (list.every((r) => PRINTABLE_ASCII.test(r.tracker.name))) {
    const keyed = list.map((r) => ({ key: naturalKey(r.tracker.name), id: r.tracker.id }));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return keyed.map((k) => k.id);
  }
  return list.sort(byTrackerName).map((r) => r.tracker.id);
}

/**
 * Tree rows. `closed` holds the keys of collapsed accounts and groups; while searching,
 * everything that matches is shown open. Accounts without matching devices are left out.
 * `inNameOrder`: the records come sorted by name already (see nameOrder).
 */
export function treeRows<R extends RowRecord>(
  records: Iterable<R>,
  accounts: readonly AccountNode[],
  filter: RowFilter,
  closed: ReadonlySet<string>,
  inNameOrder = false,
): DeviceRow<R>[] {
  const searching = filter.search !== '' || filter.status !== 'checkAll';
  const byAccount = new Map<string, Map<string, R[]>>();
  for (const record of records) {
    if (!matchesFilter(record, filter)) continue;
    let groups = byAccount.get(record.tracker.accountId);
    if (!groups) byAccount.set(record.tracker.accountId, (groups = new Map<string, R[]>()));
    const groupKey = record.tracker.groupId ?? '';
    let list = groups.get(groupKey);
    if (!list) groups.set(groupKey, (list = []));
    list.push(record);
  }
  const children = new Map<string | null, AccountNode[]>();
  const known = new Set(accounts.map((a) => a.id));
  for (const account of accounts) {
    const parent =
      account.parentId !== null && known.has(account.parentId) ? account.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(account);
    children.set(parent, list);
  }
  // Devices of accounts outside the tree (vehicle grants) hang under the root.
  const orphans = [...byAccount.keys()].filter((id) => !known.has(id));

  const subtreeCount = new Map<string, number>();
  const countOf = (account: AccountNode): number => {
    let count = 0;
    for (const list of byAccount.get(account.id)?.values() ?? []) count += list.length;
    for (const child of children.get(account.id) ?? []) count += countOf(child);
    subtreeCount.set(account.id, count);
    return count;
  };
  for (const root of children.get(null) ?? []) countOf(root);

  const rows: DeviceRow<R>[] = [];
  const pushGroups = (accountId: string, depth: number) => {
    const groups = byAccount.get(accountId);
    if (!groups) return;
    const entries = [...groups.entries()].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : 0));
    for (const [groupId, list] of entries) {
      const key = `g:${accountId}:${groupId}`;
      const open = searching || !closed.has(key);
      const name = list[0]?.tracker.groupName ?? null;
      rows.push({
        kind: 'group',
        key,
        name: groupId === '' ? null : name,
        depth,
        count: list.length,
        open,
      });
      if (!open) continue;
      if (!inNameOrder) list.sort(byTrackerName);
      for (const record of list)
        rows.push({ kind: 'device', key: record.tracker.id, record, depth: depth + 1 });
    }
  };
  const pushAccount = (account: AccountNode, depth: number) => {
    const count = subtreeCount.get(account.id) ?? 0;
    if (count === 0 && searching) return;
    const key = `a:${account.id}`;
    const open = searching || !closed.has(key);
    rows.push({ kind: 'account', key, id: account.id, name: account.name, depth, count, open });
    if (!open) return;
    pushGroups(account.id, depth + 1);
    for (const child of [...(children.get(account.id) ?? [])].sort(byName))
      pushAccount(child, depth + 1);
  };
  for (const root of children.get(null) ?? []) pushAccount(root, 0);
  for (const accountId of orphans) pushGroups(accountId, 0);
  return rows;
}

/** The table's rows: matching devices by name (`inNameOrder`: the records come so). */
export function tableRows<R extends RowRecord>(
  records: Iterable<R>,
  filter: RowFilter,
  inNameOrder = false,
): R[] {
  const rows: R[] = [];
  for (const record of records) if (matchesFilter(record, filter)) rows.push(record);
  return inNameOrder ? rows : rows.sort(byTrackerName);
}
