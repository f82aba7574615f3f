export { FormDrawer } from './FormDrawer';
export type { FormDrawerProps } from './FormDrawer';
export { trimFields, useDrawerForm } from './use-drawer-form';
export type { DrawerForm, DrawerFormOptions } from './use-drawer-form';
