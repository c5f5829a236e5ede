import { sentencesOf } from './phrases.js';

/**
 * A count an effect lets its player choose, read from the effect's text: "up to X" ("Search your deck for up to
 * 2 Basic Pokémon", "Discard up to 2 Energy from this Pokémon") or "any amount" ("Move any amount of Energy from
 * your Benched Pokémon to your Active Pokémon"). 000 'Was ist der Unterschied zwischen „bis zu“ und „beliebig
 * viele“?' says what each lets the player choose (`effect-choice.ts`).
 */
export type EffectChoice =
  | { readonly kind: 'up-to'; readonly max: number; readonly what: string; readonly draw: boolean }
  | { readonly kind: 'any-amount'; readonly what: string };

const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
const UP_TO = /\b(draw )?up to (\d+|an?|one|two|three|four|five|six|seven|eight) ([^.,;:(]+)/i;
const ANY_AMOUNT = /\bany (?:amount|number) of ([^.,;:(]+)/i;

/**
 * Sentences with these words but no choice of the player's: a limit ("can have up to 8 Pokémon on their Bench",
 * "may have up to 4 Pokémon Tools attached") or a reminder of a rule ("You may play any number of Item cards").
 */
const NOT_A_CHOICE = /\b(?:can|may) (?:have|hold) up to\b|\bplay any number of Item cards\b|\battach any number of Pokémon Tools\b|\bup to \d+ (?:more|fewer) Prize\b/i;

/** The first count a player chooses in these texts, or null when they let the player choose none. */
export function choiceIn(texts: readonly string[]): EffectChoice | null {
  for (const text of texts) {
    const choice = choiceOf(text);
    if (choice) return choice;
  }
  return null;
}

/**
 * Texts read so far: a card's text is read once, not at every play of it. Commands bring their cards, so
 * the cache is emptied when it outgrows the catalogue's texts rather than growing with whatever a client sends.
 */
const read = new Map<string, EffectChoice | null>();
const MAX_TEXTS = 20_000;

function choiceOf(text: string): EffectChoice | null {
  let choice = read.get(text);
  if (choice === undefined) {
    choice = readChoice(text);
    if (read.size >= MAX_TEXTS) read.clear();
    read.set(text, choice);
  }
  return choice;
}

function readChoice(text: string): EffectChoice | null {
  for (const sentence of sentencesOf(text)) {
    if (NOT_A_CHOICE.test(sentence)) continue;
    const upTo = UP_TO.exec(sentence);
    const any = ANY_AMOUNT.exec(sentence);
    // The one that comes first in the sentence is the choice ("Move any amount of Energy …, up to 3 …" is rare; order decides).
    if (upTo && (!any || upTo.index <= any.index)) {
      const n = upTo[2]?.toLowerCase() ?? '';
      return { kind: 'up-to', max: NUMBER_WORDS[n] ?? Number(n), what: (upTo[3] ?? '').trim(), draw: upTo[1] !== undefined };
    }
    if (any) return { kind: 'any-amount', what: (any[1] ?? '').trim() };
  }
  return null;
}
