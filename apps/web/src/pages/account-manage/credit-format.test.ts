import { describe, expect, it } from 'vitest';
import { buildTree, splitCreditDays, toCreditDays } from './credit-format';

describe('credit in years and days', () => {
  it.each([
    [0, 0, 0],
    [364, 0, 364],
    [365, 1, 0],
    [800, 2, 70],
  ])('%i days is %i years and %i days', (total, years, days) => {
    expect(splitCreditDays(total)).toEqual({ years, days });
    expect(toCreditDays(years, days)).toBe(total);
  });
});

describe('buildTree', () => {
  it('puts children under their parents and keeps orphans at the top', () => {
    const tree = buildTree([
      { id: '1', parentId: null },
      { id: '2', parentId: '1' },
      { id: '3', parentId: '2' },
      { id: '4', parentId: '99' },
    ]);
    expect(tree.map((n) => n.item.id)).toEqual(['1', '4']);
    expect(tree[0]?.children[0]?.children[0]?.item.id).toBe('3');
  });
});
