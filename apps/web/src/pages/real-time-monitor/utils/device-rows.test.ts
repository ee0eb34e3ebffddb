import { describe, expect, it } from 'vitest';
import type { DeviceStatusIcon } from '@convoy/domain';
import { countByStatus, nameOrder, tableRows, treeRows, type RowRecord } from './device-rows';

const record = (
  id: string,
  name: string,
  accountId: string,
  groupId: string | null,
  status: DeviceStatusIcon = 'online',
): RowRecord => ({
  tracker: {
    id,
    imei: `8600${id}`,
    name,
    accountId,
    groupId,
    groupName: groupId ? `Group ${groupId}` : null,
  },
  status,
});

const accounts = [
  { id: '1', parentId: null, name: 'fleet' },
  { id: '2', parentId: '1', name: 'north' },
  { id: '3', parentId: '1', name: 'south' },
];
const records = [
  record('10', 'Van B', '1', null, 'offline'),
  record('11', 'Van A', '1', '7'),
  record('12', 'Truck', '2', '8', 'on_p_accon'),
  record('13', 'Bus', '3', null, 'offline'),
];
const all = { search: '', status: 'checkAll' } as const;

describe('device rows', () => {
  it('builds account → group → device with counts of the whole subtree', () => {
    const rows = treeRows(records, accounts, all, new Set());
    expect(
      rows.map((r) =>
        r.kind === 'device'
          ? r.record.tracker.name
          : `${r.kind}:${r.kind === 'account' ? r.name : (r.name ?? '-')}:${r.count}`,
      ),
    ).toEqual([
      'account:fleet:4',
      'group:Group 7:1',
      'Van A',
      'group:-:1',
      'Van B',
      'account:north:1',
      'group:Group 8:1',
      'Truck',
      'account:south:1',
      'group:-:1',
      'Bus',
    ]);
  });

  it('hides the devices of a closed account or group', () => {
    const rows = treeRows(records, accounts, all, new Set(['a:2', 'g:1:7']));
    expect(
      rows
        .filter((r) => r.kind === 'device')
        .map((r) => (r.kind === 'device' ? r.record.tracker.id : '')),
    ).toEqual(['10', '13']);
  });

  it('filters by text and status, leaving out accounts with nothing to show', () => {
    const offline = treeRows(
      records,
      accounts,
      { search: '', status: 'offline' },
      new Set(['a:1']),
    );
    expect(
      offline.filter((r) => r.kind === 'account').map((r) => (r.kind === 'account' ? r.name : '')),
    ).toEqual(['fleet', 'south']);
    expect(
      tableRows(records, { search: 'van', status: 'checkAll' }).map((r) => r.tracker.name),
    ).toEqual(['Van A', 'Van B']);
    expect(
      tableRows(records, { search: '860012', status: 'checkAll' }).map((r) => r.tracker.name),
    ).toEqual(['Truck']);
  });

  it('counts each status and the total', () => {
    expect(countByStatus(records)).toMatchObject({
      checkAll: 4,
      offline: 2,
      online: 1,
      on_p_accon: 1,
    });
  });

  it('orders names naturally once, and lists in that order without sorting again', () => {
    const named = [
      record('1', 'Van 10', '1', null),
      record('2', 'van 9', '1', null),
      record('3', 'Bus 002', '1', null),
      record('4', 'Van 9b', '1', null),
      record('5', 'Bus 1', '1', null),
    ];
    const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    const expected = [...named]
      .sort((a, b) => collator.compare(a.tracker.name, b.tracker.name))
      .map((r) => r.tracker.id);
    expect(nameOrder(named)).toEqual(expected);
    expect(nameOrder(named)).toEqual(['5', '3', '2', '4', '1']);
    // Names beyond ASCII are ordered by the collator.
    const greek = [record('1', 'Όχημα 2', '1', null), record('2', 'Αυτοκίνητο', '1', null)];
    expect(nameOrder(greek)).toEqual(['2', '1']);
    // Given in name order, the lists keep it.
    const byId = new Map(named.map((r) => [r.tracker.id, r]));
    const ordered = nameOrder(named).map((id) => byId.get(id)!);
    expect(tableRows(ordered, all, true).map((r) => r.tracker.id)).toEqual(expected);
    const tree = treeRows(ordered, accounts, all, new Set(), true);
    expect(tree.flatMap((r) => (r.kind === 'device' ? [r.record.tracker.id] : []))).toEqual(
      expected,
    );
  });

  it('keeps 50,000 devices quick', () => {
    const many = Array.from({ length: 50_000 }, (_, i) =>
      record(String(i), `Vehicle ${i}`, String(1 + (i % 3)), String(i % 40)),
    );
    const rows = treeRows(many, accounts, all, new Set());
    expect(rows.filter((r) => r.kind === 'device')).toHaveLength(50_000);
  });
});
