import { en } from './en';
import { zh } from './zh';

export const materialsMessages = { zh, en };
