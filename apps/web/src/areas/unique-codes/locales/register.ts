import { addMessages } from '../../../shared/i18n';
import { en } from './en';
import { zh } from './zh';

// The area's strings load with its pages (ADR 0013); the shell carries only the menu titles (app/area-messages-*).
addMessages('uniqueCodes', { zh, en });
