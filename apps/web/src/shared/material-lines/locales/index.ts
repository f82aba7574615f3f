import { en } from './en';
import { zh } from './zh';

export const materialLinesMessages = { zh, en };
