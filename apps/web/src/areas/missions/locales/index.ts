import { addMessages } from '../../../shared/i18n';
import { en } from './en';
import { zh } from './zh';

/**
 * The area's strings (key `missions`), registered when a page module of the area loads: only the menu and tab titles
 * travel with the first screen (app/area-messages-*.ts, the bundle budget); addMessages merges these under them.
 */
addMessages('missions', { zh, en });
