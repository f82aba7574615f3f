import { en } from './en';
import { zh } from './zh';

export const purchasingMessages = { zh, en };
