// Strings of the import from another factory of the company (registered as 'importAcross' in app/area-messages.ts).

const zh = {
  title: '从其他工厂导入',
  sourceFactory: '来源工厂',
  chooseFactory: '请选择工厂',
  noSources: '没有可以导入的其他工厂：您只关联了本厂',
  search: '输入名称、编号搜索',
  factory: '工厂',
  name: '名称',
  code: '编号',
  summary: '说明',
  here: '本厂',
  existsHere: '本厂已有',
  importSelected: '导入所选（{{count}}）',
  resultTitle: '导入完成',
  resultSummary: '成功导入 {{imported}} 条，跳过 {{skipped}} 条',
  importedItem: '已导入',
  skippedItem: '已跳过',
  offerFrom: '所在工厂：{{factories}}',
  importIt: '导入本厂',
  importedFrom: '已从「{{factory}}」导入',
};

const en: typeof zh = {
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

export const importAcrossMessages = { zh, en };
