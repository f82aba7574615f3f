import type { zh } from './zh';

export const en: typeof zh = {
  page: {
    title: 'Units of measure',
    search: 'Search by unit name',
    create: 'New unit',
    hint: "Materials choose their stock and purchase units from here; bills keep the unit's name as it was.",
  },
  field: {
    name: 'Unit',
    isPiece: 'Counted in pieces',
    isPieceHint: 'Units counted whole (piece, set, pack, strip …): no cloth check or shrinkage',
    base: 'Conversion',
    baseUnit: 'Base unit',
    baseRatio: 'Ratio',
    baseRatioHint: '1 {{name}} = ? {{base}}',
    conversion: '1 {{name}} = {{ratio}} {{base}}',
    sort: 'Sort',
    remark: 'Remark',
    useCount: 'Material SKUs using it',
    status: 'Status',
  },
  status: {
    inUse: 'In use',
    disabled: 'Disabled',
  },
  action: {
    disable: 'Disable',
    enable: 'Enable',
    disableConfirm: 'Once disabled, "{{name}}" is no longer offered; materials that have it keep it. Disable it?',
    enableConfirm: 'Enable "{{name}}"?',
    deleteConfirm: 'Delete the unit "{{name}}"?',
    inUse: '{{count}} material SKUs use "{{name}}": it cannot be deleted, disable it instead',
  },
  form: {
    createTitle: 'New unit',
    editTitle: 'Edit unit',
    saved: 'Saved',
    noBase: 'No fixed conversion',
  },
};
