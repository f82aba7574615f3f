import { en } from './en';
import { zh } from './zh';

export const importAcrossMessages = { zh, en };
