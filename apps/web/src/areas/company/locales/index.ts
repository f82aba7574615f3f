import { en } from './en';
import { zh } from './zh';

export const companyMessages = { zh, en };
