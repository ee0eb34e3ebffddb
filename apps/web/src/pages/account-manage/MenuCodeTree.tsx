import { useMemo } from 'react';
import { Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { MENU, type MenuEntryDefinition } from '@convoy/domain';

function toNodes(
  entries: readonly MenuEntryDefinition[],
  available: ReadonlySet<number>,
  label: (name: string) => string,
): DataNode[] {
  return entries
    .filter((entry) => available.has(entry.code))
    .map((entry) => ({
      key: entry.code,
      title: label(entry.name),
      ...(entry.children ? { children: toNodes(entry.children, available, label) } : {}),
    }));
}

const GROUP_CODES = new Set<number>(
  (function groups(entries: readonly MenuEntryDefinition[]): number[] {
    return entries.flatMap((e) => (e.children ? [e.code, ...groups(e.children)] : []));
  })(MENU),
);

/**
 * The permission editor over the menu tree of SPEC.md §2: only codes the parent holds are
 * offered. A group's code is kept whenever one of its entries is, since the menu shows an
 * entry only inside a group the account holds.
 */
export function MenuCodeTree({
  available,
  value,
  onChange,
}: {
  available: readonly number[];
  value?: number[];
  onChange?: (codes: number[]) => void;
}) {
  const { t } = useTranslation('menu');
  const availableSet = useMemo(() => new Set(available), [available]);
  const treeData = useMemo(() => toNodes(MENU, availableSet, (name) => t(name)), [availableSet, t]);
  const checked = (value ?? []).filter((code) => !GROUP_CODES.has(code));
  return (
    <Tree
      className="menu-code-tree"
      checkable
      selectable={false}
      defaultExpandAll
      treeData={treeData}
      checkedKeys={checked}
      onCheck={(keys, info) => {
        const full = (Array.isArray(keys) ? keys : keys.checked).map(Number);
        const half = (info.halfCheckedKeys ?? []).map(Number);
        onChange?.([...new Set([...full, ...half])]);
      }}
    />
  );
}
