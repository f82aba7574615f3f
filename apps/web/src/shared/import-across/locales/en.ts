import type { zh } from './zh';

export const en: typeof zh = {
  title: 'Import from another factory',
  sourceFactory: 'From factory',
  chooseFactory: 'Choose a factory',
  noSources: 'There is no other factory to import from: you belong to this factory only',
  search: 'Search by name or code',
  factory: 'Factory',
  name: 'Name',
  code: 'Code',
  summary: 'Details',
  here: 'Here',
  existsHere: 'Already here',
  importSelected: 'Import selected ({{count}})',
  resultTitle: 'Import finished',
  resultSummary: '{{imported}} imported, {{skipped}} skipped',
  importedItem: 'Imported',
  skippedItem: 'Skipped',
  offerFrom: 'Found in: {{factories}}',
  importIt: 'Import it',
  importedFrom: 'Imported from {{factory}}',
};
