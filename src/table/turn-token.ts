import type { ZoneId } from '../devices/reader-port.js';
import { attacksOf, chosenDiscardChoices, chosenDiscardOf, countRange, decide, eligibleTargets, energyDiscardChoice, energyDiscardOptions, expectedDamage, parseAttack, targetChoice, type AttackDef, type Command, type GameState, type InPlayPokemon, type PlayerState, type Prompt, type RuleViolation, type Seat } from '../rules/index.js';
import { attackAgainWords, attackEffectsWords, betweenTurnsWords, countedNameWords, nameWords } from './card-words.js';
import { topOf } from './engine-sync.js';
import type { LooseTag, PromptOption, Stack } from './mirror-state.js';
import { text, type PokemonNamed } from './prompt-text.js';
import { option, type Step } from './step.js';
import { isTurnToken } from './tokens.js';
import { zoneRole } from './zone-model.js';

/**
 * The turn token: what a player does at a paper table that no reader can see. Tapped on a seat's tap
 * pad it opens that seat's menu, every option checked with the rules first: during setup "Draw as
 * usual" (where the seat may choose its starting Pokémon from the deck), "Setup done" and
 * "Mulligan"; in the seat's own turn the Active Pokémon's legal attacks (named with the damage
 * the engine's damage function gives against the Defending Pokémon) and "End turn", the same two while an
 * Ability lets the Pokémon attack again after its first attack; always "Cancel". Out of turn there is nothing to offer, and nothing opens. Tapped again, the menu closes.
 * Card names and the card text it quotes come in each card language (card-words.ts), for each reader's page.
 *
 * A tap is the token arriving on the pad. A token left lying there that flaps is not tapped again:
 * only after its reader has said "nothing" for the whole debounce window has it left, like a card.
 */
export function turnTokens(step: Step, at: number): void {
  for (const tag of step.state.loose) {
    if (tag.status !== 'new' || tag.missingSince !== null) continue;
    if (!isTurnToken(tag.cardId ?? step.world.cardIdOf(tag.uid))) continue;
    // Read once: it lies there until it leaves, and only arriving again is a tap.
    step.state = { ...step.state, loose: step.state.loose.map((t) => (t.uid === tag.uid ? { ...t, status: 'ignored' as const } : t)) };
    tapped(step, tag, at);
  }
}

function tapped(step: Step, tag: LooseTag, at: number): void {
  const role = zoneRole(tag.zone);
  // A token anywhere but a tap pad is not a card and asks for nothing.
  if (role?.kind !== 'tap') return;
  const seat = role.seat;
  const open = step.state.prompts.find((p) => p.subject.kind === 'token' && p.subject.seat === seat);
  if (open) {
    step.state = { ...step.state, prompts: step.state.prompts.filter((p) => p !== open) };
    return;
  }
  // Another question holds the game: it is answered first.
  if (step.state.prompts.some((p) => p.holds)) return;
  const menu = turnMenu(step.game, seat, step.state.stacks);
  if (!menu) return;
  step.ask(
    {
      kind: 'turn-token',
      zone: tag.zone,
      seat,
      text: menu.text,
      violation: menu.violation ?? null,
      options: [...menu.options, option('cancel', text('option.cancel'), [])],
      subject: { kind: 'token', seat },
    },
    at,
  );
}

interface TurnMenu {
  readonly text: ReturnType<typeof text>;
  readonly options: readonly PromptOption[];
  /** Why setup cannot be finished yet, when nothing else is offered (Basiskampf: every Pokémon laid out first). */
  readonly violation?: RuleViolation;
}

/**
 * The seat's menu now, or null when it has nothing to offer (not its turn, its setup done, the game over). `stacks`
 * (the mirror's) say where each Pokémon lies on the mat, for options that name one by its zone.
 */
export function turnMenu(game: GameState, seat: Seat, stacks: readonly Stack[]): TurnMenu | null {
  if (!game.profile || game.result) return null;
  const legal = (command: Command) => decide(game, command).ok;
  const options: PromptOption[] = [];
  if (game.stage === 'placing' || game.stage === 'mulligan-draws') {
    const finish: Command = { type: 'FinishSetup', player: seat };
    const mulligan: Command = { type: 'DeclareMulligan', player: seat };
    // 003 "Menü der Beschränkungen": a starting Pokémon is put on the Active zone; choosing none draws the hand as usual.
    const usual: Command = { type: 'ChooseStartingPokemon', player: seat };
    if (legal(usual)) options.push(option('draw-as-usual', text('option.draw-as-usual'), [usual]));
    if (legal(finish)) options.push(option('finish-setup', text('option.finish-setup'), [finish]));
    if (legal(mulligan)) options.push(option('mulligan', text('option.mulligan'), [mulligan]));
    if (options.length > 0) return { text: text('message.turnToken.setup', { seat }), options };
    // A tap that finds nothing to do in setup says what is missing, with the rule.
    const why = decide(game, finish);
    if (why.ok || why.violation.code === 'setup-finished') return null;
    return { text: text('message.turnToken.setupNotDone', { seat, rule: why.violation.message }), options, violation: why.violation };
  }
  const effects = effectsMenu(game, seat) ?? attackAgainMenu(game, seat, stacks);
  if (effects) return effects;
  if (game.stage !== 'main' || game.turn?.player !== seat) return null;
  const active = game.players[seat].active;
  if (active) options.push(...attackOptions(game, seat, active, stacks));
  const end: Command = { type: 'EndTurn', player: seat };
  if (legal(end)) options.push(option('end-turn', text('option.end-turn'), [end]));
  if (options.length === 0) return null;
  const top = active && topOf(active)?.def;
  return { text: top ? text('message.turnToken.turn', { seat, card: nameWords(top) }) : text('message.turnToken.noActive', { seat }), options };
}

