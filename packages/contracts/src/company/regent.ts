import { z } from 'zod';
import { bossCodeRule } from '../accounts/index.js';
import { idSchema } from '../platform/paging.js';

/*
 * fac-regent-central config: how a factory joins another company (ADR 0011: a factory belongs to one company).
 * Each company lists the boss codes of the companies it agrees to exchange factories with; a factory moves only
 * between two companies that listed each other (both entries enabled), and only while it holds no data.
 */

/** addBossUnitNo / deleteBossUnitNo: the other company's boss code. */
export const bossUnitNoInput = z.object({ bossUnitNo: bossCodeRule });

/** enabled: switch one of the caller's company's entries. */
export const regentEnabledInput = z.object({ configId: idSchema, enabled: z.boolean() });

/** fullPush (an entry of ours) and fullReceived (an entry naming us): every factory that can move, at once. */
export const regentConfigIdInput = z.object({ configId: idSchema });

/** joinUnit: move the factory `unitId` of the caller's company into the company with the boss code. */
export const joinUnitInput = z.object({ bossUnitNo: bossCodeRule, unitId: idSchema });

export interface RegentEntry {
  configId: string;
  bossUnitNo: string;
  name: string;
  enabled: boolean;
  /** The other company lists us too, enabled: factories can move. */
  mutual: boolean;
}

/** list: the companies we agree to send factories to (ours) and those that agree to send theirs to us. */
export interface RegentConfig {
  sendList: RegentEntry[];
  receivedList: RegentEntry[];
}

export interface RegentMoveResult {
  successNum: number;
  faithNum: number;
  moved: { id: string; name: string }[];
  failed: { id: string; name: string; reason: string }[];
}
