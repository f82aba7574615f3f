import type { zh } from './zh';

export const en: typeof zh = {
  info: {
    title: 'Node information',
    chargers: 'Persons in charge',
    labourCost: 'Worker wage',
    labourCostUnit: 'per piece',
    planEndAt: 'Planned end',
    outsideFactories: 'Outside factories',
    unitPrice: 'Processing price',
    attachments: 'Attachments',
    remark: 'Remark',
    delayReason: 'Delay reason',
    none: 'None',
    hidden: 'Not permitted',
    late: '{{days}} days late',
    edit: 'Edit node information',
  },
  status: { 0: 'Not started', 1: 'In progress', 2: 'Finished' },
};
