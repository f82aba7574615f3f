import { en } from './en';
import { zh } from './zh';

export const deliveryMessages = { zh, en };
