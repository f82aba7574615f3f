import { en } from './en';
import { zh } from './zh';

/** Registered under 'capabilities' by app/i18n-resources.ts. */
export const capabilitiesMessages = { zh, en };
