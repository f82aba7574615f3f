import type { SavedStorehouse } from '../areas/factory/components/StorehouseDrawer';
import { attributesRecordCreators } from '../areas/attributes/record-creators';
import { financeConfigRecordCreators } from '../areas/finance-config/record-creators';
import { materialsRecordCreators } from '../areas/materials/record-creators';
import { partnersRecordCreators } from '../areas/partners/record-creators';
import { unitsRecordCreators } from '../areas/units/record-creators';
import { lazyCreateForm, type CreateFormProps } from '../shared/search-select/select-create';
import { registerRecordCreators } from '../shared/search-select/record-creators';

/**
 * The one table of records a select may create (新建 in a select), like the route table: each area declares its own
 * in its record-creators.tsx; the storehouse form belongs to the factory area, which declares none, so it is adapted
 * here. Forms load on first use.
 */
export function registerAppRecordCreators(): void {
  registerRecordCreators({
    ...materialsRecordCreators,
    ...unitsRecordCreators,
    ...attributesRecordCreators,
    ...partnersRecordCreators,
    ...financeConfigRecordCreators,
    storehouse: {
      permission: 'fac.storehouse.add',
      render: lazyCreateForm(
        () =>
          import('../areas/factory/components/StorehouseDrawer').then(({ StorehouseDrawer }) => ({
            StorehouseCreate: ({ open, onClose, onSaved }: CreateFormProps<SavedStorehouse>) => (
              <StorehouseDrawer open={open} storehouse={null} onClose={onClose} onSaved={onSaved} />
            ),
          })),
        'StorehouseCreate',
      ),
      toOption: (s: SavedStorehouse) => ({ value: s.id, label: s.name }),
    },
  });
}