/**
 * Card text the engine waits for the players to enter (src/rules: an attack's own effects before its Knock
 * Outs, between-turns effects during the Checkup): the token says it is done, or (where the era lets the
 * player choose) that it comes after the Special Conditions.
 */
function effectsMenu(game: GameState, seat: Seat): TurnMenu | null {
  const waiting = game.prompts.find((p) => (p.kind === 'attack-effects' || p.kind === 'between-turns') && p.player === seat);
  if (!waiting) return null;
  const legal = (command: Command) => decide(game, command).ok;
  if (waiting.kind === 'attack-effects') {
    const finish: Command = { type: 'FinishAttack', player: seat };
    const options = legal(finish) ? [option('finish-attack', text('option.finish-attack'), [finish])] : [];
    return { text: text('message.turnToken.attackEffects', { seat, ...attackEffectsWords(game, waiting.attacker, waiting.attack, waiting.texts) }), options };
  }
  if (waiting.kind !== 'between-turns') return null;
  const done: Command = { type: 'FinishBetweenTurns', player: seat };
  const later: Command = { type: 'FinishBetweenTurns', player: seat, later: true };
  const options = [
    ...(legal(done) ? [option('finish-between-turns', text('option.finish-between-turns'), [done])] : []),
    ...(legal(later) ? [option('between-turns-later', text('option.between-turns-later'), [later])] : []),
  ];
  return { text: text('message.turnToken.betweenTurns', { seat, texts: betweenTurnsWords(game, waiting.texts) }), options };
}

/**
 * The turn's first attack is over and an Ability lets the same Pokémon attack again (src/rules attack-again.ts): its
 * attacks the rules allow now, and "End turn". After a Knock Out the attacks wait for the opponent's new Active
 * Pokémon: until then only "End turn" is offered, with the rule that holds the attack.
 */
function attackAgainMenu(game: GameState, seat: Seat, stacks: readonly Stack[]): TurnMenu | null {
  const offer = game.prompts.find((p): p is Extract<Prompt, { kind: 'attack-again' }> => p.kind === 'attack-again' && p.player === seat);
  if (!offer) return null;
  const active = game.players[seat].active;
  const end: Command = { type: 'EndTurn', player: seat };
  const options = [...(active ? attackOptions(game, seat, active, stacks) : []), ...(decide(game, end).ok ? [option('end-turn', text('option.end-turn'), [end])] : [])];
  const words = { seat, ...attackAgainWords(game, offer.attacker, offer.ability) };
  // The engine says whether the second attack is held (prompt-open: the opponent's new Active Pokémon comes first).
  const held = decide(game, { type: 'Attack', player: seat, attack: 0 });
  if (held.ok || held.violation.code !== 'prompt-open') return { text: text('message.turnToken.attackAgain', words), options };
  return { text: text('message.turnToken.attackAgainAfterNewActive', words), options, violation: held.violation };
}

/**
 * The attacks the rules allow now, by the engine's attack index. An attack whose text chooses Pokémon
 * ("1 of your opponent's Benched Pokémon", "2 of your opponent's Pokémon") is offered once per choice of them the rules accept,
 * and one that discards Energy the player chooses ("Discard an Energy from this Pokémon" with a Fire and a Water attached)
 * once per choice of Energy cards (alike cards are one choice).
 */
