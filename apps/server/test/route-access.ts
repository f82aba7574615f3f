/**
 * The routes that name no permission code, each with why. route-permissions.int.test.ts fails for a route that
 * is neither here nor guarded by a code of the catalogue, and for an entry here that no longer exists.
 * Keys are "METHOD path" as registered (path parameters as :name).
 */

/** Open without a session: signing in, registering, a forgotten password, and public reference data. */
export const publicRoutes: ReadonlySet<string> = new Set([
  'GET /v1/api/health',
  'GET /v1/api/ip',
  'POST /v1/api/ip',
  // China's administrative divisions: public reference data, cached by the browser (platform/regions).
  'GET /v1/api/public/getPosition',
  'GET /v1/api/region/tree',
  'POST /v1/api/login/doLogin',
  'POST /v1/api/login/workbayLogin',
  'POST /v1/api/register/sendMsg',
  'GET /v1/api/register/checkPhoneCaptcha',
  'POST /v1/api/register/doRegister',
  'POST /v1/api/login/checkLoginName',
  'POST /v1/api/login/checkPhone',
  'POST /v1/api/fac/resetPsw',
  'POST /v1/api/fac/resetWorkbayPsw',
]);

type Why =
  /** The caller's own session, account, preferences and uploads. */
  | 'self'
  /** Option lists, settings and duplicate checks the forms of several areas read; nothing is changed. */
  | 'shared lookup'
  /** The bill engine checks the bill type's permission for the action (uflo calls). */
  | 'bill engine'
  /** The handler checks the code its input selects (material or sample arrival, the kind of stock change). */
  | 'code chosen by input';

const self = [
  'GET /v1/api/login/session',
  'POST /v1/api/login/session',
  'POST /v1/api/login/logout',
  'POST /v1/api/login/switchUnit',
  'POST /v1/api/login/doLoginToFactory',
  // The factories the caller may enter (the factory switcher, factory filters): areas/company.
  'GET /v1/api/fac/getEasyFactorys',
  'POST /v1/api/fac/getUnitListByUserId',
  'POST /v1/api/facUser/getMyInfo',
  'POST /v1/api/facUser/updateMyInfo',
  'GET /v1/api/column-settings/:listKey',
  'PUT /v1/api/column-settings/:listKey',
  'GET /v1/api/businessOrder/lastOperate/get',
  'POST /v1/api/businessOrder/lastOperate/get',
  'POST /v1/api/businessOrder/lastOperate/set',
  'POST /v1/api/operateLog/save',
  'GET /v1/api/bill-review/bill-type',
  'POST /v1/api/file/upload',
  'POST /api/file/upload',
  'GET /v1/api/file/:id',
  'GET /v1/api/excel/import/:id',
  'GET /v1/api/excel/import/:id/errors',
  'POST /v1/excel/import/exportErrorExcel',
];

