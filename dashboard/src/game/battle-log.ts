import type { FeedEvent, PrintedText } from '@protocol';
import type { AbilityDef, AttackDef, CardDef, CardInst, CoinFace, HiddenCard, Seat, ViewEvent } from '@rules/index.js';

type T = (key: string, options?: Record<string, unknown>) => string;

/** How the log names what the events name by id, in the UI language. */
export interface LogWords {
  readonly t: T;
  /** A player by seat: the name they play under. */
  readonly player: (seat: Seat) => string;
  /** A Pokémon by id, with the name the event printed where it has one. */
  readonly pokemon: (id: string, printed?: string) => string;
  /** A card the event carries, or one of its attacks or Abilities, in the card language. */
  readonly card: (def: Pick<CardDef, 'name' | 'names'>) => string;
  /** Card text handed to the players, from this attack's or Ability's text, in the card language where it has it. */
  readonly text: (printed: PrintedText | undefined, handed: string) => string;
  /** A Pokémon's top card by its id, where the page knows it. */
  readonly pokemonCard: (id: string) => CardDef | undefined;
  /** An Ability of a Pokémon by the name the event printed, on the card it is printed on where the page knows it (card-book.ts). */
  readonly ability: (id: string, name: string) => AbilityDef | undefined;
  /** The card under this one in its Pokémon's stack: what an evolution evolved from. */
  readonly under: (uid: string) => CardDef | undefined;
  /** Whose Pokémon an id names, where the page knows. */
  readonly owner: (id: string) => Seat | undefined;
}

/** One line of the battle log: what one play did, in words. */
export interface LogLine {
  readonly seq: number;
  /** The turn it happened in; null before the first turn. */
  readonly turn: number | null;
  /** The player who acted or whose Pokémon it happened to; null for the table (a coin toss, the Checkup). */
  readonly player: Seat | null;
  /** What kind of play the line tells: what the judge filters by. */
  readonly kind: LogKind;
  readonly text: string;
  /** The events the line tells: its own, and for an attack the coins, damage and Special Conditions told with it. */
  readonly told: readonly ViewEvent['type'][];
  /** The seq of the last event the line tells. */
  readonly through: number;
}

