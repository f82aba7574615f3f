import { en } from './en';
import { zh } from './zh';

export const accountsMessages = { zh, en };
