import { z } from 'zod';

/**
 * Which library a row of a company-and-factory library (colours, sizes, 内长, SKU attributes, colour groups,
 * material specifications, defective labels) belongs to: the company's, shared by every factory of it and edited
 * only from the company-level screens (/publicSet, /publicInferior), or the factory's own addition.
 */
export const libraryLevels = ['COMPANY', 'FACTORY'] as const;
export type LibraryLevel = (typeof libraryLevels)[number];
export const libraryLevel = z.enum(libraryLevels);

/** On a call that changes a library: the level it writes at; the factory's own unless it says COMPANY. */
export const writeLevel = libraryLevel.default('FACTORY');

/** On a list: only the company's rows, only the factory's own, or (left out) both, the company's first. */
export const readLevel = libraryLevel.optional();
