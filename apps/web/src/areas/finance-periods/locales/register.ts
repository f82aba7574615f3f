import { addMessages } from '../../../shared/i18n';
import { en } from './en';
import { zh } from './zh';

// The area's strings load with its modules (ADR 0013); the shell carries only locales/menu-*.ts.
addMessages('financePeriods', { zh, en });
