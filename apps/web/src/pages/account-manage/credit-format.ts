/** Device credit is kept in days and shown as years and days (SPEC.md §3 Account). */
export const DAYS_PER_CREDIT_YEAR = 365;

export function splitCreditDays(days: number): { years: number; days: number } {
  const whole = Math.max(0, Math.floor(days));
  return { years: Math.floor(whole / DAYS_PER_CREDIT_YEAR), days: whole % DAYS_PER_CREDIT_YEAR };
}

export function toCreditDays(years: number, days: number): number {
  return Math.max(0, Math.floor(years)) * DAYS_PER_CREDIT_YEAR + Math.max(0, Math.floor(days));
}

/** The account ids of a tree in display order: each parent followed by its children. */
export interface TreeNode<T> {
  item: T;
  children: TreeNode<T>[];
}

export function buildTree<T extends { id: string; parentId: string | null }>(
  items: readonly T[],
): TreeNode<T>[] {
  const nodes = new Map(items.map((item) => [item.id, { item, children: [] as TreeNode<T>[] }]));
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.item.parentId ? nodes.get(node.item.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
