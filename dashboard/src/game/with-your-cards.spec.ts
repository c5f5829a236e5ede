import { beforeAll, describe, expect, it } from 'vitest';
import { quickStart, Table } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { load, strings, wordsFor, type Language } from '../testing/log-words.js';
import { watched } from '../testing/watched-table.js';
import { cardBook } from './card-book.js';
import { actsShown, doneIn, keptActs, paperActs, type Done, type KeptActs, type PaperAct } from './with-your-cards.js';

const weedle = demoCard('xy0-1');
const froakie = demoCard('xy0-12');
const snorlax = demoCard('xy0-26');

beforeAll(load);

/** Turn 4, Ash's: Pawmo with a Lightning Energy, Thunder Shock ready (30; heads: the Defending Pokémon is Paralyzed) against Misty's Pawmi (60 HP). */
function thunderShock() {
  const page = watched(quickStart({ profile: 'sv', first: 'p2', p1: { active: demoCard('sv1-74') }, p2: { active: demoCard('sv1-74') } }));
  page.do({ type: 'EndTurn', player: 'p2' });
  page.do({ type: 'EndTurn', player: 'p1' });
  page.do({ type: 'EndTurn', player: 'p2' });
  page.do({ type: 'Evolve', player: 'p1', card: demoCard('sv1-75'), target: 'p1-active' });
  page.do({ type: 'AttachEnergy', player: 'p1', card: demoCard('sve-4'), target: 'p1-active' });
  return page;
}

/** The acts a page's events ask for, after the events up to `from`. */
function actsOf(page: ReturnType<typeof watched>, from = 0) {
  const book = cardBook(page.view(), page.feed());
  return paperActs(page.feed().filter((e) => e.seq > from), (id) => book.owner(id));
}

