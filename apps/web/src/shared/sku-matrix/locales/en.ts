/** The SKU matrix's English strings (t('skuMatrix.…')). */
export const en = {
  color: 'Colour',
  total: 'Total',
  rowTotal: 'Total',
  oneHand: 'Fill row',
  oneHandHint: 'Type one number: every size of the row gets it (一手)',
  noSku: 'The style has no such SKU',
  compare: 'Compared',
  compareLegend: 'Small figures: {{label}}; +/- the difference from it',
  keysHint: 'Tab / Enter / arrow keys move between cells',
  byRatio: 'Fill by size ratio',
  ratioGroup: 'Ratio group',
  ratioGroupPlaceholder: 'Pick a ratio group, or type ratios below',
  noRatioGroups: 'No ratio group fits these sizes',
  ratioGroupsFailed: 'The ratio groups did not load; type the ratios below',
  ratio: 'Ratio',
  allTotal: 'Total for every colour',
  rowTotalTyped: 'Row total',
  apply: 'Fill in',
  colon: ': ',
  ratioHint:
    "Each row's total is split over its sizes by the ratio (largest remainder), summing exactly to the typed total; rows without a total stay as they are (grey: what they hold now).",
  problem: {
    totalNotWhole: 'The total must be a whole number of at least 0',
    ratioNotWhole: 'Each ratio must be a whole number of at least 0',
    allRatiosZero: 'At least one ratio must be above 0',
  },
};
