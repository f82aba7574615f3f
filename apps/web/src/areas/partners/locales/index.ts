import { en } from './en';
import { zh } from './zh';

export const partnersMessages = { zh, en };
