import type { SizeCategoryRow, SkuAttrRow } from '@gf/contracts';
import { attributesPermissions as perm } from '@gf/contracts';
import type { RecordKind } from '../../shared/search-select/record-creators';
import { lazyCreateForm, type SelectCreate } from '../../shared/search-select/select-create';

const load = () => import('./components/AttributeCreateDrawers');

/** The records of this area a select elsewhere may create (registered by app/record-creators.tsx). */
export const attributesRecordCreators: Partial<Record<RecordKind, SelectCreate>> = {
  color: {
    permission: perm.specLibraryEdit,
    render: lazyCreateForm(load, 'ColorCreateDrawer'),
    toOption: (c: SkuAttrRow) => ({ value: c.id, label: c.name }),
  },
  colorGroup: {
    permission: perm.specLibraryEdit,
    render: lazyCreateForm(load, 'ColorGroupDrawer'),
    toOption: (g: { id: string; name: string }) => ({ value: g.id, label: g.name }),
  },
  sizeCategory: {
    permission: perm.sizeCategoryEdit,
    render: lazyCreateForm(load, 'SizeCategoryCreateDrawer'),
    toOption: (c: SizeCategoryRow) => ({ value: c.id, label: c.category }),
  },
};
