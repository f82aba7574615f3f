import { OUTSIDE_FACTORY_BILL_TYPE } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';
import { deskColumns } from './outside-factory.repository.js';

export { OUTSIDE_FACTORY_BILL_TYPE };

/**
 * Processing factories (加工厂商档案) are master data that pass the approval workflow, like suppliers.
 * The reference client calls the family uflo/outside/factory/*.
 */
export const outsideFactoryBillType: BillTypeDefinition = {
  type: OUTSIDE_FACTORY_BILL_TYPE,
  table: 'outside_factory',
  numberColumn: 'code',
  nameColumn: 'name',
  families: ['outside/factory'],
  permissions: { edit: 'fac.outFac.update', submit: 'fac.outFac.add', delete: 'fac.outFac.delete' },
  hooks: {
    describeForDesk: (db, unitId, billIds) => deskColumns(db, unitId, billIds),
  },
};
