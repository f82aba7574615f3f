import type { Generated } from 'kysely';
import type { CreatedAt, Id, Json, UpdatedAt } from './common.js';

export interface ReviewStep {
  mode: 'ANY' | 'ALL';
  userIds: string[];
  roleIds: string[];
}

export interface ReviewConfigTable {
  id: Id;
  unitId: string;
  billType: string;
  isUse: Generated<boolean>;
  steps: Json<ReviewStep[]>;
  antiReviewerUserIds: Json<string[]>;
  antiReviewerRoleIds: Json<string[]>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ReviewTaskTable {
  id: Id;
  unitId: string;
  billType: string;
  billId: string;
  taskName: 'NORMAL_REVIEW' | 'ANTI_REVIEW';
  stepIndex: number;
  mode: 'ANY' | 'ALL';
  assigneeUserIds: Json<string[]>;
  approvedUserIds: Json<string[]>;
  submitterId: string;
  state: 'OPEN' | 'DONE' | 'CANCELLED';
  createdAt: CreatedAt;
  closedAt: Date | null;
}

export interface BillEventTable {
  id: Id;
  unitId: string;
  billType: string;
  billId: string;
  billNo: string | null;
  actorId: string;
  action: string;
  fromStatus: number | null;
  toStatus: number | null;
  message: string | null;
  createdAt: CreatedAt;
}

/** Document lineage: a live target document (and line) made from, settling or drawing on a source (and line). */
export interface BillLinkTable {
  id: Id;
  unitId: string;
  sourceType: string;
  sourceBillId: string;
  sourceLineId: string | null;
  targetType: string;
  targetBillId: string;
  targetLineId: string | null;
  targetNo: string | null;
  quantity: string | null;
  amount: string | null;
  followsSource: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface BillTables {
  reviewConfig: ReviewConfigTable;
  reviewTask: ReviewTaskTable;
  billEvent: BillEventTable;
  billLink: BillLinkTable;
}
