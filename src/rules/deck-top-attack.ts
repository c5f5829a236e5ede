import type { AttackPlan } from './attack-plan.js';
import { parseAttack } from './attack-text.js';
import type { AttackDef, CardDef } from './card.js';
import { hasRuleBox } from './card-category.js';
import { violation, type Emitter } from './emitter.js';
import type { RuleViolation } from './rulebook.js';
import type { CardInst, InPlayPokemon } from './state.js';
import { extended } from './zones.js';

/**
 * "Discard the top card of your deck, and if that card is a Pokémon that doesn't have a Rule Box, choose 1 of its
 * attacks and use it as this attack." (Slowking "Seek Inspiration"): the deck is a count to the engine, so the table
 * states the card (`Attack.revealed`, face up once discarded) and which of its attacks it uses (`Attack.uses`); the
 * engine discards it and resolves that attack's damage and text as this attack's, as for Mew ex "Genome Hacking"
 * (000 "Angreifen im Detail": the Energy paid is this attack's).
 *
 * No card stated: the players carry the text out (handed with the attack's `attack-effects` prompt), as a client
 * that cannot name the card (the tap pad) does; a judge or the battle-log importer names it.
 */
export interface DeckTopUse {
  readonly plan: AttackPlan;
  /** The card discarded from the top of the deck, where one was stated. */
  readonly revealed?: CardInst;
}

const usable = (card: CardDef): boolean => card.supertype === 'Pokémon' && !hasRuleBox(card);

export function deckTopAttack(ctx: Emitter, attacker: InPlayPokemon, attack: AttackDef, plan: AttackPlan, revealed: CardDef | undefined, uses: number | undefined): DeckTopUse | RuleViolation {
  const ref = ctx.profile.refs.attackDetails;
  const deck = ctx.state.players[attacker.owner].deck;
  if (!revealed) {
    if (uses !== undefined) return violation('attack-to-use', `${attack.name}: name the card you discarded from the top of your deck to use one of its attacks.`, ref);
    return { plan: { ...plan, manual: [attack.text] } };
  }
  if (deck === 0) return violation('revealed-card', `${attack.name}: your deck is empty, so no card was discarded from it.`, ref);
  const card: CardInst = { uid: ctx.id(`${attacker.owner}#`), owner: attacker.owner, def: revealed };
  const attacks = revealed.attacks;
  if (!usable(revealed) || attacks.length === 0) {
    return uses === undefined ? { plan, revealed: card } : violation('attack-to-use', `${attack.name}: ${revealed.name} is not a Pokémon without a Rule Box that has attacks, so no attack of it is used.`, ref);
  }
  const used = uses === undefined ? undefined : attacks[uses];
  if (!used) return violation('attack-to-use', `${attack.name}: choose which attack of ${revealed.name} to use (${attacks.map((a, i) => `${i}: ${a.name}`).join(', ')}).`, ref);
  return { plan: extended(parseAttack(used), { uses: used }), revealed: card };
}
