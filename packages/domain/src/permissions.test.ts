import { describe, expect, it } from 'vitest';
import { AppError, ERR } from './errors';
import {
  DATA_SCOPES,
  PERMISSION_SET_KINDS,
  assertCanCreateSubAccount,
  assertExpiryWithinParent,
  assertSubsetOfParent,
  canCreateSubAccount,
  codesMissingFromParent,
  isExpiryWithinParent,
  isSubsetOfParent,
} from './permissions';

describe('permission vocabularies (SPEC.md §6)', () => {
  it('lists the four permission sets', () => {
    expect(PERMISSION_SET_KINDS).toEqual(['vehicle', 'menu', 'report', 'app']);
  });
  it('lists the five rule data scopes', () => {
    expect(DATA_SCOPES).toEqual([
      'all',
      'custom',
      'ownDepartment',
      'departmentAndBelow',
      'personalOnly',
    ]);
  });
});

describe("a child's codes must be a subset of its parent's", () => {
  const parent = [1000003, 1000004, 1000005];
  it.each<[string, number[], number[]]>([
    ['no codes', [], []],
    ['some of the parent codes', [1000004], []],
    ['all of the parent codes', [1000005, 1000003, 1000004], []],
    ['one code the parent lacks', [1000004, 1000701], [1000701]],
    ['several codes the parent lacks', [1000701, 1000003, 1000706], [1000701, 1000706]],
  ])('%s', (_name, child, missing) => {
    expect(codesMissingFromParent(child, parent)).toEqual(missing);
    expect(isSubsetOfParent(child, parent)).toBe(missing.length === 0);
    if (missing.length === 0) {
      expect(() => assertSubsetOfParent(child, parent)).not.toThrow();
    } else {
      let thrown: unknown;
      try {
        assertSubsetOfParent(child, parent);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect(thrown).toMatchObject({
        code: ERR.GENERIC_PERMISSION_DENIED,
        httpStatus: 403,
        params: { codes: missing.join(',') },
      });
    }
  });

  it('works for string codes too (report types, app functions)', () => {
    expect(isSubsetOfParent(['mileage'], new Set(['mileage', 'trip']))).toBe(true);
    expect(isSubsetOfParent(['fuel'], ['mileage'])).toBe(false);
  });
});

describe('account nesting (SPEC.md §5 Accounts)', () => {
  it.each([
    [1, true],
    [4, true],
    [5, false],
    [6, false],
  ])('an account at level %i can create sub-accounts: %s', (level, allowed) => {
    expect(canCreateSubAccount(level)).toBe(allowed);
    if (allowed) expect(() => assertCanCreateSubAccount(level)).not.toThrow();
    else expect(() => assertCanCreateSubAccount(level)).toThrow(ERR.ACCOUNT_LEVEL_LIMIT);
  });

  it.each([
    ['2025-12-31', '2026-01-01', true],
    ['2026-01-01', '2026-01-01', true],
    ['2026-01-02', '2026-01-01', false],
    ['2099-01-01', null, true],
  ] as const)('child expiry %s within parent %s: %s', (child, parent, ok) => {
    const parentDate = parent === null ? null : new Date(parent);
    expect(isExpiryWithinParent(new Date(child), parentDate)).toBe(ok);
    if (ok) expect(() => assertExpiryWithinParent(new Date(child), parentDate)).not.toThrow();
    else
      expect(() => assertExpiryWithinParent(new Date(child), parentDate)).toThrow(
        ERR.ACCOUNT_EXPIRY_OUT_OF_RANGE,
      );
  });
});
