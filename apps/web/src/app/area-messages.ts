import { attributesMessages } from '../areas/attributes/locales';
import { materialsMessages } from '../areas/materials/locales';
import { numberingMessages } from '../areas/numbering/locales';
import { factoryMessages } from '../areas/factory/locales';
import { companyMessages } from '../areas/company/locales';
import { employeesMessages } from '../areas/employees/locales';
import { goodsMessages } from '../areas/goods/locales';
import { partnersMessages } from '../areas/partners/locales';
import { purchasingMessages } from '../areas/purchasing/locales';
import { rolesMessages } from '../areas/roles/locales';
import { stockMessages } from '../areas/stock/locales';
import { deliveryMessages } from '../areas/delivery/locales';
import { remnantMessages } from '../areas/remnant/locales';
import { materialLinesMessages } from '../shared/material-lines/locales';
import { returnsMessages } from '../areas/returns/locales';
import { rollsMessages } from '../areas/rolls/locales';
import { qualityMessages } from '../areas/quality/locales';
import { arrivalsMessages } from '../areas/arrivals/locales';
import { unitsMessages } from '../areas/units/locales';
import { billMessages } from '../bill/locales';
import { capabilitiesMessages } from '../shared/custom-fields/locales';
import { skuMatrixMessages } from '../shared/sku-matrix/locales';
import { importAcrossMessages } from '../shared/import-across/locales';
import { addMessages } from '../shared/i18n';

/**
 * Registers every part's strings under its own key (t('partners.…'), t('bill.…'), ...). Loaded with the shell
 * (router.tsx): the side menu and the tabs name every area, so they are all needed from the first screen after
 * login on, and never before it. The app's and the accounts area's strings are in i18n-resources.ts.
 */
export function registerAreaMessages(): void {
  addMessages('bill', billMessages);
  addMessages('attributes', attributesMessages);
  addMessages('partners', partnersMessages);
  addMessages('purchasing', purchasingMessages);
  addMessages('materials', materialsMessages);
  addMessages('roles', rolesMessages);
  addMessages('stock', stockMessages);
  addMessages('delivery', deliveryMessages);
  addMessages('remnant', remnantMessages);
  addMessages('materialLines', materialLinesMessages);
  addMessages('returns', returnsMessages);
  addMessages('rolls', rollsMessages);
  addMessages('quality', qualityMessages);
  addMessages('arrivals', arrivalsMessages);
  addMessages('factory', factoryMessages);
  addMessages('company', companyMessages);
  addMessages('employees', employeesMessages);
  addMessages('capabilities', capabilitiesMessages);
  addMessages('goods', goodsMessages);
  addMessages('numbering', numberingMessages);
  addMessages('skuMatrix', skuMatrixMessages);
  addMessages('units', unitsMessages);
  addMessages('importAcross', importAcrossMessages);
}
