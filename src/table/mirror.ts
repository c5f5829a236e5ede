import type { TablePromptView } from '../protocol/index.js';
import type { Command, GameEvent, GameState, RuleViolation, Viewer } from '../rules/index.js';
import { syncWithGame } from './engine-sync.js';
import { reconcile } from './gestures.js';
import { text } from './prompt-text.js';
import { Step, type MirrorWorld } from './step.js';
import type { MirrorInput, MirrorPrompt, MirrorState } from './mirror-state.js';
import { applyReaderEvent, applyTick } from './sightings.js';

export type { MirrorWorld } from './step.js';

export interface MirrorOutput {
  readonly state: MirrorState;
  /** Commands for the engine, in order, each already checked against the rules on the state before it. */
  readonly commands: readonly Command[];
  /** Prompts raised by this input (the open ones are `state.prompts`). */
  readonly prompts: readonly MirrorPrompt[];
  /** Prompts closed by this input: answered, or withdrawn because the table resolved them. */
  readonly closed: readonly string[];
  /** The engine state after the commands. */
  readonly game: GameState;
  /** The events the commands led to, as the engine decided them here (the match service decides again when it applies them). */
  readonly events: readonly GameEvent[];
  /** Why an answer was not taken: an unknown prompt or option, or the rules refusing it (nothing changed). */
  readonly refused?: { readonly message: string; readonly violation?: RuleViolation };
}

/**
 * The table mirror: pure and deterministic like the engine. Time comes only from the inputs'
 * timestamps, so a recorded session replays exactly. Reader events move tags on the mirror's map
 * of the mat; once nothing is in motion, the differences from the engine's picture are read as
 * gestures and turned into commands, or into prompts when the readers cannot tell or the rules
 * refuse, and then the mirror waits for the answer.
 */
export function mirror(state: MirrorState, input: MirrorInput, world: MirrorWorld): MirrorOutput {
  // Counted before the sync: a new match drops the last one's prompts, and clients must hear of it.
  const before = new Set(state.prompts.map((p) => p.id));
  const step = new Step(syncWithGame(state, world.game, input.at), world, input.at);
  if (input.type === 'answer') {
    const refused = answer(step, input.promptId, input.option);
    if (refused) return { state, commands: [], prompts: [], closed: [], game: world.game, events: [], refused };
  } else if (input.type === 'tick') {
    step.state = applyTick(step.state, input.at);
  } else {
    step.state = applyReaderEvent(step.state, input);
  }
  withdrawSettled(step);
  clearMatNotice(step, input.at);
  reconcile(step, input.at);
  const open = new Set(step.state.prompts.map((p) => p.id));
  return {
    state: step.state,
    commands: step.commands,
    prompts: step.raised,
    closed: [...before].filter((id) => !open.has(id)),
    game: step.game,
    events: step.events,
  };
}

function answer(step: Step, promptId: string, optionId: string): MirrorOutput['refused'] {
  const prompt = step.state.prompts.find((p) => p.id === promptId);
  if (!prompt) return { message: `no open table prompt "${promptId}"` };
  const option = prompt.options.find((o) => o.id === optionId);
  if (!option) return { message: `prompt "${promptId}" has no option "${optionId}"; it offers ${prompt.options.map((o) => `"${o.id}"`).join(', ')}` };
  const saved = { state: step.state, game: step.game, count: step.commands.length };
  for (const command of option.commands) {
    const violation = step.issue(command);
    if (violation) {
      step.state = saved.state;
      step.game = saved.game;
      step.commands.length = saved.count;
      return { message: violation.message, violation };
    }
  }
  let s: MirrorState = { ...step.state, prompts: step.state.prompts.filter((p) => p.id !== promptId) };
  const after = option.after;
  if (after.kind === 'ignore-tag') s = { ...s, loose: s.loose.map((t) => (t.uid === after.uid ? { ...t, status: 'ignored' as const } : t)) };
  if (after.kind === 'keep-stacks') {
    s = { ...s, stacks: s.stacks.map((st) => (after.keys.includes(st.key) ? { ...st, at: st.believed, missingSince: null, alsoAt: null } : st)) };
  }
  if (prompt.subject.kind === 'tag') {
    const uid = prompt.subject.uid;
    // Answered without taking the card into the game or ignoring it: it is read afresh when seen again.
    s = { ...s, loose: s.loose.map((t) => (t.uid === uid && t.status === 'asked' ? { ...t, status: 'new' as const } : t)) };
  }
  step.state = s;
  return undefined;
}

