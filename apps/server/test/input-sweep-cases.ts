/**
 * Malformed inputs for every operation of the OpenAPI document, of each kind the input sweep sends: wrong types,
 * numbers beyond any column, junk strings for ids and dates, deep nesting, broken URLs. Values start from a
 * plausible request built from the operation's own schemas, so one bad field at a time reaches past the others.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minimum?: number;
  default?: unknown;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, with {param} placeholders. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
  isJsonBody: boolean;
}

export interface SweepCase {
  operation: Operation;
  kind: string;
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
        query: Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
        body: json ?? null,
        isJsonBody: json !== undefined || Object.keys(content).length === 0,
      });
    }
  }
  return out;
}

/** A leaf value bent out of shape; `undefined` keeps the plausible value. */
type Bend = (schema: JsonSchema, plausible: unknown) => unknown;

/** A multipart body that ends inside its file part (no closing boundary). */
const truncatedMultipart = {
  payload:
    '--sweep\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n' +
    'x'.repeat(2048),
  contentType: 'multipart/form-data; boundary=sweep',
};

const deepJson = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** The bodies' and queries' kinds: each bends every leaf of its type. */
export const leafBends: Record<string, Bend> = {
  wrongType: (s) => (typeOf(s) === 'string' ? { nested: [1] } : typeOf(s) === 'array' ? 'x' : 'abc'),
  hugeNumber: (s) => (isNumeric(s) ? 2 ** 53 : typeOf(s) === 'string' ? '9007199254740991' : undefined),
  beyondInt8: (s) => (isNumeric(s) ? 1e30 : typeOf(s) === 'string' ? '99999999999999999999999' : undefined),
  negativeManyDecimals: (s) => (isNumeric(s) ? -1.000000001 : typeOf(s) === 'string' ? '-1.123456789' : undefined),
  junkText: (s) => (typeOf(s) === 'string' || isNumeric(s) ? "'; drop table x;--" : undefined),
  impossibleDate: (s) => (typeOf(s) === 'string' || isNumeric(s) ? '2024-02-30 25:61:61' : undefined),
  longText: (s) => (typeOf(s) === 'string' ? 'x'.repeat(10_000) : undefined),
  nulls: () => null,
};

function typeOf(s: JsonSchema): string | undefined {
  const option = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (option) return typeOf(option);
  return Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
}

function isNumeric(s: JsonSchema): boolean {
  const t = typeOf(s);
  return t === 'number' || t === 'integer';
}

/** A plausible value for a schema: what a client that read the document would send. */
export function plausible(s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const option = s.anyOf?.find((o) => o.type !== 'null') ?? s.oneOf?.[0];
  if (option) return plausible(option);
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
    case 'array':
      return s.items ? [plausible(s.items)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'date' || /\\d\{4\}-/.test(s.pattern ?? '')) return '2024-01-01';
      if (s.format === 'date-time') return '2024-01-01T00:00:00Z';
      if (s.pattern?.includes('\\d')) return '1';
      return 'a';
    default:
      return 'a';
  }
}

/** The plausible value with every leaf bent; containers keep their shape so the bend reaches the leaves. */
export function bent(s: JsonSchema, bend: Bend): unknown {
  const option = s.anyOf?.find((o) => o.type !== 'null') ?? s.oneOf?.[0];
  if (option && !s.properties) return bent(option, bend);
  const t = typeOf(s);
  if (t === 'object' && s.properties) return Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, bent(v, bend)]));
  if (t === 'array' && s.items) return [bent(s.items, bend)];
  const value = plausible(s);
  const b = bend(s, value);
  return b === undefined ? value : b;
}

const pathBends: Record<string, string> = {
  notNumeric: 'abc',
  beyondInt8: '99999999999999999999',
  negative: '-1',
  fraction: '1.5',
  sqlJunk: encodeURIComponent("1'; drop table x;--"),
  brokenPercent: '%E0%A4%A',
  badPercent: '%zz',
  long: 'x'.repeat(10_000),
};

/** A bill type where the path names one, so the call gets past the type to the parameters behind it. */
function plausiblePathValue(name: string): string {
  return /type/i.test(name) ? 'COMMON_MATERIEL_SUPPLIER' : '1';
}

/**
 * Keys that handlers read from the query or body without declaring them in the route's schema (the uflo calls,
 * the review desk): junk for each, so a parse inside a handler is swept too.
 */
const undeclaredJunk = {
  id: 'abc',
  billId: '1x',
  billType: "'; drop table x;--",
  orderType: '%',
  dateStart: "'; drop table x;--",
  dateEnd: '2024-02-30',
  pageNo: '-1',
  pageSize: '1e9',
  status: '99999',
  statuses: 'a,b',
  version: String(2 ** 53),
};

function fillPath(op: Operation, value: (name: string) => string): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
}

function queryString(values: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === null || v === undefined) continue;
    q.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Every malformed request the sweep sends to one operation. */
export function casesFor(op: Operation): SweepCase[] {
  const cases: SweepCase[] = [];
  const plainPath = fillPath(op, plausiblePathValue);
  const queryValues = (bend?: Bend) =>
    Object.fromEntries(Object.entries(op.query).map(([k, s]) => [k, bend ? bent(s, bend) : plausible(s)]));
  const plainQuery = queryString(queryValues());
  const hasBody = !['GET', 'DELETE', 'HEAD'].includes(op.method);
  const plainBody = hasBody && op.body ? JSON.stringify(plausible(op.body)) : hasBody ? '{}' : undefined;
  const base = { operation: op, method: op.method };
  const withBody = (payload: string | undefined) => (payload === undefined ? {} : { payload, contentType: 'application/json' });

  for (const [kind, value] of Object.entries(pathBends)) {
    for (const name of op.pathParams)
      cases.push({
        ...base,
        kind: `path ${name} ${kind}`,
        url: fillPath(op, (n) => (n === name ? value : plausiblePathValue(n))) + plainQuery,
        ...withBody(plainBody),
      });
  }
  if (Object.keys(op.query).length) {
    for (const [kind, bend] of Object.entries(leafBends))
      cases.push({
        ...base,
        kind: `query ${kind}`,
        url: plainPath + queryString(queryValues(bend)),
        ...withBody(plainBody),
      });
    cases.push({ ...base, kind: 'query missing', url: plainPath, ...withBody(plainBody) });
  }
  cases.push({ ...base, kind: 'query undeclared junk', url: plainPath + queryString(undeclaredJunk), ...withBody(plainBody) });
  cases.push({ ...base, kind: 'query brokenPercent', url: `${plainPath}?a=%E0%A4%A&b=%zz`, ...withBody(plainBody) });
  if (hasBody && op.isJsonBody) {
    const schema = op.body ?? { type: 'object', properties: {} };
    const url = plainPath + plainQuery;
    for (const [kind, bend] of Object.entries(leafBends))
      cases.push({ ...base, kind: `body ${kind}`, url, ...withBody(JSON.stringify(bent(schema, bend))) });
    cases.push({ ...base, kind: 'body deepNesting', url, ...withBody(deepJson(5000)) });
    cases.push({ ...base, kind: 'body undeclared junk', url, ...withBody(JSON.stringify(undeclaredJunk)) });
    cases.push({ ...base, kind: 'body notJson', url, ...withBody('{"a": tru') });
    cases.push({ ...base, kind: 'body array', url, ...withBody('[1,2,3]') });
    cases.push({ ...base, kind: 'body empty object', url, ...withBody('{}') });
    cases.push({ ...base, kind: 'body truncated multipart', url, ...truncatedMultipart });
  }
  return cases;
}
