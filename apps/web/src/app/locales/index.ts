import { en } from './en';
import { zh } from './zh';

export const appMessages = { zh, en };
