import { lazyCreateForm, type RecordKind, type SelectCreate } from '../../shared/search-select';
import type { SavedKind } from './components/KindDrawer';

/** The records of this area a select elsewhere may create (registered by app/record-creators.tsx). */
export const materialsRecordCreators: Partial<Record<RecordKind, SelectCreate>> = {
  materialKind: {
    permission: 'fac.materials.kinds',
    render: lazyCreateForm(() => import('./components/KindCreateDrawer'), 'KindCreateDrawer'),
    toOption: (k: SavedKind) => ({ value: k.id, label: `${k.no}-${k.name}` }),
  },
};
