import type { BillTypeDefinition } from '../../bills/registry.js';

export const SUPPLIER_BILL_TYPE = 'COMMON_MATERIEL_SUPPLIER';

/** Material suppliers (物料供应商) are master data that pass the approval workflow. */
export const supplierBillType: BillTypeDefinition = {
  type: SUPPLIER_BILL_TYPE,
  table: 'supplier',
  numberColumn: 'code',
  nameColumn: 'name',
  families: ['supplier', 'material/supplier'],
  deskColumns: [
    { key: 'contacts', zh: '联系人', en: 'Contact' },
    { key: 'mobilePhone', zh: '联系电话', en: 'Phone' },
    { key: 'address', zh: '地址', en: 'Address' },
  ],
  permissions: { edit: 'fac.supplier.edit', submit: 'fac.supplier.add', delete: 'fac.supplier.delete' },
  hooks: {
    describeForDesk: async (db, unitId, billIds) => {
      const rows = await db
        .selectFrom('supplier')
        .select(['id', 'contacts', 'mobilePhone', 'address'])
        .where('unitId', '=', unitId)
        .where('id', 'in', billIds)
        .execute();
      return new Map(rows.map((r) => [r.id, { contacts: r.contacts, mobilePhone: r.mobilePhone, address: r.address }]));
    },
  },
};
