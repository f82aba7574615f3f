import {
  deviceBatchAuthorizeInput,
  deviceConfigInput,
  deviceIdInput,
  deviceInput,
  devicePageInput,
  deviceRemarkInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { getDeviceLoginConfig, setDeviceLoginConfig } from './device-login.service.js';
import { addDevice, authorizeDevices, listDevicePage, modifyDeviceRemark, removeDevice } from './device.service.js';

export function registerDeviceRoutes(app: FastifyInstance): void {
  const db = app.db;
  const tags = ['devices'];

  route(app, {
    method: 'POST',
    url: 'device/page',
    summary: 'Devices known to the factory, paged',
    tags,
    permission: 'fac.device.list',
    body: devicePageInput,
    handler: ({ body, ctx }) => listDevicePage(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'device/add',
    summary: 'Record a device (code unique in the factory); it starts unauthorised',
    tags,
    permission: 'fac.device.add',
    body: deviceInput,
    handler: ({ body, ctx }) => addDevice(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'device/batchAuthorize',
    summary: 'Authorise (or withdraw) login from these devices; all or nothing',
    tags,
    permission: 'fac.device.authorize',
    body: deviceBatchAuthorizeInput,
    handler: ({ body, ctx }) => authorizeDevices(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'device/modifyRemark',
    summary: 'Change the remark of a device',
    tags,
    permission: 'fac.device.add',
    body: deviceRemarkInput,
    handler: async ({ body, ctx }) => {
      await modifyDeviceRemark(db, ctx, body.id, body.remark);
      return null;
    },
  });
  route(app, {
    method: 'POST',
    url: 'device/delete',
    summary: 'Forget a device',
    tags,
    permission: 'fac.device.delete',
    body: deviceIdInput,
    handler: async ({ body, ctx }) => {
      await removeDevice(db, ctx, body.id);
      return null;
    },
  });
  route(app, {
    method: 'GET',
    url: 'device/config',
    summary: 'Whether the factory admits staff and workbay sign-ins only from authorised devices',
    tags,
    permission: 'fac.device.list',
    handler: ({ ctx }) => getDeviceLoginConfig(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: 'device/config',
    summary: 'Turn device authorisation at sign-in on or off for the factory (boss accounts are never refused)',
    tags,
    permission: 'fac.device.authorize',
    body: deviceConfigInput,
    handler: ({ body, ctx }) => setDeviceLoginConfig(db, ctx, body.enabled),
  });
}
