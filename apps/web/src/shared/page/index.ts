export { ActiveTabPath, PageHeader, usePageTitle } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
