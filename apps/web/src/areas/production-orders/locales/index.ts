import { en } from './en';
import { zh } from './zh';

export const productionOrdersMessages = { zh, en };
