import { en } from './en';
import { zh } from './zh';

export const rolesMessages = { zh, en };
