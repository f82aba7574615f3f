/**
 * The thirteen node type codes (SPEC 3 "Mission node types" plus 自由送料), grouped by class as the create page shows
 * them, each with what its report captures. The codes are the database's (prcd_node.type_code).
 */
export const NODE_TYPE_CODES = [
  'logic',
  'quantitative',
  'total',
  'actual_cutting',
  'actual_cutting_wym',
  'actual_cutting_ligation',
  'tail_in_store',
  'tail_out_store',
  'quality_checking',
  'material',
  'freedom_material',
  'select_check',
  'select_check_quantity',
] as const;
export type NodeTypeCode = (typeof NODE_TYPE_CODES)[number];

export interface NodeTypeInfo {
  code: NodeTypeCode;
  zh: string;
  en: string;
  descriptionZh: string;
  descriptionEn: string;
}

export interface NodeTypeClass {
  key: 'basic' | 'cutting' | 'store' | 'quality' | 'material';
  zh: string;
  en: string;
  types: NodeTypeInfo[];
}

const t = (code: NodeTypeCode, zh: string, en: string, descriptionZh: string, descriptionEn: string): NodeTypeInfo => ({
  code,
  zh,
  en,
  descriptionZh,
  descriptionEn,
});

export const NODE_TYPE_CLASSES: readonly NodeTypeClass[] = [
  {
    key: 'basic',
    zh: '通用',
    en: 'General',
    types: [
      t('logic', '逻辑型', 'Logic', '只记录完成与否', 'Done or not done only'),
      t('quantitative', '数量型', 'Quantity', '按SKU上报完成数', 'Completed quantity per SKU'),
      t('total', '总数型', 'Total', '只上报一个总数，不分SKU', 'One total number, no SKU split'),
    ],
  },
  {
    key: 'cutting',
    zh: '裁床',
    en: 'Cutting',
    types: [
      t(
        'actual_cutting',
        '裁床型',
        'Cutting',
        '按SKU上报实裁数与床次，作为工单的实裁数',
        'Cut quantity per SKU with lay number; sets the mission’s actual cut quantity',
      ),
      t(
        'actual_cutting_wym',
        '裁床-唯一码型',
        'Cutting with unique codes',
        '裁床并为每件生成唯一码',
        'Cutting that generates a unique code per piece',
      ),
      t(
        'actual_cutting_ligation',
        '裁床-扎号型',
        'Cutting with bundles',
        '裁床并生成扎号',
        'Cutting that generates bundle tickets',
      ),
    ],
  },
  {
    key: 'store',
    zh: '入库与发货',
    en: 'Stock and shipping',
    types: [
      t('tail_in_store', '尾部入库型', 'Put into stock', '成品入成品仓的数量', 'Quantity put into a finished-goods storehouse'),
      t(
        'tail_out_store',
        '发货型',
        'Shipping',
        '发货给客户或调拨到其他仓库的数量',
        'Quantity shipped to a customer or moved to another storehouse',
      ),
    ],
  },
  {
    key: 'quality',
    zh: '质检',
    en: 'Quality',
    types: [
      t(
        'quality_checking',
        '质检型',
        'Quality check',
        '合格、次品（含次品标签）与废品数',
        'Qualified, defective (with defect labels) and waste quantities',
      ),
      t(
        'select_check',
        '抽检型',
        'Sampling',
        '生产数、抽检数、合格、次品、废品与合格率',
        'Produced, sampled, passed, defective, waste and pass rate',
      ),
      t('select_check_quantity', '抽检数量型', 'Sampling per SKU', '按SKU抽检', 'Sampling per SKU'),
    ],
  },
  {
    key: 'material',
    zh: '物料',
    en: 'Material',
    types: [
      t('material', '到料型', 'Material', '按BOM向本节点送料', 'Material of the BOM delivered to this node'),
      t('freedom_material', '自由送料型', 'Free material', '自由选择物料送到本节点', 'Freely chosen materials delivered'),
    ],
  },
];

export const NODE_TYPES: readonly NodeTypeInfo[] = NODE_TYPE_CLASSES.flatMap((c) => c.types);

export function nodeTypeInfo(code: NodeTypeCode): NodeTypeInfo {
  return NODE_TYPES.find((x) => x.code === code)!;
}

/** Types whose reports carry no quantities that flow on: done/not done, material deliveries, sampling rates. */
const NOT_QUANTITY = new Set<NodeTypeCode>(['logic', 'material', 'freedom_material', 'select_check']);

/** A node reporting quantities (per SKU or in total): it may have a target, be an upstream node, link codes. */
export function isQuantityType(code: NodeTypeCode): boolean {
  return !NOT_QUANTITY.has(code);
}

export function isQualityType(code: NodeTypeCode): boolean {
  return code === 'quality_checking' || code === 'select_check' || code === 'select_check_quantity';
}

/** The report bills a node of this type may configure (完成数 / 调整数 / 次品数 / 废品数 单据配置). */
export const REPORT_BILL_KINDS = ['COMPLETE', 'ADJUST', 'DEFECTIVE', 'WASTE'] as const;
export type ReportBillKind = (typeof REPORT_BILL_KINDS)[number];

export const REPORT_BILL_KIND_NAMES: Record<ReportBillKind, { zh: string; en: string }> = {
  COMPLETE: { zh: '完成数单据', en: 'Completion bill' },
  ADJUST: { zh: '调整数单据', en: 'Adjustment bill' },
  DEFECTIVE: { zh: '次品数单据', en: 'Defective bill' },
  WASTE: { zh: '废品数单据', en: 'Waste bill' },
};

/** The fields a report bill may show (the column chooser of 单据配置), in display order. */
export const REPORT_BILL_FIELDS = [
  'finishDate',
  'finishUser',
  'finishFactory',
  'finishWorkbay',
  'sendTo',
  'storehouse',
  'lathe',
  'defectiveLabels',
  'adjustReason',
  'remark',
  'pictures',
] as const;
export type ReportBillField = (typeof REPORT_BILL_FIELDS)[number];

export const REPORT_BILL_FIELD_NAMES: Record<ReportBillField, { zh: string; en: string }> = {
  finishDate: { zh: '完成日期', en: 'Finish date' },
  finishUser: { zh: '完成人', en: 'Finished by' },
  finishFactory: { zh: '完成工厂', en: 'Finishing factory' },
  finishWorkbay: { zh: '完成工位', en: 'Finishing workbay' },
  sendTo: { zh: '发往', en: 'Sent to' },
  storehouse: { zh: '仓库', en: 'Storehouse' },
  lathe: { zh: '床次', en: 'Lay number' },
  defectiveLabels: { zh: '次品标签', en: 'Defect labels' },
  adjustReason: { zh: '调整原因', en: 'Adjustment reason' },
  remark: { zh: '备注', en: 'Remark' },
  pictures: { zh: '图片', en: 'Pictures' },
};

/** The bill kinds a node may configure: completion for every type, adjustment when allowed, quality kinds for QC. */
export function billKindsOf(code: NodeTypeCode, allowAdjustNum: boolean): ReportBillKind[] {
  if (code === 'logic') return [];
  const kinds: ReportBillKind[] = ['COMPLETE'];
  if (allowAdjustNum) kinds.push('ADJUST');
  if (isQualityType(code)) kinds.push('DEFECTIVE', 'WASTE');
  return kinds;
}
