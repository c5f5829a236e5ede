import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { CardDef } from '../rules/index.js';
import { attachEnergy, biggestAttackCosts, covers, layOut, pass, replace, startPokeFang, threeTypes, type PokeFangState } from './poke-fang.js';

const card = (id: string): CardDef => cardById(id);

function must(outcome: { ok: true; state: PokeFangState } | { ok: false; reason: string }): PokeFangState {
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.state;
}

describe('003 "Poké-Fang", Fangen eines Pokémon', () => {
  it('the attack that needs the most Energy decides (Slowpoke: Headbutt, not Rest); ⬤ (Colorless) is paid by any Energy', () => {
    expect(biggestAttackCosts(card('sv1-42'))).toEqual([['Water', 'Colorless']]);
    expect(biggestAttackCosts(card('sv1-63'))).toEqual([['Colorless'], ['Lightning']]);
    expect(covers(['Water', 'Colorless'], ['Water', 'Fire'])).toBe(true);
    expect(covers(['Water', 'Colorless'], ['Fire', 'Fire'])).toBe(false);
    expect(covers(['Water', 'Colorless'], ['Water'])).toBe(false);
  });

  // This test asserted one Energy pool per Pokémon, so Bob's Water completed Slowpoke on Alice's Fire. 003 does
  // not support that: "auf deiner Seite des Tisches" and "Energiekarten [werden] nicht zwischen den Spielern
  // geteilt, sodass ein Spieler die erforderlichen Energiekarten aus seiner eigenen Hand anlegen muss".
  it('"Die Energie bleibt an das Pokémon angelegt", on the side of the player who attached it: only that player\'s Energy counts toward their catch', () => {
    let s = startPokeFang(['Alice', 'Bob'], [['sv1-1', 'sv1-30', 'sv1-42', 'sv1-63'].map(card)], { separate: false, advanced: false });
    s = must(attachEnergy(s, 0, 2, 'Fire'));
    expect(s.rows[0]?.[2]).toMatchObject({ card: { name: 'Slowpoke' }, energy: [['Fire'], []] });
    s = must(attachEnergy(s, 1, 2, 'Water'));
    expect(s.caught).toEqual([[], []]);
    expect(s.rows[0]?.[2]).toMatchObject({ card: { name: 'Slowpoke' }, energy: [['Fire'], ['Water']] });
    s = must(attachEnergy(s, 0, 2, 'Water'));
    expect(s.caught.map((c) => c.map((x) => x.name))).toEqual([['Slowpoke'], []]);
    // Both sides' Energy goes to the discard pile with the catch; the place stays empty until the next card is laid out.
    expect(s.rows[0]?.[2]).toMatchObject({ card: null, energy: [[], []] });
    expect(attachEnergy(s, 1, 2, 'Grass')).toMatchObject({ ok: false, reason: expect.stringContaining('empty') });
    s = must(layOut(s, 0, 2, card('sv1-107')));
    expect(s.rows[0]?.[2]?.card?.name).toBe('Mankey');
  });

  it('"Wenn ein Pokémon mehrere Attacken mit denselben Energiekosten hat": Magnemite is caught with any one Energy', () => {
    const s = startPokeFang(['Alice', 'Bob'], [['sv1-1', 'sv1-30', 'sv1-42', 'sv1-63'].map(card)], { separate: false, advanced: false });
    expect(must(attachEnergy(s, 0, 3, 'Fire')).caught[0].map((c) => c.name)).toEqual(['Magnemite']);
  });

  it('players take turns: one Energy each, then the other', () => {
    const s = startPokeFang(['Alice', 'Bob'], [['sv1-1', 'sv1-30', 'sv1-42', 'sv1-63'].map(card)], { separate: false, advanced: false });
    expect(attachEnergy(s, 1, 0, 'Grass')).toEqual({ ok: false, reason: "it is Alice's turn" });
    expect(must(pass(s, 0)).turn).toBe(1);
  });

  it('Alternativer Spielaufbau: each player attaches only to their own row', () => {
    const s = startPokeFang(['Alice', 'Bob'], [['sv1-1', 'sv1-30', 'sv1-42', 'sv1-63'].map(card), ['sv1-82', 'sv1-107', 'sv1-126', 'sv1-140'].map(card)], { separate: true, advanced: false });
    const after = must(attachEnergy(must(pass(s, 0)), 1, 2, 'Darkness'));
    expect(after.rows[1]?.[2]?.energy).toEqual([[], ['Darkness']]);
    expect(after.rows[0]?.[2]?.energy).toEqual([[], []]);
  });

  it('"nach fünf Zügen": a Pokémon not caught may be replaced after five turns, not before', () => {
    let s = startPokeFang(['Alice', 'Bob'], [['sv1-1', 'sv1-30', 'sv1-42', 'sv1-63'].map(card)], { separate: false, advanced: false });
    for (let i = 0; i < 4; i += 1) s = must(pass(s, s.turn));
    expect(replace(s, 0, 1, card('sv1-107'))).toMatchObject({ ok: false, reason: expect.stringContaining('4 turns') });
    s = must(pass(s, s.turn));
    expect(must(replace(s, 0, 1, card('sv1-107'))).rows[0]?.[1]?.card?.name).toBe('Mankey');
  });
});

describe('003 "Poké-Fang", Gewinnen des Spiels', () => {
  it('"drei Pokémon verschiedenen Typs": three of two types are not enough; a dual type counts as either', () => {
    const grass = card('sv1-1');
    const fire = card('sv1-30');
    const water = card('sv1-42');
    expect(threeTypes([grass, grass, fire])).toBe(false);
    expect(threeTypes([grass, fire, water])).toBe(true);
    expect(threeTypes([grass, fire, { ...grass, types: ['Grass', 'Water'] }])).toBe(true);
  });

  it('the catch that completes three types wins at once', () => {
    const start = startPokeFang(['Alice', 'Bob'], [['sv1-1', 'sv1-30', 'sv1-42', 'sv1-63'].map(card)], { separate: false, advanced: false });
    const s: PokeFangState = { ...start, caught: [[card('sv1-30'), card('sv1-42')], []] };
    expect(must(attachEnergy(s, 0, 3, 'Lightning'))).toMatchObject({ winner: 0 });
    expect(must(attachEnergy(start, 0, 3, 'Lightning'))).toMatchObject({ winner: null });
  });

  it('Erweiterte Regeln: reaching 200 HP first gives the other player a last turn; they win only by passing the first player\'s HP', () => {
    const chansey = card('sv1-144');
    const base = startPokeFang(['Alice', 'Bob'], [['sv1-1', 'sv1-30', 'sv1-42', 'sv1-63'].map(card)], { separate: false, advanced: true });
    const reached = must(pass({ ...base, caught: [[chansey, chansey], [chansey]] }, 0));
    expect(reached).toMatchObject({ lastTurnFor: 1, winner: null });
    expect(must(pass(reached, 1)).winner).toBe(0);
    const overtaken = must(pass({ ...reached, caught: [[chansey, chansey], [chansey, chansey, chansey]] }, 1));
    expect(overtaken.winner).toBe(1);
  });
});
