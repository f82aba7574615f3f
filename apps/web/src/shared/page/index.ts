export { ActiveTabPath, usePageTitle } from './active-tab';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