const sharedLookups = [
  'GET /v1/api/bill-review-config',
  'GET /v1/api/bill-review-config/isUsedConfig',
  'POST /v1/api/bill-review-config/isUsedConfig',
  'GET /v1/api/changeStock/inventoryTypeList',
  'GET /v1/api/changeStock/materialTypeList',
  'GET /v1/api/changeStock/operatorList',
  'GET /v1/api/changeStock/supplierList',
  'GET /v1/api/changeStock/unitList',
  'GET /v1/api/codeRatioCategory/config/codeRatioConfigInfo',
  'GET /v1/api/codeRatioCategory/config/codeRatioListByStyleId',
  'GET /v1/api/codeRatioCategory/config/detail',
  'POST /v1/api/codeRatioCategory/config/list',
  'POST /v1/api/commonDropDownList/getAllStyleByUnitId',
  'POST /v1/api/commonDropDownList/getStroehouseByUnitId',
  'GET /v1/api/commonSizeCatagory/getClassifyList',
  'GET /v1/api/commonSizeCatagory/list',
  'GET /v1/api/custom-field/list',
  'GET /v1/api/delivery/material/form',
  'GET /v1/api/deliverying_amount_config',
  'GET /v1/api/purchasing_amount_config',
  'GET /v1/api/purchasing_unit_price_config',
  'GET /v1/api/material/purchase/config',
  'GET /v1/api/material/purchase/config/facPrdOrderConfig',
  'GET /v1/api/materialArriveLimitConfig',
  'GET /v1/api/stock-sku-preuse-config',
  'GET /v1/api/fac/barcode/isExist',
  'GET /v1/api/fac/common/settings/Category',
  'GET /v1/api/fac/common/settings/findColorCategorys',
  'POST /v1/api/fac/common/settings/findColorCategorys',
  'POST /v1/api/fac/common/settings/getFacCommonList',
  'GET /v1/api/fac/common/settings/skuAttrOptions',
  'POST /v1/api/fac/unit/settings/getCommonSkuAttrList',
  'GET /v1/api/fac/customer/checkName',
  'GET /v1/api/fac/customer/detail',
  'GET /v1/api/fac/customer/getCustomerGroupLists',
  'POST /v1/api/fac/customer/getCustomerGroupLists',
  'GET /v1/api/fac/customer/list',
  'POST /v1/api/fac/customer/list',
  'POST /v1/api/fac/customer/show',
  'GET /v1/api/fac/defectiveLabel/facDefectiveLabels',
  'POST /v1/api/fac/defectiveLabel/facDefectiveLabels',
  'GET /v1/api/fac/defectiveLabel/facWouldDelete',
  'GET /v1/api/fac/facWorkBay/judgeRepeatWorkBay',
  'POST /v1/api/facUser/checkWorkbay',
  'GET /v1/api/fac/getEasyGroups',
  'POST /v1/api/fac/getEasyGroups',
  'GET /v1/api/fac/getFacInfo',
  'POST /v1/api/fac/getFacInfo',
  'POST /v1/api/fac/queryFactoryGroupList',
  'GET /v1/api/fac/goods/checkFacGoodsStyle',
  'GET /v1/api/fac/goods/getSizeInfoByCategoryMediumId',
  // The units dictionary's dropdown: every form choosing a unit reads it (managing it needs fac.measureUnit.manage).
  'GET /v1/api/fac/measureUnit/options',
  // The catalogue has no code for the material stock list (reference screens 01, section 3): any factory user.
  'POST /v1/api/fac/stock/list',
  'POST /v1/api/fac/stock/getPreuseQuantityDetails',
  'POST /v1/api/fac/stock/preuseQuantityDetailsV2',
  // 在途 (transfers on the way) is read like the stock list it sits beside.
  'POST /v1/api/fac/stock/inTransit',
  // Period-end balances are read like the stock list (no catalogue code); closing and cancelling need theirs.
  'GET /v1/api/materials/balance/getBalanceStorehouseFilter',
  'POST /v1/api/materials/balance/page',
  'POST /v1/api/materials/balance/detail',
  'GET /v1/api/materials/balance/getBalanceOrderFilter',
  'GET /v1/api/materials/balance/getBalanceSupplierFilter',
  'GET /v1/api/fac/storehouse/detail',
  'GET /v1/api/fac/storehouse/getStorehousesByUnitId',
  'POST /v1/api/fac/storehouse/queryStorehousePage',
  'GET /v1/api/storehouses/:unitId',
  'GET /v1/api/facUser/get360Detail',
  'POST /v1/api/facUser/get360Detail',
  'GET /v1/api/facUser/getUnitUser',
  'POST /v1/api/facUser/getUnitUser',
  'POST /v1/api/facUser/getUnitsUsers',
  // Workbay pickers of the signed-in factory, and the caller's own factories with their roles and groups (workbay form).
  'POST /v1/api/facUser/workbays',
  'POST /v1/api/facUser/getWorkbayListByFactoryId',
  'POST /v1/api/facUser/workbayFactoryOptions',
  'GET /v1/api/goodsAttrSizeCategory/config/categoryMediumNotUsedList',
  'GET /v1/api/goodsAttrSizeCategory/config/categoryMediumUsedList',
  'POST /v1/api/goodsAttrSizeCategory/config/list',
  'GET /v1/api/new/custom/rule/get',
  'POST /v1/api/new/custom/rule/preview',
  'GET /v1/api/outside/factory/brand/list',
  'POST /v1/api/outside/factory/brand/list',
  'GET /v1/api/outside/factory/list',
  'POST /v1/api/outside/factory/list',
  'GET /v1/api/outside/factory/queryRepeatCode',
  'GET /v1/api/outside/factory/queryRepeatName',
  'GET /v1/api/outside/factory/rate/list',
  'POST /v1/api/outside/factory/rate/list',
  'GET /v1/api/partner-amount/bySource',
  // A bill's journal entries, read from the bill's own page like its payables rows.
  'GET /v1/api/journal/bySource',
  // Finance lookups every finance form reads: the account dropdown, business types, the finance switches, and
  // whether the arrival and return pages show their finance parts.
  'POST /v1/api/config/finance/account/queryList',
  'GET /v1/api/finance/getBusinessTypes',
  'POST /v1/api/finance/getBusinessTypes',
  'GET /v1/api/finance/getConfigure',
  'POST /v1/api/finance/getConfigure',
  'POST /v1/api/needPayNeedReceiveOrderApi/getFinanceConfigByUserId',
  'GET /v1/api/role/list',
  'GET /v1/api/role/permissionDetails',
  'GET /v1/api/size-table/:id',
  'POST /v1/api/size-table/list',
  'GET /v1/api/size-table/template/:id',
  'POST /v1/api/size-table/template/list',
  'GET /v1/api/supplier/form',
  'GET /v1/api/supplier/getRelatedMaterials',
  'POST /v1/api/supplier/list',
  'GET /v1/api/supplier/queryRepeatCode',
  'GET /v1/api/supplier/queryRepeatName',
  'GET /v1/api/supplier/view',
  'GET /v1/api/sysLabel/list',
  'GET /v1/api/fac/facFieldConfig/facFieldConfigTargetView',
  'POST /v1/api/fac/facFieldConfig/facFieldConfigTargetView',
  'POST /v1/api/sysLabel/list',
  'POST /v1/api/return',
  'GET /v1/bill/remaind/queryRepeat',
  // The factory form's name check, in the caller's own company (areas/company).
  'POST /v1/api/unit/checkUnitName',
  // 下单类型 options: the order form and the list filter read them (managing them needs fac.prcmission.deploy).
  'GET /v1/api/common-goods-attr/placeOrderTypeList',
];

