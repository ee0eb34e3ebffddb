/**
 * The national-standard parameter panel (SPEC.md §2): the parameters a JT/T 808 terminal
 * reported, grouped as PARAMETER_GROUPS, shown in the units a person enters, and the changes
 * to write back. The definitions and unit conversions live in @convoy/domain.
 */
import {
  PARAMETER_BY_ID,
  PARAMETER_DEFINITIONS,
  PARAMETER_GROUPS,
  toDisplayValue,
  toStoredValue,
  type ParameterDefinition,
  type ParameterGroup,
} from '@convoy/domain';

/** Only terminals speaking the national standard have this panel. */
export const NATIONAL_STANDARD_PROTOCOL = 'jt808';

export interface ReportedParameter {
  id: number;
  value: number | string;
}

export interface ParameterRow {
  id: number;
  /** Null for an id the panel has no definition for: shown under 'other', read-only. */
  definition: ParameterDefinition | null;
  stored: number | string;
  /** The text in the field before any edit. */
  text: string;
  editable: boolean;
}

export interface ParameterSheet {
  groups: { group: ParameterGroup; rows: ParameterRow[] }[];
  other: ParameterRow[];
}

export interface ParameterError {
  key: 'validation.numberBetween' | 'generic.permissionDenied';
  min?: number;
  max?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The parameters of a queryParameters answer; null when the answer has none. */
export function reportedParameters(reply: unknown): ReportedParameter[] | null {
  if (!isRecord(reply) || !Array.isArray(reply.parameters)) return null;
  const out: ReportedParameter[] = [];
  for (const item of reply.parameters as unknown[]) {
    if (!isRecord(item) || typeof item.id !== 'number') continue;
    const { value } = item;
    if (typeof value === 'number' || typeof value === 'string') out.push({ id: item.id, value });
  }
  return out;
}

/** Parameter ids as the standard writes them: 0x0001, 0xF364. */
export function formatParameterId(id: number): string {
  return `0x${id.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The text shown for a stored value: masks in hex, the rest in the unit a person enters. */
export function displayText(
  definition: ParameterDefinition | null,
  stored: number | string,
): string {
  if (!definition) return String(stored);
  if (definition.unit === 'hex' && typeof stored === 'number') {
    return `0x${stored.toString(16).toUpperCase().padStart(8, '0')}`;
  }
  return String(toDisplayValue(definition, stored));
}

function row(parameter: ReportedParameter): ParameterRow {
  const definition = PARAMETER_BY_ID.get(parameter.id) ?? null;
  return {
    id: parameter.id,
    definition,
    stored: parameter.value,
    text: displayText(definition, parameter.value),
    editable: definition !== null && !definition.readOnly,
  };
}

/** Every group in panel order, each with the parameters the terminal reported for it. */
export function buildParameterSheet(parameters: readonly ReportedParameter[]): ParameterSheet {
  const byId = new Map(parameters.map((parameter) => [parameter.id, parameter]));
  const groups = PARAMETER_GROUPS.map((group) => ({
    group,
    rows: PARAMETER_DEFINITIONS.filter((d) => d.group === group && byId.has(d.id)).map((d) =>
      row(byId.get(d.id) as ReportedParameter),
    ),
  }));
  const other = parameters
    .filter((parameter) => !PARAMETER_BY_ID.has(parameter.id))
    .sort((a, b) => a.id - b.id)
    .map(row);
  return { groups, other };
}

/**
 * The parameters to write: only fields whose text differs from what was read, converted to
 * the terminal's units. Any field out of range stops the whole write and is named.
 */
export function collectParameterChanges(
  sheet: ParameterSheet,
  edits: Readonly<Record<number, string>>,
): { changes: ReportedParameter[]; errors: Map<number, ParameterError> } {
  const changes: ReportedParameter[] = [];
  const errors = new Map<number, ParameterError>();
  for (const { rows } of sheet.groups) {
    for (const current of rows) {
      const entered = edits[current.id];
      if (entered === undefined || !current.definition) continue;
      const text = current.definition.unit === 'text' ? entered : entered.trim();
      if (text === current.text) continue;
      const outcome = toStoredValue(current.definition, text === '' ? Number.NaN : text);
      if ('error' in outcome) {
        errors.set(current.id, {
          key: outcome.error,
          ...(outcome.min !== undefined ? { min: outcome.min } : {}),
          ...(outcome.max !== undefined ? { max: outcome.max } : {}),
        });
      } else if (outcome.value !== current.stored) {
        changes.push({ id: current.id, value: outcome.value });
      }
    }
  }
  return { changes, errors };
}

/** The sheet after a successful write: the written values become the ones read. */
export function applyWrittenParameters(
  sheet: ParameterSheet,
  written: readonly ReportedParameter[],
): ParameterSheet {
  const byId = new Map(written.map((parameter) => [parameter.id, parameter.value]));
  const update = (current: ParameterRow): ParameterRow => {
    const value = byId.get(current.id);
    return value === undefined
      ? current
      : { ...current, stored: value, text: displayText(current.definition, value) };
  };
  return {
    groups: sheet.groups.map((group) => ({ ...group, rows: group.rows.map(update) })),
    other: sheet.other,
  };
}
