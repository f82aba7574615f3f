import type { FastifyInstance } from 'fastify';

/** Who may call a route, as declared where it is registered. */
export type RouteAccess =
  | { kind: 'public' }
  /** Any session ('unit': in a factory; 'user': any signed-in account); the route names no permission code. */
  | { kind: 'session'; scope: 'unit' | 'user' }
  /** code, or any one of orCodes (a shared dropdown other areas' forms read). */
  | { kind: 'permission'; code: string; orCodes?: readonly string[] };

export interface RouteRecord {
  methods: string[];
  /** The full path as Fastify knows it (/v1/api/...). */
  url: string;
  access: RouteAccess;
  /** A GET that changes data: refused to cross-site requests and navigations like any POST. */
  changesData: boolean;
}

const tables = new WeakMap<FastifyInstance, RouteRecord[]>();

/** Called by route() and publicRoute() for every call they register. */
export function recordRoute(app: FastifyInstance, record: RouteRecord): void {
  const table = tables.get(app) ?? [];
  table.push(record);
  tables.set(app, table);
}

/** Every call registered through route() or publicRoute() on this app, with its declared access. */
export function routeTableOf(app: FastifyInstance): readonly RouteRecord[] {
  return tables.get(app) ?? [];
}