function attackOptions(game: GameState, seat: Seat, active: InPlayPokemon, stacks: readonly Stack[]): PromptOption[] {
  const out: PromptOption[] = [];
  attacksOf(active).forEach((attack, index) => {
    const base: Command = { type: 'Attack', player: seat, attack: index };
    // The engine's own figure: what it counts, the Tools and Abilities in play, Weakness and Resistance.
    const damage = expectedDamage(game, active, attack);
    const name = nameWords(attack);
    const label =
      damage === null || attack.damage === null
        ? text('option.attack-no-damage', { attack: name })
        : attack.damage.modifier === 'none' || attack.damage.modifier === 'minus'
          ? text('option.attack', { attack: name, damage })
          : text('option.attack-plus', { attack: name, damage });
    const counts = game.profile ? countRange(game.profile, attack) : null;
    if (counts) {
      // "for each card you discarded in this way": one option per count the table may enter, with its damage.
      for (let n = counts.min; n <= (counts.max ?? 6); n++) {
        const command: Command = { ...base, count: n };
        const decided = decide(game, command);
        if (decided.ok) out.push(option(`attack:${index}:count${n}`, text('option.attack', { attack: countedNameWords(attack, n), damage: expectedDamage(game, active, attack, n) ?? 0 }), [command]));
        // "Discard up to 2 Energy" where the cards differ: one option per choice of that many (alike cards once).
        else if (decided.violation.code === 'energy-discarded') out.push(...countedEnergyOptions(game, active, attack, index, command, n));
      }
      return;
    }
    const choice = targetChoice(attack);
    const energies = energyOptions(game, active, attack);
    if (!choice && !energies) {
      if (decide(game, base).ok) out.push(option(`attack:${index}`, label, [base]));
      return;
    }
    const eligible = choice ? eligibleTargets(game, seat, choice) : [];
    const side: Seat = choice?.from === 'own-bench' ? seat : seat === 'p1' ? 'p2' : 'p1';
    const named = targetNames(eligible, game.players[side], side, stacks);
    for (const targets of choice ? subsets(eligible, Math.min(choice.count, eligible.length)) : [null]) {
      for (const energy of energies ?? [null]) {
        const command: Command = { ...base, ...(targets && { benchTargets: targets.map((t) => t.id) }), ...(energy && { energyDiscarded: energy.uids }) };
        if (!decide(game, command).ok) continue;
        const id = `attack:${index}${targets ? `:${targets.map((t) => t.id).join('+')}` : ''}${energy ? `:discard:${energy.uids.join('+')}` : ''}`;
        const words = !energy
          ? text('option.attack-targets', { attack: name, targets: (targets ?? []).map(named) })
          : targets
            ? text('option.attack-targets-energy', { attack: name, targets: targets.map(named), energy: energy.names })
            : text('option.attack-energy', { attack: name, energy: energy.names });
        out.push(option(id, words, [command]));
      }
    }
  });
  return out;
}

/** An attack discarding `n` Energy cards the player chooses, once per choice of them, each named with its Pokémon where the text takes them from several. */
function countedEnergyOptions(game: GameState, active: InPlayPokemon, attack: AttackDef, index: number, command: Command & { type: 'Attack' }, n: number): PromptOption[] {
  const discard = chosenDiscardOf(parseAttack(attack));
  if (!discard) return [];
  return chosenDiscardChoices(game, active, discard, n).flatMap((cards) => {
    const chosen: Command = { ...command, energyDiscarded: cards.map((c) => c.card.uid) };
    if (!decide(game, chosen).ok) return [];
    const names = cards.map((c) => (discard.from === 'self' ? c.card.def.name : `${c.card.def.name} (${topOf(c.holder)?.def.name ?? c.holder.id})`)).join(', ');
    return [option(`attack:${index}:count${n}:discard:${cards.map((c) => c.card.uid).join('+')}`, text('option.attack-energy', { attack: countedNameWords(attack, n), energy: names }), [chosen])];
  });
}

/** The choices of Energy cards to discard an attack offers, one per valid choice (alike ones once); null where the engine takes them. */
function energyOptions(game: GameState, active: InPlayPokemon, attack: AttackDef): { uids: string[]; names: string }[] | null {
  const choice = energyDiscardChoice(game, active, attack);
  return choice && energyDiscardOptions(choice).map((cards) => ({ uids: cards.map((c) => c.uid), names: cards.map((c) => c.def.name).sort().join(', ') }));
}

/**
 * Each eligible Pokémon's words, as the tablet's dialog names them: its name in each card language, the Active one
 * with its zone, a Benched one with its zone only where another eligible Pokémon has its name (two Froakie).
 */
function targetNames(eligible: readonly InPlayPokemon[], side: PlayerState, seat: Seat, stacks: readonly Stack[]): (p: InPlayPokemon) => PokemonNamed {
  const nameOf = (p: InPlayPokemon): string => topOf(p)?.def.name ?? p.id;
  // Where it lies on the mat; a Pokémon played from a dashboard has no stack yet: the engine's place.
  const zone = (p: InPlayPokemon): ZoneId =>
    stacks.find((s) => s.key === p.id && !s.leaving)?.believed ?? (p === side.active ? `${seat}.active` : `${seat}.bench.${side.bench.indexOf(p) + 1}`);
  return (p) => {
    const top = topOf(p)?.def;
    const told = p === side.active || eligible.some((o) => o !== p && nameOf(o) === nameOf(p));
    return { name: top ? nameWords(top) : { en: p.id }, ...(told ? { zone: zone(p) } : {}) };
  };
}

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of subsets(items.slice(i + 1), size - 1)) out.push([item, ...rest]);
  });
  return out;
}
