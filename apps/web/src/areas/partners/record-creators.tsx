import { lazyCreateForm, type RecordKind, type SelectCreate } from '../../shared/search-select';

const load = () => import('./components/PartnerCreateDrawers');
const named = (r: { id: string; name: string }) => ({ value: r.id, label: r.name });

/** The records of this area a select elsewhere may create (registered by app/record-creators.tsx). */
export const partnersRecordCreators: Partial<Record<RecordKind, SelectCreate>> = {
  supplier: { permission: 'fac.supplier.add', render: lazyCreateForm(load, 'SupplierCreateDrawer'), toOption: named },
  customer: { permission: 'fac.customer.add', render: lazyCreateForm(load, 'CustomerCreateDrawer'), toOption: named },
  outsideFactory: { permission: 'fac.outFac.add', render: lazyCreateForm(load, 'OutsideFactoryCreateDrawer'), toOption: named },
};