describe('"Now, with your cards": what the players do with the paper cards after an event', () => {
  it('000 "Spielablauf": at setup each player draws 7 and sets out 6 Prize cards', () => {
    const page = watched(new Table());
    page.do({ type: 'StartMatch', matchId: 'm', profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
    page.flip('heads');
    page.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    expect(actsOf(page)).toMatchObject([
      { player: 'p1', key: 'drawOpeningHand', count: 7 },
      { player: 'p2', key: 'drawOpeningHand', count: 7 },
    ]);
    page.do({ type: 'PlaceActive', player: 'p1', card: weedle });
    const seq = page.feed().length;
    page.do({ type: 'FinishSetup', player: 'p1' });
    expect(actsOf(page, seq)).toMatchObject([{ player: 'p1', key: 'setOutPrizes', count: 6 }]);
  });

  it('000 "Wie man das Spiel beginnt" 8): when both have finished setup, both turn their Pokémon face up; the first player then draws', () => {
    const page = watched(new Table());
    page.do({ type: 'StartMatch', matchId: 'm', profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
    page.flip('heads');
    page.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    page.do({ type: 'PlaceActive', player: 'p1', card: weedle });
    page.do({ type: 'PlaceActive', player: 'p2', card: froakie });
    page.do({ type: 'FinishSetup', player: 'p1' });
    const seq = page.feed().length;
    page.do({ type: 'FinishSetup', player: 'p2' });
    expect(actsOf(page, seq)).toMatchObject([
      { player: 'p2', key: 'setOutPrizes', count: 6 },
      { player: 'p1', key: 'turnFaceUp' },
      { player: 'p2', key: 'turnFaceUp' },
      { player: 'p1', key: 'draw', count: 1 },
    ]);
  });

  it('000 "Spielablauf": a player without a Basic Pokémon shows the hand, shuffles it back and draws 7 new cards', () => {
    const page = watched(new Table());
    page.do({ type: 'StartMatch', matchId: 'm', profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
    page.flip('heads');
    page.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    const seq = page.feed().length;
    page.do({ type: 'DeclareMulligan', player: 'p2' });
    expect(actsOf(page, seq)).toMatchObject([{ player: 'p2', key: 'mulligan', count: 7 }]);
  });

  it('a Knock Out: its owner discards the Pokémon with everything attached, the other player takes the Prize card', () => {
    const page = watched(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: weedle, bench: [froakie] } }));
    page.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 3 } });
    page.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'set-condition', target: 'p2-active', condition: 'Poisoned' } });
    const seq = page.feed().length;
    page.do({ type: 'EndTurn', player: 'p1' });
    expect(actsOf(page, seq)).toMatchObject([
      { player: 'p2', key: 'discardKnockedOut', pokemon: 'p2-active', printed: 'Weedle' },
      { player: 'p1', key: 'takePrizes', count: 1 },
    ]);
  });

  it('000 "E) Ziehe dein Aktives Pokémon zurück": the Energy paid for a retreat goes to the discard pile', () => {
    const page = watched(quickStart({ profile: 'sv', p1: { active: froakie, bench: [weedle] }, p2: { active: snorlax } }));
    page.do({ type: 'AttachEnergy', player: 'p1', card: demoCard('sve-3'), target: 'p1-active', uid: 'water-1' });
    const seq = page.feed().length;
    page.do({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: ['water-1'] });
    expect(actsOf(page, seq)).toMatchObject([{ player: 'p1', key: 'discardRetreatEnergy', count: 1, pokemon: 'p1-active' }]);
  });

  it('000 "Spezielle Zustände": a Pokémon that wakes up is turned upright by its owner', () => {
    const page = watched(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: froakie } }));
    page.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'set-condition', target: 'p2-active', condition: 'Asleep' } });
    page.do({ type: 'EndTurn', player: 'p1' });
    const seq = page.feed().length;
    page.flip('heads');
    expect(actsOf(page, seq)).toMatchObject([{ player: 'p2', key: 'turnUpright', pokemon: 'p2-active' }, { player: 'p2', key: 'draw', count: 1 }]);
  });

  it("issue 15 item 9: a judge's correction tells both players to lay their cards out as the board now shows", () => {
    const page = watched(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: weedle } }));
    const seq = page.feed().length;
    page.do({ type: 'JudgeCorrect', judge: 'Jenny', reason: 'two counters were not placed', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 2 } });
    expect(actsOf(page, seq)).toMatchObject([
      { player: 'p1', key: 'judgeCorrected', judge: 'Jenny', reason: 'two counters were not placed' },
      { player: 'p2', key: 'judgeCorrected', judge: 'Jenny', reason: 'two counters were not placed' },
    ]);
  });

  it('000 "D) Spiele Trainerkarten": an Item played (Nest Ball) is the player\'s to carry out, and its card goes to the discard pile', () => {
    const page = watched(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: weedle } }));
    const seq = page.feed().length;
    page.do({ type: 'PlayTrainer', player: 'p1', card: demoCard('sv1-181') });
    expect(actsOf(page, seq)).toMatchObject([{ player: 'p1', key: 'followTrainer', printed: 'Nest Ball' }]);
  });

  it('000 "F) Setze Fähigkeiten ein": an Ability used (Miraidon ex "Tandem Unit") hands its text to its player with the paper cards', () => {
    const page = watched(quickStart({ profile: 'sv', p1: { active: demoCard('sv1-81') }, p2: { active: weedle } }));
    const seq = page.feed().length;
    page.do({ type: 'UseAbility', player: 'p1', pokemon: 'p1-active', ability: 0, count: 2 });
    expect(actsOf(page, seq)).toMatchObject([
      { player: 'p1', key: 'doCardText', card: 'p1-active', printed: 'Tandem Unit', text: expect.stringContaining('search your deck for up to 2 Basic Lightning Pokémon') },
    ]);
  });

  it('000 "C) Lege Schadensmarken auf das Aktive Pokémon deines Gegners": the attacker puts the damage counters and the Special Condition on the paper Pokémon', () => {
    const page = thunderShock();
    const seq = page.feed().at(-1)?.seq ?? 0;
    page.do({ type: 'Attack', player: 'p1', attack: 0 });
    page.flip('heads');
    expect(actsOf(page, seq)).toMatchObject([
      { player: 'p1', key: 'putDamageCounters', count: 3, pokemon: 'p2-active' },
      { player: 'p1', key: 'markCondition', condition: 'Paralyzed', pokemon: 'p2-active' },
      { player: 'p2', key: 'draw', count: 1 },
    ]);
  });

  it('no damage counters for a Pokémon the attack Knocks Out: it goes to the discard pile with them', () => {
    const page = thunderShock();
    page.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 3 } });
    const seq = page.feed().at(-1)?.seq ?? 0;
    page.do({ type: 'Attack', player: 'p1', attack: 0 });
    page.flip('tails');
    expect(actsOf(page, seq).map((a) => a.key)).not.toContain('putDamageCounters');
    expect(actsOf(page, seq)).toContainEqual(expect.objectContaining({ player: 'p2', key: 'discardKnockedOut', pokemon: 'p2-active' }));
  });

  it('000 "Pokémon-Check": the owner of a Poisoned Pokémon puts its damage counter on it; entered counters are not asked again', () => {
    const page = watched(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: froakie } }));
    page.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'set-condition', target: 'p2-active', condition: 'Poisoned' } });
    page.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 2 } });
    expect(actsOf(page).map((a) => a.key)).not.toContain('putDamageCounters');
    const seq = page.feed().at(-1)?.seq ?? 0;
    page.do({ type: 'EndTurn', player: 'p1' });
    expect(actsOf(page, seq)).toMatchObject([
      { player: 'p2', key: 'putDamageCounters', count: 1, pokemon: 'p2-active' },
      { player: 'p2', key: 'draw', count: 1 },
    ]);
  });

  it.each<[Language, string, string]>([
    ['en', 'Put 3 damage counters on Pawmi.', 'Turn Pawmi clockwise: it is Paralyzed.'],
    ['de', 'Lege 3 Schadensmarken auf Pamo.', 'Drehe Pamo im Uhrzeigersinn, bis die Karte waagerecht liegt: Es ist paralysiert.'],
    ['fi', 'Laita 3 vauriomerkkiä Pokémonille Pawmi.', 'Käännä Pawmi 90 astetta myötäpäivään: se on Paralyzed.'],
  ])('the damage counters and the Special Condition, in %s, on the Pokémon named in the card language', (language, counters, condition) => {
    const page = thunderShock();
    page.do({ type: 'Attack', player: 'p1', attack: 0 });
    page.flip('heads');
    const t = strings.getFixedT(language);
    const pokemon = wordsFor(page, language).pokemon('p2-active');
    expect(t('withYourCards.putDamageCounters', { count: 3, pokemon })).toBe(counters);
    expect(t('withYourCards.markCondition.Paralyzed', { pokemon })).toBe(condition);
  });

  it.each<[Language, string]>([
    ['en', 'Do what Nest Ball says, then put it in your discard pile.'],
    ['de', 'Tu, was auf Nestball steht, und lege die Karte danach auf deinen Ablagestapel.'],
    ['fi', 'Tee, kuten kortissa Nest Ball lukee, ja laita se sitten poistopinoosi.'],
  ])('the Item played, in %s, by its name in the card language', (language, text) => {
    const page = watched(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: weedle } }));
    page.do({ type: 'PlayTrainer', player: 'p1', card: demoCard('sv1-181'), uid: 'nest-ball' });
    const name = wordsFor(page, language).pokemon('nest-ball', 'Nest Ball');
    expect(strings.getFixedT(language)('withYourCards.followTrainer', { card: name })).toBe(text);
  });
});

