import { en } from './en';
import { zh } from './zh';

export const returnsMessages = { zh, en };
