import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { noteWrite } from '../auth/session-cache.js';

/**
 * Knows whether a request wrote to the database, so its answer can say so (header X-Data-Changed) and the web app
 * refreshes what it shows after every change, whatever form or button made it, while a read (many lists are POST
 * calls) never does. Every query passes the plugin; inside a request's scope a write marks the scope.
 */
export interface WriteScope {
  wrote: boolean;
}

const scopes = new AsyncLocalStorage<WriteScope>();

/** Runs `work` in a fresh scope; the scope answers whether anything was written. */
export function trackWrites<T>(scope: WriteScope, work: () => Promise<T>): Promise<T> {
  return scopes.run(scope, work);
}

const writeKinds = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
/** Raw SQL that writes: a statement (or a CTE's body) that inserts, updates or deletes; `select … for update` does not. */
const rawWrite = /^\s*(?:insert|update|delete|merge)\b|\)\s*(?:insert|update|delete)\b/i;

export function isWrite(node: RootOperationNode): boolean {
  if (writeKinds.has(node.kind)) return true;
  if (node.kind !== 'RawNode') return false;
  return rawWrite.test(node.sqlFragments.join(' ? '));
}

export class WriteTrackerPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const scope = scopes.getStore();
    if (scope && !scope.wrote && isWrite(args.node)) scope.wrote = true;
    // Writes to the sign-in tables void the request path's remembered sessions (auth/session-cache.ts).
    noteWrite(args.node);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
