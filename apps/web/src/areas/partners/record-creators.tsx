import type { RecordKind } from '../../shared/search-select/record-creators';
import { lazyCreateForm, type SelectCreate } from '../../shared/search-select/select-create';

const load = () => import('./components/PartnerCreateDrawers');
const named = (r: { id: string; name: string }) => ({ value: r.id, label: r.name });

/** The records of this area a select elsewhere may create (registered by app/record-creators.tsx). */
export const partnersRecordCreators: Partial<Record<RecordKind, SelectCreate>> = {
  supplier: { permission: 'fac.supplier.add', render: lazyCreateForm(load, 'SupplierCreateDrawer'), toOption: named },
  customer: { permission: 'fac.customer.add', render: lazyCreateForm(load, 'CustomerCreateDrawer'), toOption: named },
  outsideFactory: { permission: 'fac.outFac.add', render: lazyCreateForm(load, 'OutsideFactoryCreateDrawer'), toOption: named },
};
