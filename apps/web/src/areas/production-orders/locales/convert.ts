import { addMessages } from '../../../shared/i18n';

/**
 * 转工单 / 一键转工单 and 关联工单 (issue 11): registered when the order detail's or list's module loads, so the first
 * screen's bundle does not carry them (the area's other strings are in app/area-messages-*.ts).
 */
const zh = {
  convert: {
    one: '转工单',
    all: '一键转工单',
    missionNo: '工单号',
    missionNoHint: '可不填',
    goods: '商品',
    customer: '客户',
    quantity: '订货数',
    remaining: '未转数',
    deliveryAt: '交期',
    template: '工序模板',
    leaders: '负责人',
    outsideFactory: '整单外发',
    price: '加工单价',
    incomplete: '商品档案未填写完整',
    completeThese: '{{styleNo}} 请完善：{{fields}}',
    choose: '请选择要转工单的商品',
    nothingLeft: '已全部转工单',
    leadersRequired: '{{styleNo}}：负责人不能为空',
    done: '已生成 {{n}} 个工单',
  },
  linked: {
    missionNo: '工单号',
    status: '工单状态',
    style: '商品款号',
    total: '订货数量',
    actualCut: '实裁数',
    shipped: '出货数',
    deliveryAt: '交货日期',
    createdAt: '创建时间',
    converted: '转工单数量',
    status0: '未开始',
    status1: '进行中',
    status2: '已完成',
    status5: '已撤销',
  },
};

const en: typeof zh = {
  convert: {
    one: 'To mission',
    all: 'All to missions',
    missionNo: 'Mission no.',
    missionNoHint: 'Optional',
    goods: 'Goods',
    customer: 'Customer',
    quantity: 'Ordered',
    remaining: 'Left',
    deliveryAt: 'Delivery',
    template: 'Process template',
    leaders: 'In charge',
    outsideFactory: 'Whole order to',
    price: 'Processing price',
    incomplete: 'The goods records are incomplete',
    completeThese: '{{styleNo}}: complete {{fields}}',
    choose: 'Choose the goods to convert',
    nothingLeft: 'Everything is converted',
    leadersRequired: '{{styleNo}}: choose the persons in charge',
    done: '{{n}} missions created',
  },
  linked: {
    missionNo: 'Mission no.',
    status: 'Mission status',
    style: 'Style no.',
    total: 'Ordered',
    actualCut: 'Actually cut',
    shipped: 'Shipped',
    deliveryAt: 'Delivery date',
    createdAt: 'Created',
    converted: 'Converted',
    status0: 'Not started',
    status1: 'In progress',
    status2: 'Finished',
    status5: 'Revoked',
  },
};

addMessages('productionOrders', { zh, en });
