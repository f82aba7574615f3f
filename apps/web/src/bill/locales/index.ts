import { en } from './en';
import { zh } from './zh';

export const billMessages = { zh, en };
