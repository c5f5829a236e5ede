import type { GameState } from '../rules/index.js';
import type { MatchSummary } from '../protocol/envelope.js';
import {
  STORE_SUMMARY_VERSION,
  storeTableSummarySchema,
  summaryEnvelopeSchema,
  type OtherVersionTable,
  type StoreTable,
  type StoreTableSummary,
} from '../protocol/store.schema.js';
import { TOPIC_ROOT } from '../devices/zone-board/zone-board.protocol.js';

export const summaryTopics = {
  summary: (hub: string, table: string) => `${TOPIC_ROOT}/${hub}/tables/${table}/summary`,
  every: `${TOPIC_ROOT}/+/tables/+/summary`,
} as const;

/** The hub and table a summary topic names; undefined for any other topic. */
export function summaryTopicKey(topic: string): { hub: string; table: string } | undefined {
  const match = /^mirrormat\/([a-z0-9][a-z0-9-]{0,31})\/tables\/([a-z0-9][a-z0-9-]{0,31})\/summary$/.exec(topic);
  return match ? { hub: match[1]!, table: match[2]! } : undefined;
}

const SETUP_STAGES: ReadonlySet<GameState['stage']> = new Set(['not-started', 'toss', 'choose-first', 'placing', 'mulligan-draws']);

/**
 * A table's summary from its game as a spectator sees it (no card) and its match, or from no game at all.
 * A match closed before the rules ended its game is `ended` whatever stage its game had reached.
 */
export function tableSummary(input: {
  hub: string;
  hubUrl: string | null;
  table: { id: string; name: string };
  game: { readonly stage: GameState['stage']; readonly turn: GameState['turn']; readonly result: GameState['result']; readonly players: { readonly [S in 'p1' | 'p2']: { readonly name: string; readonly prizes: number } } } | null;
  match: Pick<MatchSummary, 'finished' | 'endedBy'> | null;
  devices: StoreTableSummary['devices'];
  now: Date;
}): StoreTableSummary {
  const { game, match } = input;
  const state: StoreTableSummary['state'] =
    game === null
      ? 'no-match'
      : game.stage === 'finished'
        ? 'finished'
        : match?.finished === true
          ? 'ended'
          : SETUP_STAGES.has(game.stage)
            ? 'setup'
            : 'playing';
  return {
    v: STORE_SUMMARY_VERSION,
    hub: input.hub,
    table: input.table.id,
    name: input.table.name,
    hubUrl: input.hubUrl,
    state,
    turn: game?.turn?.number ?? null,
    turnPlayer: game?.turn?.player ?? null,
    players:
      game === null
        ? null
        : {
            p1: { name: game.players.p1.name, prizesLeft: game.players.p1.prizes },
            p2: { name: game.players.p2.name, prizesLeft: game.players.p2.prizes },
          },
    winner: game?.result ? (game.result.winner ?? 'tie') : null,
    reasons: game?.result ? [...game.result.reasons] : [],
    endedBy: state === 'ended' ? (match?.endedBy ?? 'organiser') : null,
    devices: input.devices,
    updatedAt: input.now.toISOString(),
  };
}

/** Another hub's table as read from its retained summary: the summary, or only its place where it is of another version. */
export type RemoteTable = { readonly summary: StoreTableSummary } | { readonly otherVersion: OtherVersionTable };

/**
 * Reads a retained summary (parsed JSON): this hub's version in full; another version, older or
 * newer, as the table's place and name only, so the store still lists it; undefined when it is not
 * a summary at all, or one of this version that does not hold to it.
 */
export function readTableSummary(payload: unknown): RemoteTable | undefined {
  const envelope = summaryEnvelopeSchema.safeParse(payload);
  if (!envelope.success) return undefined;
  const { v, hub, table, name } = envelope.data;
  if (v !== STORE_SUMMARY_VERSION) {
    return { otherVersion: { v, hub, table, name: typeof name === 'string' && name.length <= 80 ? name : null } };
  }
  const summary = storeTableSummarySchema.safeParse(payload);
  return summary.success ? { summary: summary.data } : undefined;
}

const placeOf = (remote: RemoteTable): { readonly hub: string; readonly table: string } => ('summary' in remote ? remote.summary : remote.otherVersion);

/**
 * Every table of the store, this hub's first, then by hub and table id. A table a live hub serves
 * hides an older summary of the same table id from a hub that went down (the table moved hubs).
 */
export function storeTables(own: readonly StoreTableSummary[], remote: readonly RemoteTable[], liveHubs: ReadonlySet<string>, ownHub: string): StoreTable[] {
  const served = new Set([...own.map((s) => s.table), ...remote.map(placeOf).filter((p) => liveHubs.has(p.hub)).map((p) => p.table)]);
  const others = remote
    .filter((r) => placeOf(r).hub !== ownHub)
    .filter((r) => liveHubs.has(placeOf(r).hub) || !served.has(placeOf(r).table))
    .sort((a, b) => placeOf(a).hub.localeCompare(placeOf(b).hub) || placeOf(a).table.localeCompare(placeOf(b).table));
  return [
    ...own.map((summary) => ({ hubOnline: true, local: true, summary })),
    ...others.map((r): StoreTable => ({ hubOnline: liveHubs.has(placeOf(r).hub), local: false, ...r })),
  ];
}
