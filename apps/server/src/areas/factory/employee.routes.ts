import { employeeFactoriesInput, employeeListInput, sysUnitAllUserInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { pageEmployeeList, sysUnitAllUsers, updateEmployeeFactories } from './employee.service.js';

/** Employees (员工管理, /workerMangement): the company's staff and workbay accounts and their linked factories. */
export function registerEmployeeRoutes(app: FastifyInstance): void {
  const tags = ['employees'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'facUser/getEmployeeList',
    summary: 'Staff and workbay accounts of the factories the caller may enter, paged, with their linked factories',
    tags,
    permission: 'company.employee.list',
    body: employeeListInput,
    handler: ({ body, ctx }) => pageEmployeeList(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'facUser/updateEmployeeFactories',
    summary: "An account's factories among the caller's; one left out is unlinked (its roles, groups and sessions there end)",
    tags,
    permission: 'company.employee.link',
    body: employeeFactoriesInput,
    handler: ({ body, ctx }) => updateEmployeeFactories(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'unit/querySysUnitAllUser',
    summary: 'Every account of the factories the caller may enter (unitAllUserList); status 0 enabled, 1 banned',
    tags,
    permission: 'company.employee.list',
    body: sysUnitAllUserInput.optional(),
    handler: ({ body, ctx }) => sysUnitAllUsers(db, ctx, body ?? {}),
  });
}
