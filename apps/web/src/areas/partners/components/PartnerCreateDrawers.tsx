import type { CreateFormProps } from '../../../shared/search-select';
import { CustomerDrawer } from './CustomerDrawer';
import { OutsideFactoryDrawer } from './OutsideFactoryDrawer';
import { SupplierDrawer } from './SupplierDrawer';

/** 新建 in a supplier select: the supplier form (duplicate checks, region) as on the supplier list. */
export function SupplierCreateDrawer({ open, onClose, onSaved }: CreateFormProps<{ id: string; name: string }>) {
  return <SupplierDrawer open={open} supplier={null} onClose={onClose} onSaved={onSaved} />;
}

/** 新建 in a customer select. */
export function CustomerCreateDrawer({ open, onClose, onSaved }: CreateFormProps<{ id: string; name: string }>) {
  return <CustomerDrawer open={open} customer={null} onClose={onClose} onSaved={onSaved} />;
}

/** 新建 in a processing-factory select. */
export function OutsideFactoryCreateDrawer({ open, onClose, onSaved }: CreateFormProps<{ id: string; name: string }>) {
  return <OutsideFactoryDrawer open={open} factory={null} onClose={onClose} onSaved={onSaved} />;
}
