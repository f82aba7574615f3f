import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './common.js';

export interface MaterialPictureTable {
  id: Id;
  unitId: string;
  materialId: string;
  fileId: string;
  sort: Generated<number>;
  isMain: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MaterialPictureTables {
  materialPicture: MaterialPictureTable;
}
