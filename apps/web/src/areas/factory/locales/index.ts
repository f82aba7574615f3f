import { en } from './en';
import { zh } from './zh';

export const factoryMessages = { zh, en };
