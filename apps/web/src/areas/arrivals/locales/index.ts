import { en } from './en';
import { zh } from './zh';

export const arrivalsMessages = { zh, en };
