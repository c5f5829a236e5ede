import { cardById } from '../../catalogue/testing.js';
import type { CardDef, RuleViolation } from '../../rules/index.js';
import { raidCommandSchema, type RaidCommandInput as RaidCommand } from './raid-command.js';
import { decideRaid } from './raid-decide.js';
import type { RaidEvent } from './raid-event.js';
import { replayRaid } from './raid-evolve.js';
import { initialRaidState, type ExhaustionRule, type RaidFormat, type RaidState, type RandomOrigin } from './raid-state.js';

/** Real cards for the raid's scenario tests (../shared/cards). */
export const card = {
  /** Metal, Weakness Fire ×2, Resistance Grass -30; attacks cost 1, 3, 3, 4 (0, 150, 200, 340 damage). */
  zacian: () => cardById('swshp-SWSH163'),
  /** Psychic, Weakness Darkness ×2, Resistance Fighting -30. */
  mewtwo: () => cardById('swshp-SWSH159'),
  /** Fire, Ember 30, 60 HP, Weakness Water. */
  charcadet: () => cardById('sv1-39'),
  /** Grass, Light Punch 30, 60 HP, Weakness Fire. */
  cacnea: () => cardById('sv1-5'),
  /** Water, 80 HP, Weakness Metal ×2. */
  cetoddle: () => cardById('sv1-58'),
  /** Fighting, Claw Slash 70 (3 Colorless), 130 HP, Weakness Psychic. */
  koraidon: () => cardById('sv1-124'),
  /** Pokémon ex, 250 HP, two Prize cards. */
  greatTusk: () => cardById('sv1-123'),
  /** Psychic, Second Bite "30+". */
  dedenne: () => cardById('sv1-95'),
  energy: () => cardById('sve-8'),
  hop: () => cardById('swsh1-165'),
  marnie: () => cardById('swsh1-169'),
  rockyHelmet: () => cardById('sv1-193'),
  bigCharm: () => cardById('swsh1-158'),
  mesagoza: () => cardById('sv1-178'),
  potion: () => cardById('sv1-188'),
  /** Pokémon VMAX, 320 HP: three Prize cards. */
  laprasVmax: () => cardById('swsh1-50'),
  /** Collect (1), Blizzard Burn (3, 160), Ice Beam-GX (3, 100). */
  laprasGx: () => cardById('sm1-35'),
  /** "Draw 2 cards. Flip a coin. If heads, draw 2 more cards." */
  bugCatcher: () => cardById('swsh8-226'),
};

export const SOFTWARE: RandomOrigin = { kind: 'software', rng: 'crypto.randomInt' };

export interface Step {
  readonly state: RaidState;
  readonly events: RaidEvent[];
}

/** Runs a command that must be accepted; a refusal fails the test with its reason. */
export function act(state: RaidState, command: RaidCommand): Step {
  const decision = decideRaid(state, raidCommandSchema.parse(command));
  if (!decision.ok) throw new Error(`refused ${command.type}: ${decision.violation.code}: ${decision.violation.message}`);
  return { state: replayRaid(decision.events, state), events: decision.events };
}

export function refusal(state: RaidState, command: RaidCommand): RuleViolation {
  const decision = decideRaid(state, raidCommandSchema.parse(command));
  if (decision.ok) throw new Error(`${command.type} was accepted: ${decision.events.map((e) => e.type).join(', ')}`);
  return decision.violation;
}

export const identity = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** Answers the open die or shuffle prompt: a die face, or the pile left in its order. */
export function answer(state: RaidState, value?: number): Step {
  const prompt = state.prompt;
  if (!prompt || prompt.kind === 'resolve') throw new Error(`no die or shuffle prompt is open (${prompt?.kind ?? 'none'})`);
  const v = prompt.kind === 'shuffle' ? identity(prompt.size) : value;
  if (v === undefined) throw new Error(`prompt ${prompt.id} is a die roll: give its face`);
  return act(state, { type: 'SupplyRandom', promptId: prompt.id, value: v, origin: SOFTWARE });
}

export interface RaidSetup {
  readonly format?: RaidFormat;
  readonly exhaustionRule?: ExhaustionRule;
  readonly actives?: readonly (CardDef | null)[];
  readonly boss?: readonly CardDef[];
  /** Top card first: the setup shuffle leaves it in this order. */
  readonly deck: readonly CardDef[];
  /** Giovanni: the die face that picks the Active. */
  readonly activeRoll?: number;
}

/** A started raid at the players' first turn, its deck in the listed order. */
export function startRaid(setup: RaidSetup): RaidState {
  const actives = setup.actives ?? [card.koraidon(), card.koraidon(), card.koraidon()];
  let { state } = act(initialRaidState, {
    type: 'StartRaid',
    raidId: 'raid-1',
    format: setup.format ?? 'raid',
    exhaustionRule: setup.exhaustionRule ?? 'off',
    players: actives.map((active, i) => ({ name: ['Monika', 'Ralph', 'Caro', 'Robert'][i]!, active: active && { card: active, damage: 0 } })),
    boss: [...(setup.boss ?? [card.zacian()])],
    raidDeck: [...setup.deck],
  });
  if (state.prompt?.kind === 'die') state = answer(state, setup.activeRoll ?? 1).state;
  return answer(state).state;
}

/** Every player still in the game who has not attacked passes; the boss then takes its turn. */
export function everyonePasses(state: RaidState): Step {
  let current = state;
  const events: RaidEvent[] = [];
  state.players.forEach((p, i) => {
    if (p.out || current.done.includes(i) || current.phase !== 'players') return;
    const step = act(current, { type: 'PassAttack', player: i });
    current = step.state;
    events.push(...step.events);
  });
  return { state: current, events };
}

/** The players carry out every open text prompt (a raid-deck card's, the boss's attack's) without changing anything. */
export function resolveEffects(step: Step): Step {
  let { state } = step;
  const events = [...step.events];
  while (state.prompt?.kind === 'resolve') {
    const next = act(state, { type: 'ResolveEffect', promptId: state.prompt.id });
    state = next.state;
    events.push(...next.events);
  }
  return { state, events };
}

export const ofType = <T extends RaidEvent['type']>(events: readonly RaidEvent[], type: T): Extract<RaidEvent, { type: T }>[] =>
  events.filter((e): e is Extract<RaidEvent, { type: T }> => e.type === type);

export const repeat = <T>(n: number, f: () => T): T[] => Array.from({ length: n }, f);
