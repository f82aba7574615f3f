import { addMessages } from '../../../shared/i18n';
import { en } from './en';
import { zh } from './zh';

/** Registered when the component module loads (the area puts nothing in the first screen's strings). */
addMessages('missionNodeInfo', { zh, en });
