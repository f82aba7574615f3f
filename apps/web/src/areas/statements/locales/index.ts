import { en } from './en';
import { en as menuEn } from './menu-en';
import { zh as menuZh } from './menu-zh';
import { zh } from './zh';

/** All of the area's strings (the shell's part and the part that loads with the area), for tests. */
export const statementsMessages = { zh: { ...menuZh, ...zh }, en: { ...menuEn, ...en } };
