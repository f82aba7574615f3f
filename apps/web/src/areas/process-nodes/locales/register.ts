import { addMessages } from '../../../shared/i18n';
import { en } from './en';
import { zh } from './zh';

// The area's strings, registered when its pages load (the first screen carries only the menu titles).
addMessages('processNodes', { zh, en });
