// Strings of the import from another factory of the company (registered as 'importAcross' in app/area-messages.ts).

export const zh = {
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
