import { cardText, wordsOf } from '../catalogue/card-language.js';
import type { SeatAction, ServedAbility } from '../protocol/seat-actions.schema.js';
import {
  abilitiesOf,
  abilitiesTakenAway,
  attacksOf,
  chosenCountRange,
  attackCountRange,
  decide,
  energyDiscardChoice,
  expectedDamage,
  isUsedAbility,
  stadiumUseOf,
  type AttackDef,
  type Command,
  type GameState,
  type InPlayPokemon,
  type Seat,
  type UsableAbility,
} from '../rules/index.js';
import { nameWords } from '../table/card-words.js';

/** Counts offered for an attack whose "for each" only the table knows, where its text sets no maximum. */
const OPEN_COUNT_OFFERED = 10;

/** Refusals that only say a choice is still to be made: the action is legal with the right one. */
const CHOICE_CODES = new Set(['bench-targets', 'energy-discarded', 'retreat-overpaid']);

/**
 * The actions of the table view's controls for one seat, each checked with the engine's own `decide`
 * against the current state (nothing is applied): "finish-setup", "mulligan", "attack:<n>" for each
 * attack of the Active Pokémon, "retreat", "ability:<pokemon>:<n>" for each Ability of the seat's Pokémon in play
 * that a player uses (numbered as `UseAbility.ability` counts them, with the Ability it is) and
 * "ability:<pokemon>:taken-away:<n>" for one a card in play takes away, "use-stadium" where the Stadium in play has
 * a use ("Once during each player's turn"), "end-turn". Only the actions of the game's stage are listed.
 */
export function seatActions(state: GameState, seat: Seat): SeatAction[] {
  const check = (action: string, command: Command): SeatAction => {
    const decision = decide(state, command);
    if (decision.ok) return { action, legal: true, choose: false };
    if (CHOICE_CODES.has(decision.violation.code)) return { action, legal: true, choose: true };
    return { action, legal: false, violation: decision.violation };
  };
  if (state.result) return [];
  if (state.stage === 'placing' || state.stage === 'mulligan-draws') {
    return [check('finish-setup', { type: 'FinishSetup', player: seat }), check('mulligan', { type: 'DeclareMulligan', player: seat })];
  }
  if (!state.turn) return [];
  const me = state.players[seat];
  const attacks = me.active ? attacksOf(me.active) : [];
  return [
    ...attacks.map((attack, index) => attackAction(state, seat, me.active!, attack, index, check)),
    retreat(state, seat, check),
    ...abilityActions(state, seat, check),
    ...(state.stadium && stadiumUseOf(state.stadium.def) ? [check('use-stadium', { type: 'UseStadium', player: seat })] : []),
    check('end-turn', { type: 'EndTurn', player: seat }),
  ];
}

/**
 * Each Ability the seat's player uses, as the engine lists the Pokémon's Abilities (`abilitiesOf`: the one place that
 * says which it has now), checked with the least count its "up to" allows where it asks one; then each one a card in
 * play takes away ("ability:<pokemon>:taken-away:<n>"), refused with that card, so the player sees why it is gone.
 */
function abilityActions(state: GameState, seat: Seat, check: (action: string, command: Command) => SeatAction): SeatAction[] {
  const me = state.players[seat];
  const profile = state.profile;
  if (!profile) return [];
  return [me.active, ...me.bench].flatMap((pokemon) => {
    if (pokemon === null) return [];
    const usable = abilitiesOf(state, pokemon).flatMap((usable, index): SeatAction[] => {
      if (!isUsedAbility(usable.ability)) return [];
      const served = servedAbility(pokemon, usable, index, profile);
      const checked = check(`ability:${pokemon.id}:${index}`, { type: 'UseAbility', player: seat, pokemon: pokemon.id, ability: index, ...(served.count && { count: served.count.min }) });
      return [{ ...checked, ability: served }];
    });
    const takenAway = abilitiesTakenAway(state, pokemon)
      .filter((gone) => isUsedAbility(gone.ability))
      .map((gone, n): SeatAction => ({
        action: `ability:${pokemon.id}:taken-away:${n}`,
        legal: false,
        // The rule that lets a player use an Ability (000 "Bestandteile eines Zuges" F), as the engine cites it refusing one that is not there.
        violation: { code: 'ability-taken-away', message: `${gone.card.name}'s ${gone.ability.name} can't be used while ${gone.by.name} is in play.`, ref: profile.refs.turn },
        ability: { ...servedAbility(pokemon, gone, null, profile), takenAwayBy: nameWords(gone.by) },
      }));
    return [...usable, ...takenAway];
  });
}

/** An Ability as the seat's controls show it, worded in each card language. */
function servedAbility(pokemon: InPlayPokemon, { ability, card }: UsableAbility, index: number | null, profile: NonNullable<GameState['profile']>): ServedAbility {
  return {
    pokemon: pokemon.id,
    index,
    name: nameWords(ability),
    text: wordsOf((language) => cardText(ability, ability.text, language)),
    card: { id: card.id, name: nameWords(card) },
    count: chosenCountRange(profile, [ability.text]),
  };
}

/**
 * An attack, checked and with the damage the engine would deal now. Where the table enters a count, it is
 * checked with the smallest count allowed and comes with the damage of every count the player may choose; where the
 * player chooses the Energy it discards, with what each card counts for now.
 */
function attackAction(state: GameState, seat: Seat, attacker: InPlayPokemon, attack: AttackDef, index: number, check: (action: string, command: Command) => SeatAction): SeatAction {
  const range = attackCountRange(state, attacker, attack);
  const command: Command = { type: 'Attack', player: seat, attack: index, ...(range && { count: range.min }) };
  const choice = energyDiscardChoice(state, attacker, attack);
  const energy = choice && {
    count: choice.count,
    cards: choice.cards.map((c, i) => ({ uid: c.uid, units: choice.units[i] ?? 1, ...(choice.holders && { on: choice.holders[i] ?? '' }) })),
    ...(choice.perCount && { perCount: true as const }),
  };
  const checked = { ...check(`attack:${index}`, command), ...(energy && { energy }) };
  if (!range) return { ...checked, damage: expectedDamage(state, attacker, attack) };
  const counts = [];
  for (let count = range.min; count <= (range.max ?? OPEN_COUNT_OFFERED); count += 1) counts.push({ count, damage: expectedDamage(state, attacker, attack, count) });
  return { ...checked, counts };
}

/**
 * A retreat to the first Benched Pokémon, paying with every attached Energy: refused for paying too
 * much means the Energy is there and the player picks which to discard; refused for too little, it
 * cannot be paid at all.
 */
function retreat(state: GameState, seat: Seat, check: (action: string, command: Command) => SeatAction): SeatAction {
  const me = state.players[seat];
  const to = me.bench[0]?.id ?? '';
  const discard = (me.active?.attached ?? []).filter((c) => c.def.supertype === 'Energy').map((c) => c.uid);
  const paid = check('retreat', { type: 'Retreat', player: seat, to, discard });
  if (paid.legal || discard.length === 0) return paid;
  // Paying nothing tells a cost of 0 (free retreat) from one the Energy attached cannot meet.
  const free = check('retreat', { type: 'Retreat', player: seat, to, discard: [] });
  return free.legal ? free : paid;
}

