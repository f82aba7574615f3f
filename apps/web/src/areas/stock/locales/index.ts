import { en } from './en';
import { zh } from './zh';

export const stockMessages = { zh, en };
