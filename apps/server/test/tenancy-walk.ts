import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { JsonSchema, Operation } from './input-sweep-cases.js';
import type { World } from './tenancy-world.js';

/**
 * The tenancy sweep's requests: every operation of the OpenAPI document, with A's ids in every id-like path
 * parameter, query field and body field, A's factory in every factory field and A's marker in every search box;
 * and the check of each answer for anything of A's.
 */

export interface Probe {
  operation: string;
  method: string;
  url: string;
  payload?: string;
  /** The request names A's factory (a factory id field): an account that enters A may be answered for A. */
  namesFactoryA: boolean;
}

/** What one probe puts where. */
interface Fill {
  id: string;
  ids: string[];
  unitId: string;
  storehouseId: string;
  mark: string;
}

const ID_PATTERN = '^\\d{1,18}$';
const isIdSchema = (s: JsonSchema): boolean =>
  s.pattern === ID_PATTERN || (s.anyOf ?? s.oneOf ?? []).some((o) => o.pattern === ID_PATTERN);
/** Fields whose schema is a plain string but which carry ids. */
const idNamed = /^(id|ids|facId|attrIds?|styleIds?|materialIds|withIds)$/;
const unitNamed = /^(unitIds?|facIds?|bossUnitId)$/;
const storehouseNamed = /storehouse|storeId/i;
const searchNamed = /^(keyword|keyWord|searchKey|searchParam)$/;
/** Keys A wrote its column settings and last-used values under: B reading its own keys must not get A's. */
const knownKeys: Record<string, string> = { listKey: 'tenancy.sweep', businessKey: 'tenancy' };
const candidates = ['2026-11-25', 'MATERIALS_PURCHASE', 'T1', '#a0a0a0', '1', 'a'];

const typeOf = (s: JsonSchema): string | undefined => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);
const options = (s: JsonSchema) => (s.anyOf ?? s.oneOf ?? []).filter((o) => o.type !== 'null' && !(o.enum && o.enum[0] === null));

/** Whether a field names a row, a factory, a search or one of A's keys (else an optional field is left out). */
function namesSomething(name: string, s: JsonSchema, depth = 0): boolean {
  const leaf = typeOf(s) === 'array' ? (s.items ?? {}) : s;
  if (isIdSchema(leaf) || idNamed.test(name) || unitNamed.test(name) || searchNamed.test(name) || name in knownKeys) return true;
  const inner = [...options(leaf), leaf].flatMap((o) => Object.entries(o.properties ?? {}));
  return depth < 3 && inner.some(([k, v]) => namesSomething(k, v, depth + 1));
}

/** A value a client would send for this field, with A's ids and factory where the field names one. */
function valueFor(name: string, s: JsonSchema, fill: Fill): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((e) => e !== null) ?? s.enum[0];
  const isArray = typeOf(s) === 'array';
  const leaf = isArray ? (s.items ?? {}) : s;
  if (isIdSchema(leaf) || (idNamed.test(name) && typeOf(leaf) === 'string') || unitNamed.test(name)) {
    const one = unitNamed.test(name) ? fill.unitId : storehouseNamed.test(name) ? fill.storehouseId : fill.id;
    if (!isArray) return one;
    return unitNamed.test(name) ? [fill.unitId] : storehouseNamed.test(name) ? [fill.storehouseId] : fill.ids;
  }
  if (name in knownKeys) return knownKeys[name];
  const choices = options(s);
  if (choices.length) {
    const numeric = choices.find((o) => typeOf(o) === 'number' || typeOf(o) === 'integer');
    return numeric && !choices.some((o) => o.enum) ? 1 : valueFor(name, choices[0]!, fill);
  }
  switch (typeOf(s)) {
    case 'object': {
      // Required fields, and every field that names a row, a factory or a search; optional filters stay open.
      const required = new Set((s as { required?: string[] }).required ?? []);
      const sent = Object.entries(s.properties ?? {}).filter(([k, v]) => required.has(k) || namesSomething(k, v));
      return Object.fromEntries(sent.map(([k, v]) => [k, valueFor(k, v, fill)]));
    }
    case 'array':
      return s.items ? [valueFor(name, s.items, fill)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string': {
      if (searchNamed.test(name)) return fill.mark;
      if (!s.pattern) return 'a';
      const rule = new RegExp(s.pattern);
      return candidates.find((c) => rule.test(c)) ?? 'a';
    }
    default:
      return 'a';
  }
}

