import type { SizeCategoryRow, SkuAttrRow } from '@gf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { CreateFormProps } from '../../../shared/search-select';
import { attributeQueryKeys } from '../api/attributes-api';
import { SizeCategoryDrawer } from './SizeCategoryDrawer';
import { SkuAttrDrawer } from './SkuAttrDrawer';

export { ColorGroupDrawer } from './ColorGroupDrawer';

/** 新建 in a colour select: the colour form (group, code, name) of the library. */
export function ColorCreateDrawer({ open, onClose, onSaved }: CreateFormProps<SkuAttrRow>) {
  return <SkuAttrDrawer open={open} type="COLOR" row={null} onClose={onClose} onSaved={onSaved} />;
}

/** 新建 in a size-group select: the size category form; the lists showing size groups reload. */
export function SizeCategoryCreateDrawer({ open, onClose, onSaved }: CreateFormProps<SizeCategoryRow>) {
  const queryClient = useQueryClient();
  return (
    <SizeCategoryDrawer
      open={open}
      row={null}
      onClose={onClose}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: attributeQueryKeys.sizeCategories });
        onSaved(saved);
      }}
    />
  );
}
