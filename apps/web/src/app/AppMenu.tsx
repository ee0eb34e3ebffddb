import { useMemo } from 'react';
import { App, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { visibleMenu, type MenuEntryDefinition } from '@convoy/domain';
import { useSessionStore } from '../state/session-store';
import { useMenuTags } from './use-menu-tags';
import { menuIcon } from './menu-icons';
import { useSignOut } from './use-sign-out';

type MenuItem = Required<MenuProps>['items'][number];

/** The big screen fills a whole window, so the menu opens it in a tab of its own (SPEC.md §2). */
const NEW_TAB_PATHS: ReadonlySet<string> = new Set(['/bigtest']);

const keyOf = (entry: MenuEntryDefinition): string => entry.path ?? `entry:${entry.name}`;

/** Leaves the operator chose to hide drop out; a group left empty drops out with them. */
function withoutHidden(
  entries: readonly MenuEntryDefinition[],
  hidden: ReadonlySet<string>,
): MenuEntryDefinition[] {
  return entries.flatMap((entry) => {
    if (!entry.children) return hidden.has(entry.name) ? [] : [entry];
    const children = withoutHidden(entry.children, hidden);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

function indexEntries(
  entries: readonly MenuEntryDefinition[],
  parents: string[] = [],
  index = new Map<string, { entry: MenuEntryDefinition; parents: string[] }>(),
) {
  for (const entry of entries) {
    index.set(keyOf(entry), { entry, parents });
    if (entry.children) indexEntries(entry.children, [...parents, keyOf(entry)], index);
  }
  return index;
}

/** The main menu: the entries of SPEC.md §2 that the account's access codes allow. */
export function AppMenu({
  mode,
  collapsed,
}: {
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
}) {
  const { t } = useTranslation('menu');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const menuCodes = useSessionStore((s) => s.profile?.menuCodes);

  const { tags } = useMenuTags();
  const hidden = useMemo(
    () => new Set(tags.filter((tag) => !tag.visible).map((tag) => tag.name)),
    [tags],
  );
  const entries = useMemo(
    () => withoutHidden(visibleMenu(new Set(menuCodes ?? [])), hidden),
    [menuCodes, hidden],
  );
  const index = useMemo(() => indexEntries(entries), [entries]);
  const items = useMemo(() => {
    const toItems = (list: readonly MenuEntryDefinition[]): MenuItem[] =>
      list.map((entry) =>
        entry.children
          ? {
              key: keyOf(entry),
              icon: menuIcon(entry.name),
              label: t(entry.name),
              children: toItems(entry.children),
            }
          : { key: keyOf(entry), icon: menuIcon(entry.name), label: t(entry.name) },
      );
    return toItems(entries);
  }, [entries, t]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const found = index.get(key);
    if (!found) return;
    const { entry } = found;
    if (entry.name === 'exit') {
      void signOut();
    } else if (entry.path && NEW_TAB_PATHS.has(entry.path)) {
      window.open(entry.path, '_blank', 'noopener');
    } else if (entry.path) {
      void navigate(entry.path);
    } else {
      void message.info(t('common:comingSoon.entry', { name: t(entry.name) }));
    }
  };

  const openByDefault = index.get(pathname)?.parents ?? [];
  return (
    <Menu
      className={`app-menu app-menu--${mode}`}
      theme="dark"
      mode={mode}
      items={items}
      selectedKeys={[pathname]}
      {...(mode === 'inline' && !collapsed ? { defaultOpenKeys: openByDefault } : {})}
      onClick={onClick}
    />
  );
}
