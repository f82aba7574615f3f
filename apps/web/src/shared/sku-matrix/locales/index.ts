import { en } from './en';
import { zh } from './zh';

export const skuMatrixMessages = { zh, en };
