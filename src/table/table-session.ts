import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { ReaderEvent, ZoneReading } from '../devices/reader-port.js';
import { engineFormat, formatById } from '../formats/format-registry.js';
import { decide, initialState, stadiumsInPlay, type CardDef, type Command, type GameEvent, type GameState } from '../rules/index.js';
import { mirror, promptView, type MirrorOutput } from './mirror.js';
import { initialMirrorState, nextDeadline, type MirrorInput, type MirrorPrompt, type MirrorState } from './mirror-state.js';

/**
 * A scripted table session (test/fixtures/table-sessions/*.yaml): what the zone readers report and
 * when, what the coin flipper and the players on the dashboard do, and the answers to the mirror's
 * prompts. `runSession` plays it through the mirror and the engine exactly as the hub would, ticking
 * the clock at every debounce deadline the way the service's timer does.
 */

const zone = z.string().min(1);
const at = z.number().int().min(0);

export const sessionStepSchema = z.union([
  z.strictObject({ at, zone, see: z.union([z.string().min(1), z.array(z.string().min(1)).min(2)]) }),
  z.strictObject({ at, zone, absent: z.literal(true) }),
  z.strictObject({ at, zone, unreadable: z.string().min(1) }),
  /** Two or more tags answered but none could be read. */
  z.strictObject({ at, zone, several: z.literal('unread') }),
  z.strictObject({ at, zone, disconnected: z.string().min(1) }),
  z.strictObject({ at, zone, connected: z.literal(true) }),
  /** The coin flipper answers the engine's open coin prompt. */
  z.strictObject({ at, flip: z.array(z.enum(['heads', 'tails'])).min(1) }),
  /** A player (or judge) on the dashboard: an engine command; `card: "<id>"` is resolved from the catalogue. */
  z.strictObject({ at, player: z.record(z.string(), z.unknown()) }),
  /**
   * An answer, by option id, to the oldest open table prompt; with `prompt`, the oldest of that kind;
   * with `seat`, the oldest for that seat. Never by the prompt's generated id.
   */
  z.strictObject({ at, answer: z.string().min(1), prompt: z.string().optional(), seat: z.enum(['p1', 'p2']).optional() }),
]);
export type SessionStep = z.infer<typeof sessionStepSchema>;

const expectedPromptSchema = z.strictObject({
  kind: z.string(),
  zone: z.string().optional(),
  violation: z.string().optional(),
  /** Option ids the prompt must offer (it may offer more). */
  options: z.array(z.string()).optional(),
  /** Option ids it must not offer (what the rules refuse now). */
  lacks: z.array(z.string()).optional(),
  /** Words the public message must not contain (face-down cards). */
  hides: z.array(z.string()).optional(),
});

const expectedSideSchema = z.strictObject({
  /** The Active Pokémon's id (its Basic's tag), or null. */
  active: z.string().nullable().optional(),
  bench: z.array(z.string()).optional(),
  /** Pokémon id -> every tag of its stack and attachments, bottom to top. */
  cards: z.record(z.string(), z.array(z.string())).optional(),
  discard: z.array(z.string()).optional(),
  hand: z.array(z.string()).optional(),
  prizes: z.number().int().optional(),
  faceDown: z.boolean().optional(),
});

