import { en } from './en';
import { zh } from './zh';

export const employeesMessages = { zh, en };