/** Prompts the table has answered by itself: the card was picked up again, the stack came back or was put back. */
function withdrawSettled(step: Step): void {
  const s = step.state;
  const settled = (p: MirrorPrompt): boolean => {
    if (p.subject.kind === 'tag') {
      const uid = p.subject.uid;
      const tag = s.loose.find((t) => t.uid === uid);
      return !tag || tag.zone !== p.zone;
    }
    if (p.subject.kind === 'leftovers') return !s.loose.some((t) => t.status === 'leftover');
    // A turn menu closes by a tap or an answer; an engine decision once the engine has it (decisions.ts).
    if (p.subject.kind !== 'stack') return false;
    const key = p.subject.key;
    const stack = s.stacks.find((st) => st.key === key);
    if (!stack || stack.leaving) return true;
    if (p.kind === 'stack-left') return stack.at !== null;
    return stack.at === stack.believed;
  };
  const keep = s.prompts.filter((p) => !settled(p));
  if (keep.length === s.prompts.length) return;
  const withdrawn = new Set(s.prompts.filter((p) => !keep.includes(p)).map((p) => (p.subject.kind === 'tag' ? p.subject.uid : '')));
  step.state = {
    ...s,
    prompts: keep,
    loose: s.loose.map((t) => (withdrawn.has(t.uid) && t.status === 'asked' ? { ...t, status: 'new' as const } : t)),
  };
}

/**
 * The last match's cards on the mat (engine-sync.ts `nextMatch`): the players are told once to take them off, in a
 * notice that holds nothing and asks nothing, withdrawn when the last of them is gone. The readers leave them out.
 * One lifted and put back within the debounce window is still one of them (the readers cannot tell it from a tag
 * that flapped), so the notice says how long "off" is.
 */
function clearMatNotice(step: Step, at: number): void {
  const left = step.state.loose.find((t) => t.status === 'leftover');
  if (!left || step.state.prompts.some((p) => p.kind === 'clear-mat')) return;
  const said = text('message.clearMat.notice', { seconds: step.state.debounceMs / 1000 });
  step.ask({ kind: 'clear-mat', zone: left.zone, seat: null, text: said, violation: null, options: [], subject: { kind: 'leftovers' }, holds: false }, at);
}

/** A prompt as a client may see it (the protocol's shape): the options' commands stay in the hub; face-down cards stay hidden from the other seat. */
export type PromptView = TablePromptView;

export function promptView(prompt: MirrorPrompt, viewer: Viewer): PromptView {
  const own = viewer.role === 'judge' || (viewer.role === 'player' && (prompt.seat === null || viewer.seat === prompt.seat));
  const hidden = !own && prompt.message !== prompt.publicMessage;
  return {
    id: prompt.id,
    kind: prompt.kind,
    zone: prompt.zone,
    seat: prompt.seat,
    message: own ? prompt.message : prompt.publicMessage,
    messageKey: own ? prompt.messageKey : prompt.publicMessageKey,
    params: own ? prompt.params : prompt.publicParams,
    holds: prompt.holds,
    // A rule's message can name the card ("Fuecoco is not a Basic Pokémon"): the rule and its reference stay.
    violation: hidden && prompt.violation ? { ...prompt.violation, message: prompt.publicMessage } : prompt.violation,
    options: prompt.options.map((o) => ({ id: o.id, label: o.label, labelKey: o.labelKey, params: o.params })),
    answerable: own,
  };
}