export const LOG_KINDS = ['setup', 'turn', 'play', 'attack', 'coin', 'checkup', 'knock-out', 'correction'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

const KIND_OF: Partial<Record<ViewEvent['type'], LogKind>> = {
  MatchStarted: 'setup',
  TossWon: 'setup',
  FirstPlayerChosen: 'setup',
  OpeningHandDrawn: 'setup',
  MulliganTaken: 'setup',
  SetupPokemonPlaced: 'setup',
  PrizesSetOut: 'setup',
  MulliganCardsDrawn: 'setup',
  SetupRevealed: 'setup',
  SuddenDeathStarted: 'setup',
  TurnStarted: 'turn',
  CardsDrawn: 'turn',
  TurnEnded: 'turn',
  AttackDeclared: 'attack',
  AttackAgainAnswered: 'attack',
  DamageDealt: 'attack',
  DamageHealed: 'attack',
  SpecialConditionApplied: 'attack',
  SpecialConditionRemoved: 'attack',
  CoinFlipped: 'coin',
  CheckupStarted: 'checkup',
  PokemonKnockedOut: 'knock-out',
  PrizesTaken: 'knock-out',
  GameWon: 'knock-out',
  AdjustmentLogged: 'correction',
  JudgeRestored: 'correction',
  PrizeCardPenaltyGiven: 'correction',
};

/** The events an attack's line tells together with it: its coins, damage (or damage prevented), Special Conditions and the text it hands to the players. */
const ATTACK_PARTS = new Set<ViewEvent['type']>(['CoinFlipRequested', 'CoinFlipped', 'DamageDealt', 'RuleApplied', 'SpecialConditionApplied', 'AttackFailed', 'LingeringEffectAdded', 'EffectNeedsAdjustment']);

/**
 * The battle log, oldest first ("Pawmo used Thunder Shock — 30 to Pawmi; heads: Paralyzed"): a fold
 * over the events the hub sent this page, so a spectator's log tells only what the spectator may see.
 * Events that are bookkeeping (a coin asked, a prompt offered) make no line of their own.
 */
export function battleLog(events: readonly FeedEvent[], pageWords: LogWords): LogLine[] {
  // A Pokémon is named by its top card as it was then (Pawmi before it evolved), where the events tell it.
  const tops = new Map<string, CardDef>();
  const pokemon = (id: string, printed?: string): string => {
    const top = tops.get(id);
    return top ? pageWords.card(top) : pageWords.pokemon(id, printed);
  };
  const pokemonCard = (id: string): CardDef | undefined => tops.get(id) ?? pageWords.pokemonCard(id);
  // On its top card as it was then (an Ability of a Pokémon that has evolved since), else where the page finds it now.
  const ability = (id: string, name: string): AbilityDef | undefined => printedOn(tops.get(id)?.abilities, name) ?? pageWords.ability(id, name);
  const words: LogWords = { ...pageWords, pokemon, pokemonCard, ability };
  const { t } = words;
  // A Stadium is named by the card played, in the card language, where the events showed it.
  const played = new Map<string, CardDef>();
  const lines: LogLine[] = [];
  let turn: number | null = null;
  const list = events.map((f) => ({ seq: f.seq, e: f.event as ViewEvent }));
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (!item) continue;
    const { seq, e } = item;
    if (e.type === 'TurnStarted') turn = e.number;
    if (e.type === 'AttackDeclared') {
      const parts: ViewEvent[] = [];
      for (let next = list[i + 1]; next && ATTACK_PARTS.has(next.e.type); next = list[++i + 1]) parts.push(next.e);
      lines.push({ seq, turn, player: e.player, kind: 'attack', text: attackText(e, parts, words), told: [e.type, ...parts.map((p) => p.type)], through: list[i]?.seq ?? seq });
      continue;
    }
    if (e.type === 'StadiumUsed') {
      // Its text handed to the players comes right after it: one line tells both.
      const next = list[i + 1]?.e;
      const handed = next?.type === 'EffectNeedsAdjustment' && next.card === e.card ? next : null;
      if (handed) i++;
      const stadium = played.get(e.card);
      const used = t('feed.stadiumUsed', { player: words.player(e.player), card: stadium ? words.card(stadium) : e.name });
      const text = handed ? `${used} — ${t('feed.doWhatCardSays', { text: handed.text })}` : used;
      lines.push({ seq, turn, player: e.player, kind: 'play', text, told: handed ? [e.type, handed.type] : [e.type], through: list[i]?.seq ?? seq });
      continue;
    }
    if (e.type === 'TrainerPlayed' && 'def' in e.card) played.set(e.card.uid, e.card.def);
    if (e.type === 'PokemonEvolved' && !tops.has(e.target)) {
      const from = words.under(e.card.uid);
      if (from) tops.set(e.target, from);
    }
    const said = sentence(e, words);
    if (said) lines.push({ seq, turn, player: said.player, kind: KIND_OF[e.type] ?? 'play', text: t(`feed.${said.key}`, said.params), told: [e.type], through: seq });
    if ((e.type === 'SetupPokemonPlaced' || e.type === 'PokemonBenched') && 'def' in e.card) tops.set(e.card.uid, e.card.def);
    if (e.type === 'PokemonEvolved' && 'def' in e.card) tops.set(e.target, e.card.def);
  }
  return lines;
}

/**
 * The judge's time slider: the line that tells the last of these events, as the log told it up to there (an
 * attack with the coins flipped so far), or null where that event is bookkeeping no line tells.
 */
export function lineOfLastEvent(events: readonly FeedEvent[], words: LogWords): LogLine | null {
  const line = battleLog(events, words).at(-1);
  return line && line.through === events.at(-1)?.seq ? line : null;
}

function attackText(e: Extract<ViewEvent, { type: 'AttackDeclared' }>, parts: readonly ViewEvent[], words: LogWords): string {
  const { t } = words;
  const attack = printedOn(words.pokemonCard(e.attacker)?.attacks, e.name);
  const said: string[] = [];
  for (const p of parts) {
    if (p.type === 'DamageDealt') said.push(t('feed.damageTo', { amount: p.amount, target: words.pokemon(p.target) }));
    if (p.type !== 'RuleApplied' || p.pokemon === undefined) continue;
    // A text that left it in play with HP (Guts, Survival Brace); damage a card, an Ability's coin or a lasting effect kept from it (Manaphy "Wave Veil").
    if (p.rule === 'knock-out-survived') said.push(t('feed.notKnockedOut', { target: words.pokemon(p.pokemon) }));
    else if (p.by !== undefined) said.push(t('feed.noDamageTo', { target: words.pokemon(p.pokemon), by: preventedBy(p.pokemon, p.by, words) }));
  }
  const faces = parts.flatMap((p) => (p.type === 'CoinFlipped' ? p.results : [])).map((f: CoinFace) => t(`coin.${f}`));
  const conditions = parts.flatMap((p) => (p.type === 'SpecialConditionApplied' ? [t(`condition.${p.condition}`)] : []));
  const failed = parts.some((p) => p.type === 'AttackFailed');
  const outcome = [...conditions, ...(failed ? [t('feed.attackFailed')] : [])].join(', ');
  if (faces.length > 0) said.push(outcome ? `${faces.join(', ')}: ${outcome}` : faces.join(', '));
  else if (outcome) said.push(outcome);
  for (const p of parts) {
    // The attack's own text needs no name again; a Tool the attack set off (Rocky Helmet) does.
    if (p.type === 'EffectNeedsAdjustment') said.push(p.name === e.name && p.card === e.attacker ? t('feed.doWhatCardSays', { text: words.text(attack, p.text) }) : t('feed.cardSays', handedParams(p, words)));
  }
  const used = t('feed.attack', { player: words.player(e.player), attacker: words.pokemon(e.attacker), attack: attack ? words.card(attack) : e.name });
  return said.length > 0 ? `${used} — ${said.join('; ')}` : used;
}

