import { cardText, wordsIn, wordsOf, type CardLanguage, type PrintedWords } from '../catalogue/card-language.js';
import { abilityNamed, attacksOf, type GameState, type InPlayPokemon, type LocalizedNames, type Prompt } from '../rules/index.js';

/**
 * The card words the turn token quotes, in each card language (German and French from the catalogue, else the
 * English print), so each reader's dashboard shows them in its card language, as its own dialogs do: an attack's
 * name, and the card text the engine waits for the players to carry out.
 */

interface Named {
  readonly name: string;
  readonly names?: LocalizedNames;
}

type BetweenTurnsText = Extract<Prompt, { kind: 'between-turns' }>['texts'][number];

const nameIn = (def: Named, language: CardLanguage): string => (language === 'en' ? undefined : def.names?.[language]) ?? def.name;

/** A card's, attack's or Ability's name. */
export const nameWords = (def: Named): PrintedWords => wordsOf((language) => nameIn(def, language));

/** An attack's name with a count chosen for it ("Energy Crush ×3"). */
export const countedNameWords = (def: Named, count: number): PrintedWords => wordsOf((language) => `${nameIn(def, language)} ×${count}`);

/** The attack an attack-effects prompt names, its texts (what the engine did not execute) quoted; its attacker still in play or not. */
export function attackEffectsWords(game: GameState, attacker: string, attack: string, texts: readonly string[]): { attack: PrintedWords; texts: PrintedWords } {
  const pokemon = inPlay(game, attacker);
  const printed = pokemon ? attacksOf(pokemon).find((a) => a.name === attack) : undefined;
  return {
    attack: printed ? nameWords(printed) : { en: attack },
    texts: wordsOf((language) => texts.map((text) => cardText(printed, text, language)).join(' ')),
  };
}

/** The Pokémon an `attack-again` prompt lets attack again and the Ability that lets it (Festival Lead), as printed on its card. */
export function attackAgainWords(game: GameState, attacker: string, ability: string): { card: PrintedWords; ability: PrintedWords } {
  const pokemon = inPlay(game, attacker);
  const top = pokemon?.stack.at(-1)?.def;
  const printed = pokemon && abilityNamed(pokemon, ability)?.ability;
  return { card: top ? nameWords(top) : { en: attacker }, ability: printed ? nameWords(printed) : { en: ability } };
}

/** "Name: text" of each between-turns Ability or attack, one after the other. */
export function betweenTurnsWords(game: GameState, texts: readonly BetweenTurnsText[]): PrintedWords {
  const quoted = texts.map((e) => {
    const pokemon = inPlay(game, e.card);
    // An Ability may be printed under a BREAK or on an attached card (Forest Seal Stone), as the engine lists them.
    const printed = pokemon && (abilityNamed(pokemon, e.name)?.ability ?? attacksOf(pokemon).find((a) => a.name === e.name));
    return wordsOf((language) => `${printed ? nameIn(printed, language) : e.name}: ${cardText(printed, e.text, language)}`);
  });
  return wordsOf((language) => quoted.map((q) => wordsIn(q, language)).join(' '));
}

function inPlay(game: GameState, id: string): InPlayPokemon | undefined {
  for (const player of [game.players.p1, game.players.p2]) {
    for (const pokemon of [player.active, ...player.bench]) if (pokemon?.id === id) return pokemon;
  }
  return undefined;
}