function queryString(values: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === null || v === undefined) continue;
    q.set(k, Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The fills of one walk: each scalar id field takes A's first, then its second row of every table, with A's own
 * storehouses; then A's first rows with the storehouse A and B share, so a stock call gets past the storehouse to
 * the SKUs and bills it names.
 */
export function fillsOf(world: World): Fill[] {
  const base = { unitId: world.factoryA, mark: world.mark };
  const sorted = [...world.privateIds].sort();
  const rows = sorted.filter((id) => !world.storeIds.includes(id));
  const ids = [rows[0]!, rows[1]!, rows[2]!, ...world.storeIds];
  return [
    { ...base, id: rows[0]!, ids, storehouseId: world.storeIds[0]! },
    { ...base, id: rows[1]!, ids, storehouseId: world.storeIds[1] ?? world.storeIds[0]! },
    { ...base, id: rows[0]!, ids, storehouseId: world.sharedStoreId },
  ];
}

/** Whether any field of a schema names a factory. */
function hasUnitField(s: JsonSchema | null, depth = 0): boolean {
  if (!s || depth > 5) return false;
  if (Object.entries(s.properties ?? {}).some(([k, v]) => unitNamed.test(k) || hasUnitField(v, depth + 1))) return true;
  return [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.items ? [s.items] : [])].some((o) => hasUnitField(o, depth + 1));
}

/** The requests of one operation: one per fill, and per bill type where the path names one. */
export function probesFor(op: Operation, world: World, fills: Fill[]): Probe[] {
  const types = op.pathParams.includes('orderType') ? world.billTypes : ['MATERIALS_PURCHASE'];
  const probes: Probe[] = [];
  for (const fill of fills)
    for (const type of types) {
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'orderType'
          ? type
          : String(valueFor(name, { type: 'string', pattern: name === 'listKey' ? undefined : ID_PATTERN }, fill)),
      );
      const query = queryString(Object.fromEntries(Object.entries(op.query).map(([k, s]) => [k, valueFor(k, s, fill)])));
      const hasBody = !['GET', 'DELETE', 'HEAD'].includes(op.method);
      const body = hasBody ? JSON.stringify(op.body ? valueFor('', op.body, fill) : {}) : undefined;
      probes.push({
        namesFactoryA:
          op.pathParams.some((n) => unitNamed.test(n)) ||
          Object.keys(op.query).some((n) => unitNamed.test(n)) ||
          hasUnitField(op.body),
        operation: `${op.method} ${op.path}`,
        method: op.method,
        url: path + query,
        ...(body !== undefined ? { payload: body } : {}),
      });
    }
  return probes;
}

/** The answer as text: JSON as sent, an Excel workbook's cells, any other file as its bytes. */
export async function answerText(res: LightMyRequestResponse): Promise<string> {
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text ?? '')))));
    return cells.join('\n');
  }
  return type.includes('json') || type.startsWith('text/') ? res.body : res.rawPayload.toString('latin1');
}

/**
 * What of A's an answer shows: its marker (in every name, remark and bill number of A) or the id of one of its rows.
 * An id the request itself carried may be echoed (a refusal naming what it refused); the marker never may.
 */
export function leaksIn(text: string, sent: string, world: World): string[] {
  const found: string[] = [];
  if (text.includes(world.mark)) found.push(`marker ${world.mark}`);
  for (const m of text.matchAll(/(?<!\d)\d{10}(?!\d)/g))
    if (world.privateIds.has(m[0]) && !sent.includes(m[0])) found.push(`id ${m[0]}`);
  return [...new Set(found)];
}

export interface Sent {
  res: LightMyRequestResponse;
  text: string;
  code: number | null;
}

export async function send(app: FastifyInstance, sid: string, probe: Probe): Promise<Sent> {
  const res = await app.inject({
    method: probe.method as 'GET',
    url: probe.url,
    headers: { cookie: `sid=${sid}`, ...(probe.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
  });
  const text = await answerText(res);
  let code: number | null = null;
  if (String(res.headers['content-type'] ?? '').includes('json')) {
    try {
      code = (JSON.parse(res.body) as { code: number }).code;
    } catch {
      code = null;
    }
  }
  return { res, text, code };
}
