import {
  addStockUnitInput,
  idSchema,
  MeasureUnitPermission,
  measureUnitInput,
  measureUnitOptionsInput,
  measureUnitPageInput,
  measureUnitStopUseInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import {
  addStockUnit,
  getMeasureUnit,
  listMeasureUnitOptions,
  pageMeasureUnits,
  removeMeasureUnit,
  saveMeasureUnit,
  setMeasureUnitDisabled,
} from './measure-unit.service.js';

export function registerMeasureUnitRoutes(app: FastifyInstance): void {
  const tags = ['units'];
  const db = app.db;
  const permission = MeasureUnitPermission.manage;

  route(app, {
    method: 'POST',
    url: 'fac/measureUnit/page',
    summary: 'The units dictionary, paged (keyword; includeDisabled), each with the number of material SKUs using it',
    tags,
    permission,
    body: measureUnitPageInput,
    handler: ({ body, ctx }) => pageMeasureUnits(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac/measureUnit/options',
    summary: 'Enabled units for a unit select (keyword; withIds keeps units a record already has, even disabled)',
    tags,
    permission: null,
    query: measureUnitOptionsInput,
    handler: ({ query, ctx }) => listMeasureUnitOptions(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: 'fac/measureUnit/detail',
    summary: 'One unit',
    tags,
    permission,
    query: z.object({ id: idSchema }),
    handler: ({ query, ctx }) => getMeasureUnit(db, ctx, query.id),
  });
  route(app, {
    method: 'POST',
    url: 'fac/measureUnit/add',
    summary: 'Add a unit (name unique in the factory, ignoring case; optional fixed conversion to a base unit)',
    tags,
    permission,
    body: measureUnitInput,
    handler: ({ body, ctx }) => saveMeasureUnit(db, ctx, { ...body, id: undefined }),
  });
  route(app, {
    method: 'POST',
    url: 'fac/measureUnit/update',
    summary: 'Edit a unit; a new name reaches the material SKUs using it (bills keep the name they were made with)',
    tags,
    permission,
    body: measureUnitInput.safeExtend({ id: idSchema }),
    handler: ({ body, ctx }) => saveMeasureUnit(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/measureUnit/stopUse',
    summary: 'Disable (isDisabled true) or enable a unit: a disabled unit is no longer offered',
    tags,
    permission,
    body: measureUnitStopUseInput,
    handler: ({ body, ctx }) => setMeasureUnitDisabled(db, ctx, body.id, body.isDisabled),
  });
  route(app, {
    method: 'POST',
    url: 'fac/measureUnit/delete',
    summary: 'Delete a unit nothing uses (in use: 40903, disable it instead)',
    tags,
    permission,
    body: z.object({ id: idSchema }),
    handler: async ({ body, ctx }) => {
      await removeMeasureUnit(db, ctx, body.id);
      return null;
    },
  });
  route(app, {
    method: 'GET',
    url: 'fac/materials/addStockUnit',
    changesData: true,
    summary: '新建库存单位 of the reference: add a unit by name alone',
    tags,
    permission,
    query: addStockUnitInput,
    handler: ({ query, ctx }) => addStockUnit(db, ctx, query.name),
  });
}
