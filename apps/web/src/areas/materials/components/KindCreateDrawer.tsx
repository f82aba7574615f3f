import { useQuery } from '@tanstack/react-query';
import type { CreateFormProps } from '../../../shared/search-select';
import { kindsApi } from '../api/materials-api';
import { KindDrawer, kindTreeOptions, type SavedKind } from './KindDrawer';

/** 新建 in a material-kind select: the kind form, with the factory's tree for its parent. */
export function KindCreateDrawer({ open, onClose, onSaved }: CreateFormProps<SavedKind>) {
  const tree = useQuery({ queryKey: ['material-kinds', 'tree'], queryFn: kindsApi.tree, enabled: open });
  return <KindDrawer open={open} kind={null} treeData={kindTreeOptions(tree.data ?? [])} onClose={onClose} onSaved={onSaved} />;
}
