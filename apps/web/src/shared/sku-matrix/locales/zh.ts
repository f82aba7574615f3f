/** The SKU matrix's Chinese strings (t('skuMatrix.…')); the zh message chunk imports only this half. */
export const zh = {
  color: '颜色',
  total: '合计',
  rowTotal: '合计',
  oneHand: '一手',
  oneHandHint: '填一个数，这一行每个尺码都是这个数',
  noSku: '该款没有这个SKU',
  compare: '对比数',
  compareLegend: '格内小字为{{label}}，+/- 为与之相比的差',
  keysHint: 'Tab / 回车 / 方向键在格子间移动',
  byRatio: '按码比填数',
  ratioGroup: '码比组',
  ratioGroupPlaceholder: '选择码比组，或在下方直接填码比',
  noRatioGroups: '没有适用于这些尺码的码比组',
  ratioGroupsFailed: '码比组没有加载出来，可以在下方直接填码比',
  ratio: '码比',
  allTotal: '全部颜色合计',
  rowTotalTyped: '合计数',
  apply: '填入',
  colon: '：',
  ratioHint:
    '按码比把每行的合计数分到各尺码（最大余数法），每行之和恰好等于填的合计数；没填合计数的行保持不变（灰色为现有数量）。',
  problem: {
    totalNotWhole: '合计数必须是不小于0的整数',
    ratioNotWhole: '码比必须是不小于0的整数',
    allRatiosZero: '码比不能全为0',
  },
};