export const sessionSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  table: z.string().default('session'),
  debounceMs: z.number().int().min(0).optional(),
  zones: z.array(zone).optional(),
  /** Tag uid -> card id, as the tag's NDEF record says; a uid not listed carries no card id. */
  cards: z.record(z.string(), z.string()).default({}),
  /** Tag uid -> card id known only to the UID registry: the tag is read without its record (a board reporting UIDs only). */
  registry: z.record(z.string(), z.string()).default({}),
  match: z
    .strictObject({
      /** Default: the named format's profile, else sv. */
      profile: z.enum(['sv', 'swsh', 'xy', 'classic']).optional(),
      /** A format of src/formats by id ("basiskampf", "menue:8"), or a name and overrides. */
      format: z.union([z.string().min(1), z.strictObject({ name: z.string(), overrides: z.record(z.string(), z.unknown()) })]).optional(),
      players: z.tuple([z.string(), z.string()]).default(['Ash', 'Misty']),
    })
    .optional(),
  steps: z.array(sessionStepSchema),
  expect: z.strictObject({
    /** Every command the mirror issued, in order; each entry lists the fields that must match. */
    commands: z.array(z.record(z.string(), z.unknown())),
    prompts: z.array(expectedPromptSchema).default([]),
    /** Events the match log must hold, in this order (others may come between), each by the fields that must match. */
    events: z.array(z.record(z.string(), z.unknown())).default([]),
    /** Answers the mirror refused (unknown option, or the rules), by message fragment. */
    refusals: z.array(z.string()).default([]),
    final: z
      .strictObject({
        stage: z.string().optional(),
        winner: z.enum(['p1', 'p2']).nullable().optional(),
        stadium: z.string().nullable().optional(),
        /** Every Stadium in play, oldest first (several where the format allows). */
        stadiums: z.array(z.string()).optional(),
        openPrompts: z.number().int().optional(),
        p1: expectedSideSchema.optional(),
        p2: expectedSideSchema.optional(),
      })
      .optional(),
  }),
});
export type Session = z.infer<typeof sessionSchema>;

export const DEFAULT_ZONES: readonly string[] = [
  ...(['p1', 'p2'] as const).flatMap((s) => [`${s}.active`, ...[1, 2, 3, 4, 5].map((i) => `${s}.bench.${i}`), `${s}.tap`]),
  'stadium',
];

