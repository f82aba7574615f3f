import type { RecordKind } from '../../shared/search-select/record-creators';
import { lazyCreateForm, type CreateFormProps, type SelectCreate } from '../../shared/search-select/select-create';

type Saved = { id: string; name: string };

/** The account select of any money form creates an account here (registered by app/record-creators.tsx). */
export const financeConfigRecordCreators: Partial<Record<RecordKind, SelectCreate>> = {
  financeAccount: {
    permission: 'company.financeAccount.add',
    render: lazyCreateForm(
      () =>
        import('./components/AccountDrawer').then(({ AccountDrawer }) => ({
          AccountCreate: ({ open, keyword, onClose, onSaved }: CreateFormProps<Saved>) => (
            <AccountDrawer open={open} account={null} initialName={keyword} onClose={onClose} onSaved={onSaved} />
          ),
        })),
      'AccountCreate',
    ),
    toOption: (a: Saved) => ({ value: a.id, label: a.name }),
  },
};
