import { addMessages } from '../../../shared/i18n';
import { en } from './en';
import { zh } from './zh';

/** The area's strings (key `missionWorkbench`), registered when a page module of the area loads (the bundle budget). */
addMessages('missionWorkbench', { zh, en });
