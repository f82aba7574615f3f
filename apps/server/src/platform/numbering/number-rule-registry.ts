import type { NumberRuleAttribute } from '@gf/contracts';
import { numberRuleSegments, type NumberSegment } from './number-rule.js';

/**
 * A numbered archive or bill type and its built-in default rule, as its area registers it.
 * The platform never names an area: areas call `registerNumberRule` (module level, beside the code that
 * allocates), as bill types register with the bill engine.
 */
export interface NumberRuleDefinition {
  /** The key numbers are allocated under (the bill type code for bills). */
  billType: string;
  kind: 'ARCHIVE' | 'BILL';
  zh: string;
  en: string;
  segments: NumberSegment[];
  /** Attributes the allocating code passes, usable by a factory's own rule (ATTRIBUTE segments). */
  attributes?: NumberRuleAttribute[];
}

const KEY = /^[A-Z][A-Z0-9_]{1,60}$/;
const registered = new Map<string, NumberRuleDefinition>();

/**
 * Registers a default rule once per process. Registering the same definition again is harmless (a module
 * loaded twice); a different definition under a taken key is a programming error and throws.
 */
export function registerNumberRule(def: NumberRuleDefinition): NumberRuleDefinition {
  if (!KEY.test(def.billType)) throw new Error(`Numbering key "${def.billType}" must look like MATERIALS_PURCHASE`);
  const checked = numberRuleSegments.safeParse(def.segments);
  if (!checked.success) throw new Error(`Default numbering rule of "${def.billType}" is invalid: ${checked.error.message}`);
  const frozen: NumberRuleDefinition = { ...def, attributes: def.attributes ?? [] };
  const existing = registered.get(def.billType);
  if (existing) {
    if (JSON.stringify(existing) !== JSON.stringify(frozen)) {
      throw new Error(`Numbering key "${def.billType}" registered twice with different defaults`);
    }
    return existing;
  }
  registered.set(def.billType, frozen);
  return frozen;
}

export function findNumberRule(billType: string): NumberRuleDefinition | undefined {
  return registered.get(billType);
}

/** Archives first, then bills, each by key: a stable order whatever order areas were loaded in. */
export function listNumberRules(): NumberRuleDefinition[] {
  return [...registered.values()].sort((a, b) =>
    a.kind === b.kind ? a.billType.localeCompare(b.billType) : a.kind === 'ARCHIVE' ? -1 : 1,
  );
}

/** Sample values of a rule's attributes, for previews. */
export function sampleAttributes(def: NumberRuleDefinition | undefined): Record<string, string> {
  return Object.fromEntries((def?.attributes ?? []).map((a) => [a.key, a.sample]));
}
