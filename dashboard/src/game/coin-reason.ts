import { cardBook, pokemonName } from './card-book.js';
import { cardName, type CardNameLanguage } from './card-names.js';
import { cardText } from '@protocol';
import type { GameView } from './game-view.js';
import { withPlayerNames } from './seat-names.js';

type FlipPurpose = GameView['coinFlips'][number]['purpose'];
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Why a coin is flipped, in the reader's language: the toss, a Confused Pokémon's retreat, and a coin an attack
 * flips, naming the attack and quoting its text in the card language (the card's own words say what the coin
 * decides), the coin a Pokémon's Ability flips against an attack's damage (Kecleon "Expert Hider") or a Knock Out by it
 * (Mega Hawlucha ex "Tenacious Body"), and the Pokémon Checkup's coin for a Burned or Asleep Pokémon. A record written before its purpose named
 * these is read from the engine's sentence, with the players' names, as is one without its purpose (null).
 */
export function coinReason(flip: { readonly reason: string; readonly purpose: FlipPurpose }, view: GameView, t: Translate, cardLanguage: CardNameLanguage): string {
  const purpose = flip.purpose;
  switch (purpose?.kind) {
    case 'toss':
      return t('coinReason.toss', { p1: view.players.p1.name || t('seat.p1'), p2: view.players.p2.name || t('seat.p2') });
    case 'confused-retreat':
      return t('coinReason.confusedRetreat');
    case 'attack':
    case 'confusion':
    case 'lingering': {
      if (purpose.attacker === undefined || purpose.attack === undefined) break;
      const printed = cardBook(view, []).pokemon(purpose.attacker)?.attacks.find((a) => a.name === purpose.attack);
      const attack = printed ? cardName(printed, cardLanguage) : purpose.attack;
      if (purpose.kind === 'confusion') return t('coinReason.confusedAttack', { attack });
      if (purpose.kind === 'lingering') return t('coinReason.lingering', { attack });
      // The attacker may have left play since: its text is gone with it.
      return printed ? t('coinReason.attack', { attack, text: cardText(printed, printed.text, cardLanguage) }) : t('coinReason.attackGone', { attack });
    }
    case 'damage-coin':
    case 'knock-out-coin': {
      if (purpose.attacker === undefined || purpose.attack === undefined) break;
      const book = cardBook(view, []);
      const printed = book.pokemon(purpose.attacker)?.attacks.find((a) => a.name === purpose.attack);
      const ability = book.ability(purpose.pokemon, purpose.ability);
      const names = {
        attack: printed ? cardName(printed, cardLanguage) : purpose.attack,
        pokemon: pokemonName(book, purpose.pokemon, undefined, cardLanguage) ?? t('feed.aPokemon'),
        ability: ability ? cardName(ability, cardLanguage) : purpose.ability,
      };
      return purpose.kind === 'damage-coin' ? t('coinReason.damageCoin', names) : t('coinReason.knockOutCoin', names);
    }
    case 'checkup': {
      if (purpose.pokemon === undefined || purpose.decides === undefined) break;
      // A Burn coin may end in a Knock Out: the Pokémon is then named from its card in the discard pile.
      const pokemon = pokemonName(cardBook(view, []), purpose.pokemon, undefined, cardLanguage);
      return t(`coinReason.checkup.${purpose.decides}`, { pokemon: pokemon ?? t('feed.aPokemon') });
    }
  }
  return flip.reason ? withPlayerNames(flip.reason, view) : t('coinFlips.noReason');
}