export function loadSession(file: string): Session {
  const parsed = sessionSchema.safeParse(parseYaml(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

export interface SessionRun {
  readonly commands: readonly Command[];
  /** Every event of the match, whoever's command caused it: what the match log records. */
  readonly events: readonly GameEvent[];
  readonly prompts: readonly MirrorPrompt[];
  readonly refusals: readonly string[];
  readonly state: MirrorState;
  readonly game: GameState;
  /** How many inputs the mirror took (reader events, ticks, answers). */
  readonly inputs: number;
}

export interface RunOptions {
  /** Called for every mirror input with its output, e.g. to time it. */
  readonly observe?: (input: MirrorInput, output: MirrorOutput) => void;
}

/** Plays a session; throws when a step cannot be played (a player command the rules refuse, no prompt to answer). */
export function runSession(session: Session, cardOf: (id: string) => CardDef | undefined, options: RunOptions = {}): SessionRun {
  const tableId = session.table;
  let state = initialMirrorState(tableId, session.zones ?? DEFAULT_ZONES, session.debounceMs);
  let game: GameState = initialState;
  const commands: Command[] = [];
  const events: GameEvent[] = [];
  const prompts: MirrorPrompt[] = [];
  const refusals: string[] = [];
  let inputs = 0;
  const world = () => ({ game, card: cardOf, cardIdOf: (uid: string) => session.cards[uid] ?? session.registry[uid] });
  const feed = (input: MirrorInput) => {
    const out = mirror(state, input, world());
    inputs += 1;
    options.observe?.(input, out);
    if (out.refused) refusals.push(out.refused.message);
    state = out.state;
    game = out.game;
    commands.push(...out.commands);
    events.push(...out.events);
    prompts.push(...out.prompts);
  };
  const engine = (command: Command, atMs: number, what: string) => {
    const d = decide(game, command);
    if (!d.ok) throw new Error(`${session.name}: ${what} at ${atMs} ms refused: ${d.violation.code}: ${d.violation.message}`);
    game = d.state;
    events.push(...d.events);
    // Whatever the engine did (a coin, a dashboard command) may let waiting gestures through.
    feed({ type: 'tick', at: atMs });
  };
  const tickUntil = (t: number) => {
    for (let due = nextDeadline(state); due !== null && due <= t; due = nextDeadline(state)) feed({ type: 'tick', at: due });
  };

  if (session.match) {
    const m = session.match;
    const named = typeof m.format === 'string' ? formatById(m.format) : undefined;
    if (typeof m.format === 'string' && !named) throw new Error(`${session.name}: no format "${m.format}"`);
    const format = named ? engineFormat(named) : m.format;
    engine(
      {
        type: 'StartMatch',
        matchId: `${tableId}-match`,
        profile: m.profile ?? named?.profile ?? 'sv',
        ...(format ? { format: format as never } : {}),
        players: [{ name: m.players[0] }, { name: m.players[1] }],
      },
      0,
      'StartMatch',
    );
  }
  for (const step of session.steps) {
    tickUntil(step.at);
    if ('flip' in step) {
      const open = game.prompts.find((p) => p.kind === 'coin-flip');
      if (!open) throw new Error(`${session.name}: no coin flip to answer at ${step.at} ms`);
      engine({ type: 'RecordCoinFlip', promptId: open.promptId, results: step.flip, origin: { kind: 'simulated', note: 'table session' } }, step.at, 'flip');
    } else if ('player' in step) {
      engine(resolveCards(step.player, cardOf) as Command, step.at, `player command ${String(step.player.type)}`);
    } else if ('answer' in step) {
      const open = state.prompts.find((p) => (step.prompt === undefined || p.kind === step.prompt) && (step.seat === undefined || p.seat === step.seat));
      if (!open) {
        const what = [step.prompt, step.seat && `for ${step.seat}`].filter(Boolean).join(' ');
        throw new Error(`${session.name}: no open ${what || 'table'} prompt to answer at ${step.at} ms; open: ${state.prompts.map((p) => `${p.kind}: ${p.message}`).join(' | ') || 'none'}`);
      }
      feed({ type: 'answer', promptId: open.id, option: step.answer, at: step.at });
    } else {
      feed(readerEvent(tableId, step, session.cards));
    }
  }
  const last = session.steps.at(-1)?.at ?? 0;
  tickUntil(last + 10 * state.debounceMs);
  return { commands, events, prompts, refusals, state, game, inputs };
}

export function readerEvent(tableId: string, step: SessionStep, cards: Readonly<Record<string, string>>): ReaderEvent {
  if (!('zone' in step)) throw new Error('not a reader step');
  const base = { tableId, zone: step.zone, at: step.at, source: { kind: 'simulated' as const } };
  if ('disconnected' in step) return { ...base, type: 'disconnected', reason: step.disconnected };
  if ('connected' in step) return { ...base, type: 'connected' };
  let reading: ZoneReading;
  if ('absent' in step) reading = { kind: 'absent' };
  else if ('unreadable' in step) reading = { kind: 'unreadable', reason: step.unreadable };
  else if ('several' in step) reading = { kind: 'several', uids: [] };
  else if (typeof step.see === 'string') {
    const cardId = cards[step.see];
    reading = cardId === undefined ? { kind: 'present', uid: step.see } : { kind: 'present', uid: step.see, cardId };
  } else reading = { kind: 'several', uids: step.see };
  return { ...base, type: 'reading', reading };
}

function resolveCards(raw: Record<string, unknown>, cardOf: (id: string) => CardDef | undefined): Record<string, unknown> {
  if (typeof raw.card !== 'string') return raw;
  const def = cardOf(raw.card);
  if (!def) throw new Error(`unknown card "${raw.card}"`);
  return { ...raw, card: def };
}

/** Where a run differs from the session's expectations, one line each; empty when it matches. */
export function sessionProblems(session: Session, run: SessionRun): string[] {
  const problems: string[] = [];
  const exp = session.expect;
  const shown = (c: unknown) => JSON.stringify(c, (k, v: unknown) => (k === 'card' && v && typeof v === 'object' && 'id' in v ? (v as CardDef).id : v));
  if (run.commands.length !== exp.commands.length) {
    problems.push(`expected ${exp.commands.length} commands, the mirror issued ${run.commands.length}: ${run.commands.map(shown).join(' ')}`);
  }
  exp.commands.forEach((want, i) => {
    const got = run.commands[i] as unknown as Record<string, unknown> | undefined;
    if (!got) return;
    for (const [key, value] of Object.entries(want)) {
      const actual = key === 'card' ? (got.card as CardDef | undefined)?.id : got[key];
      if (!matches(actual, value)) problems.push(`command ${i + 1} (${shown(got)}): ${key} is ${JSON.stringify(actual)}, expected ${JSON.stringify(value)}`);
    }
  });
  if (run.prompts.length !== exp.prompts.length) {
    problems.push(`expected ${exp.prompts.length} prompts, the mirror raised ${run.prompts.length}: ${run.prompts.map((p) => `${p.kind}: ${p.message}`).join(' | ')}`);
  }
  exp.prompts.forEach((want, i) => {
    const got = run.prompts[i];
    if (!got) return;
    if (got.kind !== want.kind) problems.push(`prompt ${i + 1} is ${got.kind} (${got.message}), expected ${want.kind}`);
    if (want.zone !== undefined && got.zone !== want.zone) problems.push(`prompt ${i + 1} is about ${got.zone}, expected ${want.zone}`);
    if (want.violation !== undefined && got.violation?.code !== want.violation) problems.push(`prompt ${i + 1} cites ${got.violation?.code ?? 'no rule'}, expected ${want.violation}`);
    if (want.violation !== undefined && got.violation && !got.violation.ref.section) problems.push(`prompt ${i + 1} cites no rulebook section`);
    for (const option of want.options ?? []) {
      if (!got.options.some((o) => o.id === option)) problems.push(`prompt ${i + 1} does not offer "${option}" (offers ${got.options.map((o) => o.id).join(', ')})`);
    }
    for (const option of want.lacks ?? []) if (got.options.some((o) => o.id === option)) problems.push(`prompt ${i + 1} offers "${option}", which it must not`);
    const others = JSON.stringify([promptView(got, { role: 'spectator' }), ...(got.seat ? [promptView(got, { role: 'player', seat: got.seat === 'p1' ? 'p2' : 'p1' })] : [])]);
    for (const word of want.hides ?? []) if (others.includes(word)) problems.push(`prompt ${i + 1} shows "${word}" to the other seat or spectators: ${others}`);
  });
  let from = 0;
  for (const want of exp.events) {
    const found = run.events.findIndex((e, i) => i >= from && matches(e, want));
    if (found < 0) problems.push(`no event ${JSON.stringify(want)} in the log after event ${from}`);
    else from = found + 1;
  }
  if (run.refusals.length !== exp.refusals.length || exp.refusals.some((r, i) => !run.refusals[i]?.includes(r))) {
    problems.push(`refused answers: ${JSON.stringify(run.refusals)}, expected ${JSON.stringify(exp.refusals)}`);
  }
  const final = exp.final;
  if (!final) return problems;
  const g = run.game;
  const check = (what: string, actual: unknown, expected: unknown) => {
    if (expected !== undefined && JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  };
  check('stage', g.stage, final.stage);
  check('winner', g.result?.winner ?? null, final.winner);
  check('stadium', g.stadium?.uid ?? null, final.stadium);
  check('stadiums', stadiumsInPlay(g).map((c) => c.uid), final.stadiums);
  check('open table prompts', run.state.prompts.length, final.openPrompts);
  for (const seat of ['p1', 'p2'] as const) {
    const side = final[seat];
    if (!side) continue;
    const p = g.players[seat];
    check(`${seat} active`, p.active?.id ?? null, side.active);
    check(`${seat} bench`, p.bench.map((b) => b.id), side.bench);
    check(`${seat} discard`, p.discard.map((c) => c.uid), side.discard);
    check(`${seat} known hand`, p.hand.known.map((c) => c.uid), side.hand);
    check(`${seat} prizes`, p.prizes, side.prizes);
    check(`${seat} face down`, [p.active, ...p.bench].some((m) => m?.faceDown === true), side.faceDown);
    for (const [id, uids] of Object.entries(side.cards ?? {})) {
      const mon = [p.active, ...p.bench].find((m) => m?.id === id);
      check(`${seat} ${id} cards`, mon ? [...mon.stack, ...mon.attached].map((c) => c.uid) : null, uids);
    }
  }
  return problems;
}

/** An expected value: an object names the fields that must match (an effect source's text may be left out); anything else is equal. */
function matches(actual: unknown, expected: unknown): boolean {
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
    if (actual === null || typeof actual !== 'object') return false;
    return Object.entries(expected).every(([k, v]) => matches((actual as Record<string, unknown>)[k], v));
  }
  return JSON.stringify(actual) === JSON.stringify(expected);
}
