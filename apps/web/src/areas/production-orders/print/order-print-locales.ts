import { addMessages } from '../../../shared/i18n';

// The order print sheet's own strings (key `orderPrint`), registered when the print page's module loads; field names
// are the area's (productionOrders.field.*).
addMessages('orderPrint', {
  zh: {
    title: '生产订单',
    advanceTitle: '预下单',
    print: '打印',
    back: '返回',
    printedAt: '打印时间',
    goods: '订货商品 {{n}}：{{styleNo}} {{styleName}}',
    colour: '颜色',
    total: '合计',
    summary: '订货合计',
    styles: '{{count}}款',
    customerTotal: '客户合计',
    notFound: '订单不存在或无权查看',
    signMaker: '制单人',
    signReviewer: '审核人',
    signDate: '日期',
  },
  en: {
    title: 'Production order',
    advanceTitle: 'Pre-order',
    print: 'Print',
    back: 'Back',
    printedAt: 'Printed at',
    goods: 'Goods {{n}}: {{styleNo}} {{styleName}}',
    colour: 'Colour',
    total: 'Total',
    summary: 'Order totals',
    styles: '{{count}} styles',
    customerTotal: 'All customers',
    notFound: 'The order does not exist or you may not see it',
    signMaker: 'Prepared by',
    signReviewer: 'Reviewed by',
    signDate: 'Date',
  },
});
