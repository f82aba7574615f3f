import { en } from './en';
import { zh } from './zh';

export const qualityMessages = { zh, en };
