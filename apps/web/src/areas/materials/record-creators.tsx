import type { RecordKind } from '../../shared/search-select/record-creators';
import { lazyCreateForm, type SelectCreate } from '../../shared/search-select/select-create';
import type { SavedKind } from './components/KindDrawer';
import { KINDS_PERMISSION } from './routes';

/** The records of this area a select elsewhere may create (registered by app/record-creators.tsx). */
export const materialsRecordCreators: Partial<Record<RecordKind, SelectCreate>> = {
  materialKind: {
    permission: KINDS_PERMISSION,
    render: lazyCreateForm(() => import('./components/KindCreateDrawer'), 'KindCreateDrawer'),
    toOption: (k: SavedKind) => ({ value: k.id, label: `${k.no}-${k.name}` }),
  },
};
