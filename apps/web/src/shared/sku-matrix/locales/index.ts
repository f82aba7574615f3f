export const skuMatrixMessages = {
  zh: { color: '颜色', total: '合计', rowTotal: '合计', fill: '一手 / 按码比填数', fillRow: '一手', fillByRatio: '按码比' },
  en: {
    color: 'Colour',
    total: 'Total',
    rowTotal: 'Total',
    fill: 'Fill row / by ratio',
    fillRow: 'Fill row',
    fillByRatio: 'By ratio',
  },
};
