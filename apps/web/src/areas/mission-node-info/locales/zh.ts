export const zh = {
  info: {
    title: '节点信息',
    chargers: '负责人',
    labourCost: '工人工价',
    labourCostUnit: '元/件',
    planEndAt: '计划结束日期',
    outsideFactories: '外发厂',
    unitPrice: '加工单价',
    attachments: '附件',
    remark: '备注',
    delayReason: '延误原因',
    none: '无',
    hidden: '无权查看',
    late: '已延误 {{days}} 天',
    edit: '修改节点信息',
  },
  status: { 0: '未开始', 1: '进行中', 2: '已完成' },
};
