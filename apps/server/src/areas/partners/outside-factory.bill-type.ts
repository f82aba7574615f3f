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
  deskColumns: [
    { key: 'factoryRateName', zh: '厂商评级', en: 'Rating' },
    { key: 'attrName', zh: '品牌', en: 'Brands' },
    { key: 'contacts', zh: '联系人', en: 'Contact' },
    { key: 'telephone', zh: '联系电话', en: 'Telephone' },
    { key: 'mobilePhone', zh: '手机', en: 'Mobile' },
    { key: 'address', zh: '地址', en: 'Address' },
    { key: 'stopuse', zh: '已停用', en: 'Stopped', format: 'yesNo' },
  ],
  permissions: { edit: 'fac.outFac.update', submit: 'fac.outFac.add', delete: 'fac.outFac.delete' },
  hooks: {
    describeForDesk: (db, unitId, billIds) => deskColumns(db, unitId, billIds),
  },
};
