import { en } from './en';
import { zh } from './zh';

export const attributesMessages = { zh, en };
