import { set360Input } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { secretBoxFor } from '../../platform/crypto/secret-box.js';
import { route } from '../../platform/http/route.js';
import { get360Detail, set360 } from './link-360.service.js';

/** The "360" outside link (360 配置): facUser/set360Url, facUser/get360Detail. */
export function registerLink360Routes(app: FastifyInstance): void {
  const tags = ['factory'];
  const db = app.db;
  const box = () => secretBoxFor({ secretKey: app.config.secretKey, dataDir: app.config.dataDir });

  route(app, {
    method: 'POST',
    url: 'facUser/set360Url',
    summary: 'Save the 360 link: urls, login name, password (stored encrypted)',
    tags,
    permission: 'fac.factory.360.update',
    body: set360Input,
    handler: ({ body, ctx }) => set360(db, box(), ctx, body),
  });
  route(app, {
    method: ['GET', 'POST'],
    url: 'facUser/get360Detail',
    summary: 'The 360 link; passwordOf360 masked unless the caller holds fac.factory.360.viewPassword',
    tags,
    permission: null,
    handler: ({ ctx }) => get360Detail(db, box(), ctx),
  });
}