/** uflo/{orderType}/... and the family paths that contain a slash, each with the same actions. */
const ufloPrefixes = [
  'uflo/:orderType',
  'uflo/bill/remaind',
  'uflo/common/materials',
  'uflo/common/bom',
  'uflo/material/supplier',
  'uflo/outside/factory',
];
const ufloActions = [
  'POST submit',
  'POST pass',
  'POST review',
  'POST apply-anti-review',
  'GET undo-status',
  'PUT undo-status',
  'PUT undo',
  'POST void',
  'POST task',
  'GET state',
];
const billEngine = [
  ...ufloPrefixes.flatMap((prefix) =>
    ufloActions.map((action) => {
      const [method, name] = action.split(' ');
      return `${method} /v1/api/${prefix}/${name}`;
    }),
  ),
  'GET /v1/api/uflo/common/materials/undo-review',
  // The order screens' own review calls: the engine checks the caller holds the open task (reject also fac.prcmission.advance.reject).
  'GET /v1/api/facPrdOrder/pass',
  'GET /v1/api/facPrdOrder/reject',
  'POST /v1/api/uflo/fac-prd-order/batchReview',
  // Withdraws or un-reviews by the bill's status; the engine checks the action's code (submitter, applyAntiReview).
  'POST /v1/api/uflo/price-adjustment-order/undoWorkflow',
];

const codeChosenByInput = [
  'POST /v1/api/arrive/add',
  'POST /v1/api/arrive/update',
  'POST /v1/api/arrive/arriveList',
  'POST /v1/api/arrive/arriveExcel',
  'POST /v1/api/arrive/arriveExcel/sample',
  'GET /v1/api/arrive/byPurchase',
  'GET /v1/api/arrive/detail',
  'GET /v1/api/arrive/detail/:id',
  'POST /v1/api/arrive/orderLines',
  'POST /v1/api/arrive/purchaseLines',
  'GET /v1/api/arrive/undo/:id',
  'PUT /v1/api/arrive/undo/:id',
  'POST /v1/api/purchase/batchArrive',
  'POST /v1/api/arrive/arriveLineList',
  'POST /v1/api/arrive/arriveLineExcel',
  'PUT /v1/api/arrive/batch-arrive-complete',
  'POST /v1/api/arrive/billLabels',
  'GET /v1/api/arrive/billLabels',
  'POST /v1/api/fac/inventoryItem/updateInventoryItem',
  'PUT /v1/api/fac/stock/single',
  // Company-and-factory libraries (ADR 0011): level COMPANY needs company.specLibrary.edit / company.defectLabel.manage,
  // the factory's own fac.specLibrary.edit, fac.materials.update / .delete, fac.defectiveLabel.manage.
  'POST /v1/api/fac/common/settings/addCommonSkuAttr',
  'POST /v1/api/fac/common/settings/updateCommonSkuAttr',
  'POST /v1/api/fac/common/settings/stopUse',
  'POST /v1/api/fac/common/settings/batchStopUse',
  'POST /v1/api/fac/common/settings/updateCategorys',
  'POST /v1/api/fac/common/settings/Category',
  'PUT /v1/api/fac/common/settings/Category',
  'DELETE /v1/api/fac/common/settings/Category',
  'POST /v1/api/fac/materials/addOrUpdateCommonMaterialsSpecifications',
  'GET /v1/api/fac/materials/deleteCommonMaterialsSpecifications',
  'POST /v1/api/fac/defectiveLabel/addDefectiveLabel',
  'POST /v1/api/fac/defectiveLabel/updateDefectiveLabel',
  'POST /v1/api/fac/defectiveLabel/deleteDefectiveLabel',
  'POST /v1/api/fac/defectiveLabel/sort',
  // Custom fields (属性库): level COMPANY needs company.customField.manage, the factory's own fac.customField.manage.
  'POST /v1/api/custom-field',
  'PUT /v1/api/custom-field',
  'PUT /v1/api/custom-field/name',
  'PUT /v1/api/custom-field/sort',
  'DELETE /v1/api/custom-field/:id',
  'POST /v1/api/custom-field/option',
  'PUT /v1/api/custom-field/option',
  'PUT /v1/api/custom-field/option/sort',
  'DELETE /v1/api/custom-field/option/:id',
];

/** Session only: any signed-in user of the factory (or any account, for 'self' calls without a factory). */
export const sessionOnlyRoutes: ReadonlyMap<string, Why> = new Map<string, Why>([
  ...self.map((key) => [key, 'self'] as const),
  ...sharedLookups.map((key) => [key, 'shared lookup'] as const),
  ...billEngine.map((key) => [key, 'bill engine'] as const),
  ...codeChosenByInput.map((key) => [key, 'code chosen by input'] as const),
]);
