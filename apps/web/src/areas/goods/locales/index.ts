import { en } from './en';
import { zh } from './zh';

export const goodsMessages = { zh, en };
