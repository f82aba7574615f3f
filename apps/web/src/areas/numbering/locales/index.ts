import { en } from './en';
import { zh } from './zh';

export const numberingMessages = { zh, en };
