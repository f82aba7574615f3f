import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from './common.js';

/** 收费限制 (areas/company, migration 202611260400): a company's quotas; no row = the server's defaults. */
export interface ChargeLimitTable {
  /** The company (BOSS unit). */
  unitId: string;
  maxFactories: number;
  maxWorkbays: number;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** fac-regent-central config: a company (unit_id) agrees to exchange factories with another (partner_unit_id). */
export interface RegentPartnerTable {
  id: Id;
  unitId: string;
  partnerUnitId: string;
  isEnabled: Generated<boolean>;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CompanyTables {
  chargeLimit: ChargeLimitTable;
  regentPartner: RegentPartnerTable;
}
