import { en } from './en';
import { zh } from './zh';

export const remnantMessages = { zh, en };
