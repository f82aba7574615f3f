import { addMessages } from '../../../shared/i18n';
import { en } from './en';
import { zh } from './zh';

addMessages('stockBills', { zh, en });
