import { addMessages } from '../../../shared/i18n';
import { en } from './en';
import { zh } from './zh';

// The area's strings load with its page (ADR 0013); the shell carries only the menu title (app/area-messages-*).
addMessages('missionMaterial', { zh, en });
