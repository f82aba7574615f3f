/**
 * What a user calls a field, by the name the wire gives it: the server's bad-input answers and the web's reading of
 * field paths ("lines.0.quantity" → "第1行 数量") both look here, so a field is named the same way everywhere. Names
 * are the general ones; a schema whose field means something narrower (a goods style's `price` is 销售价, not a
 * line's 单价) puts its own label in its messages (number-input.ts `label`).
 */
export const fieldLabels: Record<string, { zh: string; en: string }> = {
  // quantities
  quantity: { zh: '数量', en: 'Quantity' },
  quantityArrive: { zh: '本次到料', en: 'Arriving now' },
  quantityDelivery: { zh: '本次送料', en: 'Delivering now' },
  plannedQuantity: { zh: '计划采购数', en: 'Planned quantity' },
  demandQuantity: { zh: '需求数', en: 'Demand quantity' },
  checkedQuantity: { zh: '检验数', en: 'Checked quantity' },
  qualifiedQuantity: { zh: '合格数', en: 'Qualified quantity' },
  unqualifiedQuantity: { zh: '不合格数', en: 'Unqualified quantity' },
  minQuantity: { zh: '最低库存', en: 'Minimum stock' },
  maxQuantity: { zh: '最高库存', en: 'Maximum stock' },
  stock: { zh: '库存', en: 'Stock' },
  defaultDosage: { zh: '标准用量', en: 'Standard usage' },
  checkedLength: { zh: '验布长度', en: 'Checked length' },
  shrinkBefore: { zh: '缩前长度', en: 'Length before' },
  shrinkAfter: { zh: '缩后长度', en: 'Length after' },
  length: { zh: '长度', en: 'Length' },
  weight: { zh: '克重', en: 'Gram weight' },
  ratio: { zh: '尺码比例', en: 'Size ratio' },
  // money and rates
  amount: { zh: '金额', en: 'Amount' },
  unitPrice: { zh: '单价', en: 'Unit price' },
  price: { zh: '单价', en: 'Unit price' },
  planCost: { zh: '参考价', en: 'Reference price' },
  excludingTaxPrice: { zh: '不含税价', en: 'Price excl. tax' },
  collectTotal: { zh: '收款金额', en: 'Amount collected' },
  taxRate: { zh: '税率', en: 'Tax rate' },
  conversionRate: { zh: '转化率', en: 'Conversion rate' },
  baseRatio: { zh: '换算比例', en: 'Conversion ratio' },
  mlossRate: { zh: '默认损耗', en: 'Default loss' },
  overRate: { zh: '超交比例', en: 'Over-delivery limit' },
  shortRate: { zh: '短交比例', en: 'Short-delivery limit' },
  // whole numbers
  sort: { zh: '排序', en: 'Sort order' },
  year: { zh: '年份', en: 'Year' },
  version: { zh: '版本', en: 'Version' },
  pageNo: { zh: '页码', en: 'Page' },
  pageNum: { zh: '页码', en: 'Page' },
  pageSize: { zh: '每页条数', en: 'Page size' },
  // references and texts
  materialSkuId: { zh: '物料SKU', en: 'Material SKU' },
  materialsSkuId: { zh: '物料SKU', en: 'Material SKU' },
  skuId: { zh: 'SKU', en: 'SKU' },
  materialId: { zh: '物料', en: 'Material' },
  supplierId: { zh: '供应商', en: 'Supplier' },
  storehouseId: { zh: '仓库', en: 'Storehouse' },
  outsideFactoryId: { zh: '加工厂', en: 'Processing factory' },
  customerId: { zh: '客户', en: 'Customer' },
  facId: { zh: '工厂', en: 'Factory' },
  facIds: { zh: '工厂', en: 'Factory' },
  roleIds: { zh: '角色', en: 'Roles' },
  groupIds: { zh: '分组', en: 'Groups' },
  name: { zh: '名称', en: 'Name' },
  no: { zh: '编号', en: 'Number' },
  code: { zh: '编码', en: 'Code' },
  orderNo: { zh: '单号', en: 'Bill no.' },
  remark: { zh: '备注', en: 'Remark' },
  phone: { zh: '手机号', en: 'Phone' },
  password: { zh: '密码', en: 'Password' },
  loginName: { zh: '登录名', en: 'Login name' },
  rollNo: { zh: '卷号', en: 'Roll no.' },
  rollId: { zh: '卷号', en: 'Roll no.' },
  vatNo: { zh: '缸号', en: 'Dye lot' },
  customFields: { zh: '自定义字段', en: 'Custom field' },
  file: { zh: '文件', en: 'File' },
  // finance (areas finance-config, fees, invoices)
  accountId: { zh: '资金账户', en: 'Finance account' },
  remitMethodName: { zh: '账户名称', en: 'Account name' },
  remitMethodId: { zh: '付款账户', en: 'Paying account' },
  sysLabelId: { zh: '费用标签', en: 'Fee label' },
  feePrice: { zh: '金额', en: 'Amount' },
  feePriceTotal: { zh: '费用总额', en: 'Fee total' },
  invoiceNo: { zh: '发票号', en: 'Invoice no.' },
  taxAmount: { zh: '税额', en: 'Tax' },
  includingTaxPrice: { zh: '含税金额', en: 'Amount incl. tax' },
  priceTotal: { zh: '价税合计', en: 'Total incl. tax' },
  // finance members and prepayment transfers (areas finance-config, payments)
  facUnitList: { zh: '财务工厂', en: 'Finance factories' },
  storeUnitList: { zh: '财务仓库', en: 'Finance storehouses' },
  fromPartnerId: { zh: '转出单位', en: 'From partner' },
  toPartnerId: { zh: '转入单位', en: 'To partner' },
};

/** The label of a field name in the language, or undefined when the catalogue does not name it. */
export function fieldLabel(name: string, lang: 'zh' | 'en'): string | undefined {
  return Object.hasOwn(fieldLabels, name) ? fieldLabels[name]![lang] : undefined;
}
