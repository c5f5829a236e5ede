import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardById, findCard } from '../catalogue/testing.js';
import { greninjaBreak } from '../rules/testing/boards.js';
import { quickStart } from '../rules/testing/table.js';
import { betweenTurnsWords } from './card-words.js';
import { loadSession, runSession } from './table-session.js';

/**
 * The turn token's card words in each card language (#15: "Attack and Ability names and text in German/French where
 * the catalogue has them"), as the dashboard's own dialogs quote them: a whole text, or its sentences by place; never
 * a guess. Which language a page shows is the page's: prompt-sentence.spec.ts in the dashboard.
 */
const card = findCard;

describe('the turn token quotes card text in each card language', () => {
  let token: ReturnType<typeof runSession>['prompts'][number] | undefined;
  // Froakie attacks with Technical Machine: Evolution (sv4-178); the engine waits for its text. The first card load
  // takes seconds on a loaded machine.
  beforeAll(() => {
    const session = loadSession(fileURLToPath(new URL('../../test/fixtures/table-sessions/38-attack-effects-window.yaml', import.meta.url)));
    token = runSession(session, card).prompts.find((p) => p.kind === 'turn-token');
  }, 30_000);

  it('names the attack and quotes the text it waits for (000 "Angreifen im Detail" f: the effects after the damage)', () => {
    expect(token?.messageKey).toBe('message.turnToken.attackEffects');
    expect(token?.params.attack).toEqual({ en: 'Evolution', de: 'Entwicklung', fr: 'Évolution' });
    expect(token?.params.texts).toMatchObject({
      en: 'Choose up to 2 of your Benched Pokémon. For each of those Pokémon, search your deck for a card that evolves from that Pokémon and put it onto that Pokémon to evolve it. Then, shuffle your deck.',
      de: 'Wähle bis zu 2 Pokémon auf deiner Bank. Durchsuche für jedes jener Pokémon dein Deck nach 1 Karte, die sich aus jenem Pokémon entwickelt, und lege sie auf jenes Pokémon, um es zu entwickeln. Mische anschließend dein Deck.',
    });
    // The hub's own English sentence quotes the print.
    expect(token?.message).toBe("p1's turn token: Evolution waits for what its text does: Choose up to 2 of your Benched Pokémon. For each of those Pokémon, search your deck for a card that evolves from that Pokémon and put it onto that Pokémon to evolve it. Then, shuffle your deck.");
  });

  it('quotes a between-turns sentence by its place in the German text, and keeps English where the sentences differ', () => {
    // Gligar's Toxic: the 2 damage counters at the Checkup are the players' (000 "Pokémon-Check").
    const table = quickStart({ profile: 'sv', p1: { active: cardById('sv4-91') }, p2: { active: cardById('sv1-74') } });
    const toxic = 'During Pokémon Checkup, put 2 damage counters on that Pokémon instead of 1.';
    const words = betweenTurnsWords(table.state, [{ card: 'p1-active', name: 'Toxic', text: toxic }]);
    expect(words.en).toBe(`Toxic: ${toxic}`);
    expect(words.de).toBe('Toxin: Lege beim Pokémon-Check 2 Schadensmarken anstelle von 1 Schadensmarke auf jenes Pokémon.');
    // Part of a sentence has no place among the German sentences: the English print stays, under the German name.
    expect(betweenTurnsWords(table.state, [{ card: 'p1-active', name: 'Toxic', text: 'put 2 damage counters' }]).de).toBe('Toxin: put 2 damage counters');
  });

  it('finds an Ability where the engine does: Greninja\'s "Water Shuriken" under Greninja BREAK (000 "Anhang 19")', () => {
    const shuriken = cardById('xy1-41').abilities[0];
    const words = betweenTurnsWords(greninjaBreak().state, [{ card: 'p1-active', name: 'Water Shuriken', text: shuriken?.text ?? '' }]);
    expect(words.de).toBe('Wasser-Shuriken: Einmal während deines Zuges (vor deinem Angriff) kannst du 1 Wasser-Energiekarte von deiner Hand auf deinen Ablagestapel legen. Wenn du das machst, lege 3 Schadensmarken auf 1 Pokémon deines Gegners.');
  });
});

describe('a table prompt names the card in each card language', () => {
  it('names the Pokémon that left the table as the catalogue does in German ("Cards left the table": Pawmi, "Pamo")', () => {
    const session = loadSession(fileURLToPath(new URL('../../test/fixtures/table-sessions/08-unexplained-leave.yaml', import.meta.url)));
    const left = runSession(session, card).prompts.find((p) => p.kind === 'stack-left');
    expect(left?.messageKey).toBe('message.stackLeft.ask');
    expect(left?.params.card).toEqual({ en: 'Pawmi', de: 'Pamo', fr: 'Pohm' });
    // The hub's own English sentence, and the reason it logs with the answer, keep the print.
    expect(left?.message).toBe('Pawmi left p1\'s Bench 2, and the rules give no reason. What happened?');
  }, 30_000);
});
