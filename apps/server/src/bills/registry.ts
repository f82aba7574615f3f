import type { DeskColumn } from '@gf/contracts';
import type { Db } from '../platform/db/database.js';
import type { LocalText } from '../platform/http/errors.js';
import type { RequestContext } from '../platform/tenancy/context.js';
import { knowDocumentTable } from './lineage.service.js';

/** Hooks run inside the engine's transaction (always use the trx they are given). */
/** Actions a bill type may withhold from one bill (BillHooks.withheldActions). */
export type WithheldAction = 'edit' | 'submit' | 'void' | 'delete';

export interface BillHooks {
  /**
   * Throws an AppError when the bill cannot be submitted (required lines, limits...). Runs at submit and again at
   * the final approval ('approve', where the bill takes effect): lock the rows the rule reads, since other bills
   * change them in between.
   */
  validateSubmit?(trx: Db, ctx: RequestContext, billId: string, phase: 'submit' | 'approve'): Promise<void>;
  /**
   * True when this bill passes without review whatever the review configuration says (a node report whose process
   * template does not ask for review): submit posts it at once and apply-anti-review takes it straight back to draft.
   */
  skipsReview?(trx: Db, ctx: RequestContext, billId: string): Promise<boolean>;
  /** The bill became effective (reviewed): post ledgers and other effects. */
  onPosted?(trx: Db, ctx: RequestContext, billId: string): Promise<void>;
  /** The bill went back from reviewed to draft: write the compensating effects. */
  onUnposted?(trx: Db, ctx: RequestContext, billId: string): Promise<void>;
  /** A reason why a reviewed bill can no longer be un-reviewed (downstream bills, closed period), or null. */
  blocksUnreview?(trx: Db, ctx: RequestContext, billId: string): Promise<LocalText | null>;
  /**
   * Workflow actions this bill never offers whatever its status (a pre-order is never submitted: it is turned into a
   * formal order). The detail's action bar leaves them out; the rule itself stays in validateSubmit and friends.
   */
  withheldActions?(db: Db, ctx: RequestContext, billId: string): Promise<readonly WithheldAction[]>;
  /** Extra desk values per bill, keyed by bill id (the keys the definition's deskColumns name). */
  describeForDesk?(db: Db, unitId: string, billIds: string[]): Promise<Map<string, Record<string, unknown>>>;
}

/**
 * A status change the system makes (not a user's workflow action): a bill taken down with its source, a check
 * completed. Declared per bill type; the engine's applySystemTransition checks it and writes the history event.
 */
export interface SystemTransition {
  /** Event action code, e.g. 'CANCEL_WITH_SOURCE'. */
  action: string;
  from: readonly number[];
  to: number;
  label: LocalText;
}

/**
 * A bill type as an area registers it. The bill's table must have the columns id, unit_id, status,
 * created_by, updated_at and is_deleted, plus the number column named here.
 */
export interface BillTypeDefinition {
  type: string;
  /** snake_case table name. */
  table: string;
  numberColumn: string;
  /** A column shown as the bill's name on the desk (for master data: the record's name). */
  nameColumn?: string;
  /** Extra path names of the uflo family, e.g. 'common/materials'. */
  families?: string[];
  /** Columns of the review desk after the number and name, in order; values come from hooks.describeForDesk. */
  deskColumns?: DeskColumn[];
  permissions: {
    edit: string;
    submit?: string;
    applyAntiReview?: string;
    void?: string;
    delete?: string;
  };
  hooks?: BillHooks;
  /**
   * 'review' (default): the review workflow's actions apply. 'system': a document with a status of its own that
   * only its declared systemTransitions move (not offered in review configuration, refused by the uflo calls).
   */
  workflow?: 'review' | 'system';
  /** Names of a status-of-its-own ('system' types whose codes mean other things than the review statuses). */
  statusLabels?: Readonly<Record<number, LocalText>>;
  systemTransitions?: readonly SystemTransition[];
}

export interface BillRegistry {
  register(def: BillTypeDefinition): void;
  /** By bill type code or family name; undefined when unknown. */
  find(typeOrFamily: string): BillTypeDefinition | undefined;
  list(): BillTypeDefinition[];
  /**
   * Effects another area adds to a registered bill type's posting (defects opened by a reviewed defective report):
   * they run after the type's own onPosted, and before its own onUnposted, in the same transaction. The owning area
   * must be registered first (app.ts AREAS order); an unknown type throws at start-up.
   */
  attachEffects(type: string, effects: Pick<BillHooks, 'onPosted' | 'onUnposted'>): void;
}

export function createBillRegistry(): BillRegistry {
  const byName = new Map<string, BillTypeDefinition>();
  const all: BillTypeDefinition[] = [];
  return {
    register(def) {
      for (const name of [def.type, ...(def.families ?? [])]) {
        if (byName.has(name)) throw new Error(`Bill type or family "${name}" registered twice`);
        byName.set(name, def);
      }
      knowDocumentTable(def.type, def.table, def.numberColumn, def.statusLabels);
      all.push(def);
    },
    find: (name) => byName.get(name),
    list: () => [...all],
    attachEffects(type, effects) {
      const def = byName.get(type);
      if (!def || def.type !== type) throw new Error(`attachEffects: bill type "${type}" is not registered (yet)`);
      const own = def.hooks ?? {};
      def.hooks = {
        ...own,
        async onPosted(trx, ctx, billId) {
          await own.onPosted?.(trx, ctx, billId);
          await effects.onPosted?.(trx, ctx, billId);
        },
        async onUnposted(trx, ctx, billId) {
          await effects.onUnposted?.(trx, ctx, billId);
          await own.onUnposted?.(trx, ctx, billId);
        },
      };
    },
  };
}
