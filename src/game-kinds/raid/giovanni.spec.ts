import { describe, expect, it } from 'vitest';
import type { RaidCommandInput } from './raid-command.js';
import { nextRaidEvents } from './boss-turn.js';
import { largestAttackCost, RAID_REFS } from './raid-rules.js';
import { initialRaidState, type RaidState } from './raid-state.js';
import { act, answer, card, everyonePasses, ofType, refusal, repeat, resolveEffects, startRaid } from './raid.testing.js';

// Rulebook 003_8c2f2b3219c5ea3c.txt, "Raid-Format (fortgesetzt)", "Giovanni-Format".

/** b1..b6; the largest attacks cost 4, 4, 4, 1, 2, 2 Energy. */
const team = () => [card.zacian(), card.mewtwo(), card.koraidon(), card.charcadet(), card.cacnea(), card.cetoddle()];
const blanks = (n: number) => repeat(n, () => card.greatTusk());
const energies = (n: number) => repeat(n, () => card.energy());
const players = () => [card.dedenne(), card.koraidon()];

describe('003 "Giovanni-Format, Vorbereitung"', () => {
  it('needs six boss Pokémon', () => {
    const command: RaidCommandInput = {
      type: 'StartRaid',
      raidId: 'g',
      format: 'giovanni',
      players: [
        { name: 'A', active: null },
        { name: 'B', active: null },
      ],
      boss: [card.zacian()],
      raidDeck: energies(3),
    };
    expect(refusal(initialRaidState, command)).toMatchObject({ code: 'boss-team', ref: RAID_REFS.giovanniSetup });
  });

  it('puts the boss Pokémon the die picks in the Active Spot and the rest on the Bench, then shuffles the raid deck', () => {
    const started = act(initialRaidState, {
      type: 'StartRaid',
      raidId: 'g',
      format: 'giovanni',
      players: [
        { name: 'A', active: { card: card.koraidon() } },
        { name: 'B', active: { card: card.koraidon() } },
      ],
      boss: team(),
      raidDeck: energies(3),
    });
    expect(started.state.prompt).toMatchObject({ kind: 'die', reason: 'boss-team-active', options: ['b1', 'b2', 'b3', 'b4', 'b5', 'b6'] });
    const placed = answer(started.state, 3);
    expect(placed.state.boss.map((b) => b.uid)).toEqual(['b3', 'b1', 'b2', 'b4', 'b5', 'b6']);
    expect(placed.state.prompt).toMatchObject({ kind: 'shuffle', pile: 'deck' });
  });
});

describe('003 "Giovanni-Format, Raid-Deck"', () => {
  it('attaches Energy to the Active until it can use its largest attack, then to a random Benched Pokémon that cannot yet', () => {
    // Charcadet (b4, largest attack 1 Energy) Active.
    let state = startRaid({ format: 'giovanni', boss: team(), activeRoll: 4, deck: [...energies(3), ...blanks(20)], actives: players() });
    state = everyonePasses(state).state;
    expect(state.boss[0]!.energy).toHaveLength(1);
    expect(state.prompt).toMatchObject({ kind: 'die', reason: 'energy-target', options: ['b1', 'b2', 'b3', 'b5', 'b6'] });
    state = answer(state, 5).state;
    expect(state.prompt).toMatchObject({ kind: 'die', reason: 'energy-target', options: ['b1', 'b2', 'b3', 'b5', 'b6'] });
    const { state: after, events } = answer(state, 5);
    expect(after.boss.find((b) => b.uid === 'b6')!.energy).toHaveLength(2);
    // Cetoddle (b6) can now use its largest attack: it is no longer a choice. The Active attacks as usual.
    expect(ofType(events, 'BossAttacked')[0]).toMatchObject({ boss: 'b4', attack: 'Ember' });
  });

  it('attaches Energy to a random boss Pokémon once all six can use all their attacks', () => {
    const started = startRaid({ format: 'giovanni', boss: team(), deck: blanks(5), actives: players() });
    let uid = 0;
    const full = started.boss.map((b) => ({ ...b, energy: repeat(largestAttackCost(b.card), () => ({ uid: `x${++uid}`, card: card.energy() })) }));
    const drawing: RaidState = { ...started, phase: 'boss-draw', boss: full, revealed: { uid: 'x0', card: card.energy() }, draws: { counted: 1, extra: 0, then: 'boss-attack' } };
    expect(nextRaidEvents(drawing)).toMatchObject([{ type: 'PromptRaised', prompt: { kind: 'die', reason: 'energy-target', options: ['b1', 'b2', 'b3', 'b4', 'b5', 'b6'] } }]);
  });

  it('attaches a Tool to the Active', () => {
    const state = everyonePasses(startRaid({ format: 'giovanni', boss: team(), activeRoll: 2, deck: [card.rockyHelmet(), ...blanks(20)], actives: players() })).state;
    expect(state.boss[0]).toMatchObject({ uid: 'b2', tool: { uid: 'r1' } });
  });
});

describe('003 "Giovanni-Format, Gewinnen des Spiels"', () => {
  it('Knocks Out the Active after ten raid-deck cards went to the Lost Zone; a tie for the most Energy is settled by the die', () => {
    let state = startRaid({ format: 'giovanni', boss: team(), activeRoll: 1, deck: [card.rockyHelmet(), ...blanks(40)], actives: players() });
    state = act(state, { type: 'PlayerAttack', player: 0, attacker: card.dedenne(), attack: 'Second Bite', baseDamage: 200 }).state;
    const { state: after, events } = act(state, { type: 'PassAttack', player: 1 });
    expect(ofType(events, 'ContributionCounted')).toHaveLength(10);
    expect(ofType(events, 'BossKnockedOut')).toEqual([{ type: 'BossKnockedOut', boss: 'b1', discarded: ['r1'] }]);
    expect(after.bossLost.map((b) => b.uid)).toEqual(['b1']);
    expect(after.discard.map((c) => c.uid)).toContain('r1');
    expect(after.prompt).toMatchObject({ kind: 'die', reason: 'new-active', options: ['b2', 'b3', 'b4', 'b5', 'b6'] });
    const promoted = answer(after, 2);
    expect(promoted.state.boss.map((b) => b.uid)).toEqual(['b3', 'b2', 'b4', 'b5', 'b6']);
    expect(promoted.state).toMatchObject({ phase: 'players', turn: 2 });
  });

  it('moves the Benched Pokémon with the most Energy up, and the Knocked Out one\'s cards to the discard pile', () => {
    // Charcadet Active; the second Energy goes to Zacian (b1) by the die.
    let state = startRaid({ format: 'giovanni', boss: team(), activeRoll: 4, deck: [...energies(2), ...blanks(40)], actives: players() });
    state = everyonePasses(state).state;
    state = resolveEffects(answer(state, 1)).state;
    expect(state.turn).toBe(2);
    state = act(state, { type: 'PlayerAttack', player: 0, attacker: card.dedenne(), attack: 'Second Bite', baseDamage: 200 }).state;
    const { state: after, events } = act(state, { type: 'PassAttack', player: 1 });
    expect(ofType(events, 'BossPromoted')).toEqual([{ type: 'BossPromoted', boss: 'b1' }]);
    expect(after.boss[0]).toMatchObject({ uid: 'b1', damage: 0 });
  });
});