/** Ash's tablet, as the panel folds each change of `page`'s match: the acts of Ash's events since the last change, kept where they last. */
function ashsTablet() {
  let kept: KeptActs = { match: null, acts: [] };
  let done: Done | null = null;
  let seen = 0;
  let match: string | null = null;
  return {
    /** The acts shown after the events `page` added since the last change (all of them, for a new match). */
    change(page: ReturnType<typeof watched>, matchId: string): PaperAct['key'][] {
      if (matchId !== match) [match, seen] = [matchId, 0];
      const latest = actsOf(page, seen).filter((a) => a.player === 'p1');
      const last = page.feed().at(-1)?.seq ?? null;
      seen = last ?? 0;
      kept = keptActs(kept, match, latest, done);
      return actsShown(kept.acts, last === doneIn(done, match) ? [] : latest).map((a) => a.key);
    },
    /** Done, pressed after the last event of `page`. */
    done(page: ReturnType<typeof watched>) {
      done = { match, seq: page.feed().at(-1)?.seq ?? null };
    },
    kept: () => kept.acts,
  };
}

/** A new match's setup on `page`, up to both Active Pokémon placed. */
function setUp(page: ReturnType<typeof watched>, matchId: string) {
  page.do({ type: 'StartMatch', matchId, profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
  page.flip('heads');
  page.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
  page.do({ type: 'PlaceActive', player: 'p1', card: weedle });
}

describe('"Set out 6 Prize cards" stays until the player says Done (a newcomer could not read it before the next events replaced it)', () => {
  it("outlasts the opponent's setup and the first turn's events, and goes with Done", () => {
    const page = watched(new Table());
    const tablet = ashsTablet();
    setUp(page, 'm1');
    tablet.change(page, 'm1');
    page.do({ type: 'FinishSetup', player: 'p1' });
    expect(tablet.change(page, 'm1')).toEqual(['setOutPrizes']);
    page.do({ type: 'PlaceActive', player: 'p2', card: froakie });
    expect(tablet.change(page, 'm1')).toEqual(['setOutPrizes']);
    page.do({ type: 'FinishSetup', player: 'p2' });
    expect(tablet.change(page, 'm1')).toEqual(['setOutPrizes', 'turnFaceUp', 'draw']);
    // Done, pressed after the last event: nothing is left to show until the next change asks something.
    tablet.done(page);
    expect(tablet.change(page, 'm1')).toEqual([]);
    expect(tablet.kept()).toEqual([]);
  });

  it("stays in the next match on the same page too: the Done of the match before (its events counted further) hides nothing of it", () => {
    const first = watched(new Table());
    const tablet = ashsTablet();
    setUp(first, 'm1');
    first.do({ type: 'PlaceActive', player: 'p2', card: froakie });
    first.do({ type: 'FinishSetup', player: 'p1' });
    first.do({ type: 'FinishSetup', player: 'p2' });
    for (const player of ['p1', 'p2', 'p1', 'p2'] as const) first.do({ type: 'EndTurn', player });
    tablet.change(first, 'm1');
    tablet.done(first);

    const next = watched(new Table());
    setUp(next, 'm2');
    tablet.change(next, 'm2');
    next.do({ type: 'FinishSetup', player: 'p1' });
    expect(tablet.change(next, 'm2')).toEqual(['setOutPrizes']);
    next.do({ type: 'PlaceActive', player: 'p2', card: froakie });
    next.do({ type: 'FinishSetup', player: 'p2' });
    expect(tablet.change(next, 'm2')).toEqual(['setOutPrizes', 'turnFaceUp', 'draw']);
  });

  it('is not carried into the next match when the player never said Done', () => {
    const first = watched(new Table());
    const tablet = ashsTablet();
    setUp(first, 'm1');
    tablet.change(first, 'm1');
    first.do({ type: 'FinishSetup', player: 'p1' });
    expect(tablet.change(first, 'm1')).toEqual(['setOutPrizes']);

    const next = watched(new Table());
    setUp(next, 'm2');
    expect(tablet.change(next, 'm2')).toEqual(['drawOpeningHand']);
  });
});
