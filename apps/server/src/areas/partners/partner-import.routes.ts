import { importAcrossInput, importAcrossListInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { outsideFactoryImportKind } from './partner-import-outside.service.js';
import {
  customerImportKind,
  importPartners,
  listImportable,
  supplierImportKind,
  type PartnerImportKind,
} from './partner-import.service.js';

/**
 * Import from another factory of the company (从其他工厂导入): per kind, the source factory's records and the import
 * call, each under the target's create permission.
 */
export function registerPartnerImportRoutes(app: FastifyInstance): void {
  const db = app.db;
  const kinds: {
    kind: PartnerImportKind<{ id: string; name: string }>;
    listUrl: string;
    importUrl: string;
    permission: string;
    tags: string[];
    /** The reference's field for the list, answered beside `list`. */
    listAlias?: string;
  }[] = [
    {
      kind: customerImportKind,
      listUrl: 'fac/customer/getEasyCustomerListByUnitIds',
      importUrl: 'fac/customer/importCustomer',
      permission: 'fac.customer.add',
      tags: ['customers'],
      listAlias: 'customerList',
    },
    {
      kind: supplierImportKind,
      listUrl: 'supplier/getEasySupplierListByUnitIds',
      importUrl: 'supplier/importSupplier',
      permission: 'fac.supplier.add',
      tags: ['suppliers'],
    },
    {
      kind: outsideFactoryImportKind,
      listUrl: 'outside/factory/getEasyFactoryListByUnitIds',
      importUrl: 'outside/factory/importOutsideFactory',
      permission: 'fac.outFac.add',
      tags: ['outside factories'],
    },
  ];
  for (const { kind, listUrl, importUrl, permission, tags, listAlias } of kinds) {
    route(app, {
      method: 'POST',
      url: listUrl,
      summary: `Another factory's ${kind.what.en.toLowerCase()}s to import, paged (sourceUnitId, keyword)`,
      tags,
      permission,
      body: importAcrossListInput,
      handler: async ({ body, ctx }) => {
        const page = await listImportable(db, ctx, kind, body);
        return listAlias ? { ...page, [listAlias]: page.list } : page;
      },
    });
    route(app, {
      method: 'POST',
      url: importUrl,
      summary: `Import ${kind.what.en.toLowerCase()}s of another factory of the company (same names are skipped)`,
      tags,
      permission,
      body: importAcrossInput,
      handler: ({ body, ctx }) => importPartners(db, ctx, kind, body),
    });
  }
}
