import { addMessages } from '../../../shared/i18n';
import { en } from './en';
import { zh } from './zh';

// The area's strings load with its pages (the first screen carries only the menu titles: locales/menu-*.ts).
addMessages('nodeReports', { zh, en });
