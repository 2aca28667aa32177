/**
 * The chain check (`npm run chains:check`, docs/fairness.md "The hash chain"): every table's
 * stored hand histories in hand order, then the audit log in id order, each hash recomputed and
 * each link checked. One report per chain; it names the chain's first broken link.
 */
import { historyChainProblem, historyHash, type HistoryChain } from '@app/razz-engine';
import { auditRecordHash } from '../audit/audit-record-hash';
import { ChainLink, ChainWalk, ChainWalkResult } from './chain-walk';
import type { StoredAuditLink, StoredChains, StoredHandLink } from './stored-chains';

export interface ChainReport extends ChainWalkResult {
  /** `table <id>` or `audit log`. */
  chain: string;
  /** What the chain holds: `hands` or `records`. */
  noun: 'hands' | 'records';
}

/** Histories read at a time: a few MB at most. */
const HAND_PAGE = 200;
const AUDIT_PAGE = 1_000;

export function handLink(hand: StoredHandLink): ChainLink {
  const label = `hand #${hand.number} (serial ${hand.serial})`;
  if (hand.history === null) return { label, stored: null, recomputed: null };
  const chain: unknown = hand.history.chain;
  const recomputed = historyHash(hand.history);
  if (chain === undefined) return { label, stored: null, recomputed };
  // A chain that is not a link (null, not an object, malformed hashes) is a broken link, named.
  const problem = historyChainProblem(chain);
  if (problem) return { label, stored: null, recomputed, malformed: `its chain is not a link (${problem}): ${JSON.stringify(chain) ?? String(chain)}` };
  const link = chain as HistoryChain;
  return { label, stored: { hash: link.hash, previous: link.previous }, recomputed };
}

export function auditLink(record: StoredAuditLink): ChainLink {
  const { hash, prevHash, ...fields } = record;
  return {
    label: `record #${record.id}`,
    stored: hash === null ? null : { hash, previous: prevHash },
    recomputed: auditRecordHash({ ...fields, prevHash }),
  };
}

async function checkTable(source: StoredChains, tableId: string): Promise<ChainReport> {
  const walk = new ChainWalk();
  for (let after = 0; ;) {
    const page = await source.hands(tableId, after, HAND_PAGE);
    for (const hand of page) if (walk.add(handLink(hand))) return { chain: `table ${tableId}`, noun: 'hands', ...walk.result() };
    const last = page[page.length - 1];
    if (!last || page.length < HAND_PAGE) break;
    after = last.number;
  }
  return { chain: `table ${tableId}`, noun: 'hands', ...walk.result() };
}

async function checkAuditLog(source: StoredChains): Promise<ChainReport> {
  const walk = new ChainWalk();
  for (let after: string | null = null; ;) {
    const page = await source.auditRecords(after, AUDIT_PAGE);
    for (const record of page) if (walk.add(auditLink(record))) return { chain: 'audit log', noun: 'records', ...walk.result() };
    const last = page[page.length - 1];
    if (!last || page.length < AUDIT_PAGE) break;
    after = last.id;
  }
  return { chain: 'audit log', noun: 'records', ...walk.result() };
}

/** Each table's chain, then the audit log's, one report each as it is checked. */
export async function* checkChains(source: StoredChains): AsyncGenerator<ChainReport> {
  for (const table of await source.tables()) yield await checkTable(source, table.id);
  yield await checkAuditLog(source);
}

/**
 * The report's line: `table <id>: 1,234 hands, chain whole`, `audit log: 12 records, chain whole
 * (the first 3 stored before the chain)`, or `table <id>: broken at hand #1042 (serial 98231): …`.
 */
export function reportLine(report: ChainReport): string {
  if (report.broken) return `${report.chain}: broken at ${report.broken.at}: ${report.broken.reason}`;
  const before = report.beforeChain > 0 ? ` (the first ${report.beforeChain.toLocaleString('en-US')} stored before the chain)` : '';
  const noun = report.items === 1 ? report.noun.slice(0, -1) : report.noun;
  return `${report.chain}: ${report.items.toLocaleString('en-US')} ${noun}, chain whole${before}`;
}
