import { MeasureUnitPermission, type MeasureUnitRow } from '@gf/contracts';
import type { RecordKind } from '../../shared/search-select/record-creators';
import { lazyCreateForm, type SelectCreate } from '../../shared/search-select/select-create';

/** The records of this area a select elsewhere may create (registered by app/record-creators.tsx). */
export const unitsRecordCreators: Partial<Record<RecordKind, SelectCreate>> = {
  measureUnit: {
    permission: MeasureUnitPermission.manage,
    render: lazyCreateForm(() => import('./components/MeasureUnitDrawer'), 'MeasureUnitCreateDrawer'),
    toOption: (u: MeasureUnitRow) => ({
      value: u.id,
      label: u.name,
      record: { name: u.name, isPiece: u.isPiece, baseUnitId: u.baseUnitId, baseRatio: u.baseRatio },
    }),
  },
};
