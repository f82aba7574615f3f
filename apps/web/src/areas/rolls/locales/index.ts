import { en } from './en';
import { zh } from './zh';

export const rollsMessages = { zh, en };
