import { en } from './en';
import { zh } from './zh';

export const unitsMessages = { zh, en };
