import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trackWrites, type WriteScope } from '../db/write-tracker.js';
import { can, type RequestContext } from '../tenancy/context.js';
import { refuseCrossSite } from './cross-site.js';
import { JsonText, ok, okJsonText } from './envelope.js';
import { AppError, Code, NO_PERMISSION, type Lang } from './errors.js';
import { langOf, resolveContext } from './request-context.js';
import { recordRoute, type RouteRecord } from './route-table.js';

export const API_PREFIX = '/v1/api';
/** Set on an answer whose request wrote to the database: the web app then refreshes what it shows. */
export const DATA_CHANGED_HEADER = 'X-Data-Changed';

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

interface RouteBase<B extends Schema, Q extends Schema, P extends Schema> {
  method: HTTPMethods | HTTPMethods[];
  /** Path below /v1/api (or absolute when it starts with '/'). */
  url: string;
  summary: string;
  tags?: string[];
  body?: B;
  query?: Q;
  params?: P;
  /** The handler writes the reply itself (files, exports); no envelope. */
  raw?: boolean;
  /**
   * A GET (or HEAD) that changes data (the spec's undo calls): guarded against request forgery like every other
   * method, and refused as a browser navigation. Calls of any other method are guarded without saying so.
   */
  changesData?: true;
}

export interface Input<B extends Schema, Q extends Schema, P extends Schema> {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedRoute<B extends Schema, Q extends Schema, P extends Schema> extends RouteBase<B, Q, P> {
  /** 'unit' (default): a session in a factory; 'user': any signed-in account. */
  auth?: 'unit' | 'user';
  /** Permission code required; null means any signed-in user of the unit may call it. */
  permission: string | null;
  /** Further codes any one of which admits the caller as well (a dropdown other areas' forms read). */
  orPermissions?: readonly string[];
  handler: (input: Input<B, Q, P> & { ctx: RequestContext }) => Promise<unknown>;
}

export interface PublicRoute<B extends Schema, Q extends Schema, P extends Schema> extends RouteBase<B, Q, P> {
  handler: (input: Input<B, Q, P> & { lang: Lang }) => Promise<unknown>;
}

function fullUrl(url: string): string {
  return url.startsWith('/') ? url : `${API_PREFIX}/${url}`;
}

const unitKeys = ['unitId', 'facId', 'factoryId'] as const;

/** Identity in a body or query is never trusted; one that contradicts the session is refused. */
function refuseForeignUnit(ctx: RequestContext, ...sources: unknown[]): void {
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const key of unitKeys) {
      const value = (source as Record<string, unknown>)[key];
      if (value !== undefined && value !== null && value !== '' && String(value) !== ctx.unitId) {
        throw new AppError(
          Code.wrongUnit,
          { zh: '不能操作其他工厂的数据', en: "Another factory's data cannot be used" },
          {
            errors: [{ field: key, message: 'does not match the signed-in factory' }],
          },
        );
      }
    }
  }
}

const readMethods = new Set(['GET', 'HEAD']);

/** Every method but GET and HEAD changes data; a GET or HEAD only when its route says so. */
function guardAgainstForgery(req: FastifyRequest, changesData: boolean): void {
  const isRead = readMethods.has(req.method);
  if (!isRead || changesData) refuseCrossSite(req, isRead);
}

function register<B extends Schema, Q extends Schema, P extends Schema>(
  app: FastifyInstance,
  spec: RouteBase<B, Q, P>,
  declared: Pick<RouteRecord, 'access'>,
  hooks: { onRequest?: (req: FastifyRequest) => Promise<void>; preValidation?: (req: FastifyRequest) => Promise<void> },
  run: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const url = fullUrl(spec.url);
  const changesData = spec.changesData === true;
  recordRoute(app, { methods: [spec.method].flat(), url, ...declared, changesData });
  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url,
    schema: {
      summary: spec.summary,
      ...(spec.tags ? { tags: spec.tags } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.params ? { params: spec.params } : {}),
    },
    // The forgery check comes first: a forged call is refused before its session is even looked up.
    onRequest: async (req) => {
      guardAgainstForgery(req, changesData);
      await hooks.onRequest?.(req);
    },
    ...(hooks.preValidation ? { preValidation: hooks.preValidation } : {}),
    // Whether the handler wrote is told in a header (onSend also covers raw replies and refusals after a write).
    onSend: async (req, reply) => {
      if ((req as { writeScope?: WriteScope }).writeScope?.wrote) reply.header(DATA_CHANGED_HEADER, '1');
    },
    handler: async (req, reply) => {
      const scope: WriteScope = { wrote: false };
      (req as { writeScope?: WriteScope }).writeScope = scope;
      const data = await trackWrites(scope, () => run(req, reply));
      if (spec.raw) return reply;
      // Data that is JSON text already is sent as it is, inside the same envelope.
      if (data instanceof JsonText) return reply.type('application/json; charset=utf-8').send(okJsonText(data));
      return ok(data ?? null);
    },
  });
}

/** A call that needs a session (and by default a current factory) and declares its permission. */
export function route<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined>(
  app: FastifyInstance,
  spec: AuthedRoute<B, Q, P>,
): void {
  const scope = spec.auth ?? 'unit';
  const needsUnit = scope === 'unit';
  register(
    app,
    spec,
    {
      access: spec.permission
        ? { kind: 'permission', code: spec.permission, ...(spec.orPermissions ? { orCodes: spec.orPermissions } : {}) }
        : { kind: 'session', scope },
    },
    {
      onRequest: async (req) => {
        // Staff and workbay sessions alike act by the roles they hold in the current factory (ADR 0012).
        const ctx = await resolveContext(req, needsUnit);
        const codes = spec.permission ? [spec.permission, ...(spec.orPermissions ?? [])] : [];
        if (codes.length && !codes.some((code) => can(ctx, code))) throw new AppError(Code.noPermission, NO_PERMISSION);
        req.ctx = ctx;
      },
      // Before validation: the schemas strip unknown keys, and a contradicting unitId must be seen.
      preValidation: async (req) => {
        if (needsUnit) refuseForeignUnit(req.ctx as RequestContext, req.body, req.query);
      },
    },
    async (req, reply) => {
      const ctx = req.ctx as RequestContext;
      return spec.handler({
        body: req.body as Out<B>,
        query: req.query as Out<Q>,
        params: req.params as Out<P>,
        req,
        reply,
        ctx,
      });
    },
  );
}

/** A call open to anyone (login, registration, health). */
export function publicRoute<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined>(
  app: FastifyInstance,
  spec: PublicRoute<B, Q, P>,
): void {
  register(app, spec, { access: { kind: 'public' } }, {}, async (req, reply) =>
    spec.handler({
      body: req.body as Out<B>,
      query: req.query as Out<Q>,
      params: req.params as Out<P>,
      req,
      reply,
      lang: langOf(req),
    }),
  );
}