/** What prevented an attack's damage, in the card language where it is an Ability of that Pokémon; else as printed. */
function preventedBy(pokemon: string, by: string, words: LogWords): string {
  const ability = words.ability(pokemon, by);
  return ability ? words.card(ability) : by;
}

/** The attack or Ability on a card by the name an event printed. */
function printedOn<T extends AttackDef | AbilityDef>(onCard: readonly T[] | undefined, printed: string): T | undefined {
  return onCard?.find((a) => a.name === printed);
}

/** Card text the engine hands to the players: the Ability, attack or card it is on, and what it says, in the card language where the catalogue has it. */
function handedParams(e: Extract<ViewEvent, { type: 'EffectNeedsAdjustment' }>, words: LogWords): Record<string, unknown> {
  const found = words.ability(e.card, e.name) ?? printedOn(words.pokemonCard(e.card)?.attacks, e.name);
  return { name: found ? words.card(found) : e.name, text: words.text(found, e.text) };
}

interface Sentence {
  readonly key: string;
  readonly params: Record<string, unknown>;
  readonly player: Seat | null;
}

function sentence(e: ViewEvent, words: LogWords): Sentence | null {
  const { t } = words;
  const card = (c: CardInst | HiddenCard, hidden = 'feed.aCard') => ('def' in c ? words.card(c.def) : t(hidden));
  const by = (player: Seat, key: string, params: Record<string, unknown> = {}): Sentence => ({ key, params: { player: words.player(player), ...params }, player });
  const ownerOf = (pokemon: string): Seat | null => words.owner(pokemon) ?? null;
  switch (e.type) {
    case 'MatchStarted':
      return { key: 'matchStarted', params: { p1: e.players[0], p2: e.players[1] }, player: null };
    case 'TossWon':
      return by(e.winner, 'tossWon');
    case 'FirstPlayerChosen':
      return by(e.first, 'goesFirst');
    case 'OpeningHandDrawn':
      return by(e.player, 'openingHand', { count: e.count });
    case 'MulliganTaken':
      return by(e.player, 'mulligan', { count: e.drawn });
    case 'SetupPokemonPlaced':
      return by(e.player, e.position === 'active' ? 'placedActive' : 'placedBench', { card: card(e.card, 'feed.aPokemon') });
    case 'PrizesSetOut':
      return by(e.player, 'prizesSetOut', { count: e.count });
    case 'MulliganCardsDrawn':
      return by(e.player, 'mulliganDraws', { count: e.count });
    case 'SetupRevealed':
      return { key: 'revealed', params: {}, player: null };
    case 'TurnStarted':
      return by(e.player, 'turnStarted', { number: e.number });
    case 'CardsDrawn':
      return by(e.player, 'drew', { count: e.count });
    case 'PokemonBenched':
      return by(e.player, 'benched', { card: card(e.card) });
    case 'PokemonEvolved':
      return by(e.player, 'evolved', { from: words.pokemon(e.target), card: card(e.card) });
    case 'EnergyAttached':
      return by(e.player, 'attached', { card: card(e.card), target: words.pokemon(e.target) });
    case 'TrainerPlayed':
      return by(e.player, 'played', { card: card(e.card) });
    case 'HandCardRevealed':
      return by(e.player, 'shown', { card: card(e.card) });
    case 'Retreated':
      return by(e.player, 'retreated', { from: words.pokemon(e.from), to: words.pokemon(e.to) });
    case 'RetreatFailed':
      return by(e.player, 'retreatFailed', { pokemon: words.pokemon(e.pokemon) });
    case 'AbilityUsed': {
      const ability = words.ability(e.pokemon, e.name);
      return by(e.player, 'ability', { pokemon: words.pokemon(e.pokemon), ability: ability ? words.card(ability) : e.name });
    }
    case 'DamageDealt':
      return { key: 'damage', params: { amount: e.amount, target: words.pokemon(e.target), cause: causeText(e.cause, words) }, player: ownerOf(e.target) };
    case 'DamageHealed':
      return { key: 'healed', params: { amount: e.amount, target: words.pokemon(e.target) }, player: ownerOf(e.target) };
    case 'SpecialConditionApplied':
      return { key: 'conditionApplied', params: { target: words.pokemon(e.target), condition: t(`condition.${e.condition}`) }, player: ownerOf(e.target) };
    case 'SpecialConditionRemoved':
      return { key: 'conditionRemoved', params: { target: words.pokemon(e.target), condition: t(`condition.${e.condition}`) }, player: ownerOf(e.target) };
    case 'CoinFlipped':
      return { key: 'coin', params: { faces: e.results.map((f) => t(`coin.${f}`)).join(', ') }, player: null };
    case 'CheckupStarted':
      return { key: 'checkup', params: {}, player: null };
    case 'PokemonKnockedOut':
      return by(e.player, 'knockedOut', { pokemon: words.pokemon(e.pokemon, e.name) });
    case 'PrizesTaken':
      return by(e.player, 'prizesTaken', { count: e.count });
    case 'ActivePromoted':
      return by(e.player, 'promoted', { pokemon: words.pokemon(e.pokemon) });
    case 'ActiveSwitched':
      return by(e.player, 'switched', { pokemon: words.pokemon(e.to) });
    case 'EnergyDiscarded':
      return { key: 'energyDiscarded', params: { count: e.uids.length, pokemon: words.pokemon(e.pokemon) }, player: ownerOf(e.pokemon) };
    case 'CardDiscardedFromHand':
      return by(e.player, 'discardedFromHand', { card: card(e.card) });
    case 'AdjustmentLogged':
      return e.cause.kind === 'judge'
        ? judgeLine('judgeCorrected', { judge: e.cause.judge }, e.cause.reason)
        : e.cause.kind === 'adjustment'
          ? by(e.cause.player, 'adjusted', { reason: e.cause.reason })
          : null;
    case 'JudgeRestored':
      return judgeLine('judgeRestored', { judge: e.judge, toSeq: e.toSeq }, e.reason);
    case 'TurnEnded':
      return by(e.player, 'turnEnded');
    // A second attack an Ability offered (Dipplin "Festival Lead") and declined; one taken is the attack's own line.
    case 'AttackAgainAnswered':
      return e.attacks ? null : by(e.player, 'attackAgainDeclined');
    case 'GameWon':
      return by(e.winner, 'won');
    case 'SuddenDeathStarted':
      return { key: 'suddenDeath', params: { count: e.prizeCount }, player: null };
    case 'EffectNeedsAdjustment':
      // An Ability that acts by itself while its Pokémon is in play, which the hub does not apply: both players follow it.
      if (e.inPlay) return { key: 'abilityInPlay', params: { pokemon: words.pokemon(e.card), ...handedParams(e, words) }, player: ownerOf(e.card) };
      return { key: 'cardSays', params: handedParams(e, words), player: ownerOf(e.card) };
    case 'PrizeCardPenaltyGiven':
      return by(e.player, 'prizeCardPenalty', { count: e.count });
    default:
      return null;
  }
}

/** A judge's line: a viewer the hub keeps the reason from (a spectator) gets it as '' and reads that the judge acted, without a colon before nothing. */
function judgeLine(key: 'judgeCorrected' | 'judgeRestored', params: Record<string, unknown>, reason: string): Sentence {
  return reason === '' ? { key: `${key}Unsaid`, params, player: null } : { key, params: { ...params, reason }, player: null };
}

function causeText(cause: Extract<ViewEvent, { type: 'DamageDealt' }>['cause'], words: LogWords): string {
  switch (cause.kind) {
    case 'checkup':
      return words.t('feed.cause.checkup');
    case 'confusion':
      return words.t('feed.cause.confusion');
    case 'attack':
      return words.t('feed.cause.attack', { attacker: words.pokemon(cause.attacker) });
    // The reason is told once, by the adjustment's or the correction's own line just before ("Ash adjusted the game: …").
    case 'adjustment':
      return words.t('feed.cause.adjustment', { player: words.player(cause.player) });
    case 'judge':
      return words.t('feed.cause.judge', { judge: cause.judge });
    default:
      return words.t(`feed.cause.${cause.kind}`);
  }
}
