import { describe, expect, it } from 'vitest';
import { RAID_REFS, energyToDiscard, fullContribution } from './raid-rules.js';
import { initialRaidState } from './raid-state.js';
import { act, answer, card, everyonePasses, ofType, refusal, repeat, resolveEffects, startRaid, SOFTWARE } from './raid.testing.js';

// Rulebook 003_8c2f2b3219c5ea3c.txt, "Raid-Format" and "Raid-Format (fortgesetzt)".

const koraidons = (n: number) => repeat(n, () => card.koraidon());
/** Pokémon in the raid deck cannot be played: drawn and discarded, so the boss never has Energy. */
const blanks = (n: number) => repeat(n, () => card.cacnea());
const energies = (n: number) => repeat(n, () => card.energy());

describe('003 "Raid-Format, Vorbereitung"', () => {
  it('shuffles the raid deck with a shuffle supplied from outside, then the players take the first turn', () => {
    const started = act(initialRaidState, {
      type: 'StartRaid',
      raidId: 'r',
      format: 'raid',
      players: [
        { name: 'Monika', active: { card: card.koraidon() } },
        { name: 'Ralph', active: { card: card.koraidon() } },
      ],
      boss: [card.zacian()],
      raidDeck: [card.energy(), card.hop(), card.potion()],
    });
    expect(started.state.prompt).toMatchObject({ kind: 'shuffle', pile: 'deck', size: 3 });
    const shuffled = act(started.state, { type: 'SupplyRandom', promptId: started.state.prompt!.id, value: [2, 0, 1], origin: SOFTWARE });
    expect(ofType(shuffled.events, 'RaidDeckShuffled')[0]).toEqual({ type: 'RaidDeckShuffled', pile: 'deck', order: ['r3', 'r1', 'r2'], origin: SOFTWARE });
    expect(shuffled.state).toMatchObject({ phase: 'players', turn: 1 });
    expect(shuffled.state.players.map((p) => p.prizesLeft)).toEqual([6, 6]);
  });

  it('refuses a shuffle that is not an order of every card', () => {
    const { state } = act(initialRaidState, {
      type: 'StartRaid',
      raidId: 'r',
      format: 'raid',
      players: [
        { name: 'A', active: null },
        { name: 'B', active: null },
      ],
      boss: [card.zacian()],
      raidDeck: energies(3),
    });
    expect(refusal(state, { type: 'SupplyRandom', promptId: state.prompt!.id, value: [0, 0, 1], origin: SOFTWARE }).code).toBe('bad-shuffle');
  });

  it('refuses one player, two raid Pokémon, and a Trainer as the boss', () => {
    const base = { type: 'StartRaid', raidId: 'r', format: 'raid', raidDeck: energies(2) } as const;
    const two = [
      { name: 'A', active: null },
      { name: 'B', active: null },
    ];
    expect(refusal(initialRaidState, { ...base, players: [{ name: 'A', active: null }], boss: [card.zacian()] }).code).toBe('player-count');
    expect(refusal(initialRaidState, { ...base, players: two, boss: [card.zacian(), card.mewtwo()] }).code).toBe('boss-team');
    expect(refusal(initialRaidState, { ...base, players: two, boss: [card.potion()] })).toMatchObject({ code: 'boss-not-pokemon', ref: RAID_REFS.building });
  });

  it('lets the players attack during their first turn', () => {
    const state = startRaid({ deck: blanks(10) });
    const { state: after } = act(state, { type: 'PlayerAttack', player: 0, attacker: card.koraidon(), attack: 'Claw Slash' });
    expect(after.boss[0]!.damage).toBe(70);
  });
});

describe('003 "Änderung der Unterstützer-Regel"', () => {
  it('lets the team play as many Supporters as it has players, each for any teammate', () => {
    let state = startRaid({ deck: blanks(10) });
    const played = act(state, { type: 'PlaySupporter', player: 0, card: card.hop(), for: 1 });
    expect(played.events).toEqual([{ type: 'SupporterPlayed', player: 0, card: card.hop(), for: 1 }]);
    state = played.state;
    state = act(state, { type: 'PlaySupporter', player: 2, card: card.hop(), for: 1 }).state;
    state = act(state, { type: 'PlaySupporter', player: 1, card: card.marnie(), for: 0 }).state;
    expect(refusal(state, { type: 'PlaySupporter', player: 0, card: card.hop(), for: 0 })).toMatchObject({ code: 'team-supporter-limit', ref: RAID_REFS.supporters });
  });

  it('gives the team its Supporters again the next turn', () => {
    let state = startRaid({ deck: blanks(10), actives: koraidons(2) });
    state = act(state, { type: 'PlaySupporter', player: 0, card: card.hop(), for: 0 }).state;
    state = act(state, { type: 'PlaySupporter', player: 0, card: card.hop(), for: 1 }).state;
    state = everyonePasses(state).state;
    expect(state.turn).toBe(2);
    expect(act(state, { type: 'PlaySupporter', player: 1, card: card.hop(), for: 1 }).events).toHaveLength(1);
  });
});

describe('003 "Raid-Format (fortgesetzt)": one Stadium in play for everyone', () => {
  it("puts a replaced raid-deck Stadium on the raid deck's discard pile and refuses a second of the same name", () => {
    let state = startRaid({ deck: [card.mesagoza(), ...blanks(10)], actives: koraidons(2) });
    state = everyonePasses(state).state;
    expect(state.stadium).toMatchObject({ owner: 'raid', uid: 'r1' });
    expect(refusal(state, { type: 'PlayStadium', player: 0, card: card.mesagoza() }).code).toBe('same-stadium');
    const pokestop = { ...card.mesagoza(), id: 'test-stadium', name: 'Another Stadium' };
    state = act(state, { type: 'PlayStadium', player: 1, card: pokestop }).state;
    expect(state.stadium).toMatchObject({ owner: 1, card: { name: 'Another Stadium' } });
    expect(state.discard.map((c) => c.uid)).toContain('r1');
  });
});

describe('003 "Raid-Format (fortgesetzt)": the players attack the raid Pokémon', () => {
  it("applies the raid Pokémon's Weakness and Resistance to each player's attack", () => {
    let state = startRaid({ deck: blanks(10), actives: [card.charcadet(), card.cacnea()] });
    const fire = act(state, { type: 'PlayerAttack', player: 0, attacker: card.charcadet(), attack: 'Ember' });
    expect(ofType(fire.events, 'PlayerAttacked')[0]).toMatchObject({ damage: 60, steps: { base: 30, afterWeakness: 60 } });
    state = fire.state;
    const grass = act(state, { type: 'PlayerAttack', player: 1, attacker: card.cacnea(), attack: 'Light Punch' });
    expect(ofType(grass.events, 'PlayerAttacked')[0]).toMatchObject({ damage: 0, steps: { base: 30, afterResistance: 0 } });
  });

  it('takes the base damage of a "30+" attack from the players, and refuses to change a printed one', () => {
    const state = startRaid({ deck: blanks(10), actives: [card.dedenne(), card.koraidon()] });
    expect(refusal(state, { type: 'PlayerAttack', player: 0, attacker: card.dedenne(), attack: 'Second Bite' }).code).toBe('base-damage-needed');
    expect(refusal(state, { type: 'PlayerAttack', player: 1, attacker: card.koraidon(), attack: 'Claw Slash', baseDamage: 100 }).code).toBe('printed-damage');
    const bite = act(state, { type: 'PlayerAttack', player: 0, attacker: card.dedenne(), attack: 'Second Bite', baseDamage: 60 });
    expect(bite.state.boss[0]!.damage).toBe(60);
  });

  it("refuses an attack by a Pokémon that is not the player's Active, a second attack, and an attack during a prompt", () => {
    let state = startRaid({ deck: [card.marnie(), ...blanks(10)], actives: koraidons(2) });
    expect(refusal(state, { type: 'PlayerAttack', player: 0, attacker: card.charcadet(), attack: 'Ember' }).code).toBe('not-active');
    expect(refusal(state, { type: 'SetPlayerActive', player: 0, active: { card: card.potion() } }).code).toBe('not-pokemon');
    state = act(state, { type: 'PassAttack', player: 0 }).state;
    expect(refusal(state, { type: 'PlayerAttack', player: 0, attacker: card.koraidon(), attack: 'Claw Slash' }).code).toBe('already-attacked');
    state = act(state, { type: 'PassAttack', player: 1 }).state;
    expect(state.prompt?.kind).toBe('resolve');
    expect(refusal(state, { type: 'PassAttack', player: 0 }).code).toBe('not-players-turn');
  });
});

describe('003 "Raid-Deck": the raid deck draws players + 1 cards and plays each', () => {
  it('draws four cards with three players and attaches every Energy to the raid Pokémon', () => {
    const { state, events } = everyonePasses(startRaid({ deck: energies(10) }));
    expect(ofType(events, 'RaidCardDrawn').map((e) => e.counted)).toEqual([true, true, true, true]);
    expect(state.boss[0]!.energy).toHaveLength(4);
    expect(state.prompt).toMatchObject({ kind: 'die', reason: 'attack', options: ['Union Gain', 'Dance of the Crowned Sword', 'Steel Cut', 'Master Blade'] });
  });

  it('draws and plays the cards of "Draw 3 cards." one by one, without counting them (the Hop example)', () => {
    const { state, events } = everyonePasses(startRaid({ deck: [card.hop(), ...energies(10)], actives: koraidons(2) }));
    expect(ofType(events, 'RaidCardDrawn').map((e) => e.counted)).toEqual([true, false, false, false, true, true]);
    expect(ofType(events, 'RaidCardPlayed')[0]).toMatchObject({ play: 'supporter', draws: 3, discarded: true });
    expect(state.boss[0]!.energy).toHaveLength(5);
    expect(state.discard.map((c) => c.uid)).toEqual(['r1']);
  });

  it('replaces the Tool on the raid Pokémon, the old one to the discard pile', () => {
    const { state } = everyonePasses(startRaid({ deck: [card.rockyHelmet(), card.bigCharm(), card.energy(), ...blanks(10)], actives: koraidons(2) }));
    expect(state.boss[0]!.tool?.card.name).toBe('Big Charm');
    expect(state.discard.map((c) => c.card.name)).toContain('Rocky Helmet');
  });

  it('waits for the players to carry out a Supporter that acts on all of them, then goes on drawing', () => {
    let state = startRaid({ deck: [card.marnie(), card.potion(), card.energy(), ...blanks(10)], actives: koraidons(2) });
    state = everyonePasses(state).state;
    expect(state.prompt).toMatchObject({ kind: 'resolve', card: { name: 'Marnie' }, allPlayers: true });
    state = act(state, { type: 'ResolveEffect', promptId: state.prompt!.id }).state;
    expect(state.prompt).toMatchObject({ kind: 'resolve', card: { name: 'Potion' }, allPlayers: false });
    // The players carry out the Potion for the raid deck: 30 healed from the raid Pokémon (which has none).
    state = act(state, { type: 'AdjustBoss', boss: 'b1', damage: -30, reason: 'Potion from the raid deck' }).state;
    expect(state.boss[0]!.damage).toBe(0);
    const resolved = act(state, { type: 'ResolveEffect', promptId: state.prompt!.id });
    expect(ofType(resolved.events, 'BossAttacked')[0]).toMatchObject({ attack: 'Union Gain' });
    expect(resolved.state.discard.map((c) => c.card.name)).toEqual(['Marnie', 'Potion', 'Basic Metal Energy']);
  });

  it("draws for a raid-deck card's text while the players carry it out, before the next counted card", () => {
    let state = everyonePasses(startRaid({ deck: [card.bugCatcher(), ...energies(10)], actives: koraidons(2) })).state;
    expect(state.prompt).toMatchObject({ kind: 'resolve', source: 'raid-card', card: { name: 'Bug Catcher' } });
    const added = act(state, { type: 'RaidDeckDraws', count: 2, reason: 'Bug Catcher: draw 2 cards, the coin was tails' });
    expect(added.events).toEqual([{ type: 'RaidDrawsAdded', count: 2, reason: 'Bug Catcher: draw 2 cards, the coin was tails' }]);
    const resolved = act(added.state, { type: 'ResolveEffect', promptId: state.prompt!.id });
    expect(ofType(resolved.events, 'RaidCardDrawn').map((e) => e.counted)).toEqual([false, false, true, true]);
    state = resolveEffects(answer(resolved.state, 1)).state;
    expect(state.turn).toBe(2);
  });

  it('makes the discard pile the raid deck once per turn; the second time the boss goes straight to its attack (003 "Was ist, wenn?")', () => {
    let state = startRaid({ deck: [card.hop(), ...energies(3)], actives: koraidons(2) });
    state = everyonePasses(state).state;
    expect(state.prompt).toMatchObject({ kind: 'shuffle', pile: 'discard', size: 1 });
    const { state: after, events } = answer(state);
    expect(ofType(events, 'RaidDrawsEnded')).toEqual([{ type: 'RaidDrawsEnded', reason: 'deck-empty' }]);
    expect(after.phase).toBe('boss-attack');
    expect(after.prompt).toMatchObject({ kind: 'die', reason: 'attack' });
  });

  it('lets a player make the raid deck draw during the players\' turn (Mary, Ass-Trainer)', () => {
    const { state, events } = act(startRaid({ deck: energies(10) }), { type: 'RaidDeckDraws', count: 2, reason: 'Ass-Trainer' });
    expect(ofType(events, 'RaidCardDrawn')).toHaveLength(2);
    expect(state).toMatchObject({ phase: 'players', draws: null });
    expect(state.boss[0]!.energy).toHaveLength(2);
  });
});

describe("003 \"Raid-Deck\": the raid Pokémon's attack", () => {
  it('rolls a die among the attacks its Energy allows and discards as few Energy cards as possible', () => {
    let state = everyonePasses(startRaid({ deck: energies(10) })).state;
    const { state: after, events } = answer(state, 2);
    expect(ofType(events, 'BossAttacked')[0]).toMatchObject({ attack: 'Dance of the Crowned Sword', energyDiscarded: ['r1', 'r2', 'r3'] });
    expect(after.boss[0]!.energy.map((e) => e.uid)).toEqual(['r4']);
    expect(after.prompt).toMatchObject({ kind: 'resolve', source: 'boss-attack', allPlayers: true });
    state = resolveEffects({ state: after, events: [] }).state;
    expect(state.turn).toBe(2);
  });

  it("has the players carry out the attack's text, moving the boss's cards as it says, before the damage is counted", () => {
    const state = everyonePasses(startRaid({ deck: energies(10) })).state;
    const { state: attacked } = answer(state, 1);
    expect(attacked.prompt).toMatchObject({ kind: 'resolve', source: 'boss-attack', text: expect.stringMatching(/^Union Gain: Attach up to 2 Metal Energy cards from your discard pile/) });
    expect(attacked.discard.map((c) => c.uid)).toEqual(['r1']);
    expect(refusal(attacked, { type: 'AttachFromDiscard', uid: 'r2', boss: 'b1', reason: 'Union Gain' }).code).toBe('not-in-discard');
    let next = act(attacked, { type: 'AttachFromDiscard', uid: 'r1', boss: 'b1', reason: 'Union Gain' }).state;
    expect(next.boss[0]!.energy).toHaveLength(4);
    next = act(next, { type: 'ResolveEffect', promptId: attacked.prompt!.id }).state;
    expect(next).toMatchObject({ phase: 'players', turn: 2 });
    const hammered = act(next, { type: 'DiscardFromBoss', uid: 'r3', reason: 'Crushing Hammer' }).state;
    expect(hammered.boss[0]!.energy.map((e) => e.uid)).toEqual(['r2', 'r4', 'r1']);
    expect(hammered.discard.map((c) => c.uid)).toEqual(['r3']);
    expect(refusal(hammered, { type: 'DiscardFromBoss', uid: 'r3', reason: 'again' }).code).toBe('not-attached');
  });

  it('leaves out an attack its own text forbids during the boss\'s next turn', () => {
    let state = answer(everyonePasses(startRaid({ deck: energies(20) })).state, 2).state;
    expect(state.prompt).toMatchObject({ kind: 'resolve', source: 'boss-attack' });
    state = act(state, { type: 'BlockBossAttack', boss: 'b1', attack: 'Dance of the Crowned Sword', reason: 'its text' }).state;
    state = resolveEffects(everyonePasses(resolveEffects({ state, events: [] }).state)).state;
    expect(state.prompt).toMatchObject({ kind: 'die', reason: 'attack', options: ['Union Gain', 'Steel Cut', 'Master Blade'] });
    expect(refusal(state, { type: 'BlockBossAttack', boss: 'b1', attack: 'Hyper Beam', reason: 'x' }).code).toBe('no-such-attack');
  });

  it('pays a cost with the fewest cards when an Energy provides two', () => {
    const double = { ...card.energy(), provides: ['Colorless', 'Colorless'] as const };
    const energy = [
      { uid: 'r1', card: card.energy() },
      { uid: 'r2', card: { ...double, provides: [...double.provides] } },
      { uid: 'r3', card: card.energy() },
    ];
    expect(energyToDiscard(energy, 3)).toEqual(['r2', 'r1']);
    expect(energyToDiscard(energy, 2)).toEqual(['r2']);
  });

  it("hits every player's Active with its Weakness; a Knocked Out player takes their own Prize cards", () => {
    let state = everyonePasses(startRaid({ deck: energies(10), actives: [card.cetoddle(), card.koraidon(), card.greatTusk()] })).state;
    const { state: after, events } = answer(state, 2);
    expect(ofType(events, 'BossAttacked')[0]!.hits).toMatchObject([
      { player: 0, damage: 300, knockedOut: true },
      { player: 1, damage: 150, knockedOut: true },
      { player: 2, damage: 150, knockedOut: false },
    ]);
    expect(ofType(events, 'PrizesTaken')).toMatchObject([
      { player: 0, count: 1, prizesLeft: 5, out: false },
      { player: 1, count: 1, prizesLeft: 5, out: false },
    ]);
    state = after;
    expect(state.players.map((p) => p.active?.damage ?? null)).toEqual([null, null, 150]);
  });

  it('"Der Schaden kann lediglich verringert werden": a reduction a player declares is applied after Weakness, before the Knock Out is decided, and is then used up', () => {
    let state = startRaid({ deck: energies(10), actives: [card.cetoddle(), card.koraidon(), card.greatTusk()] });
    const reason = 'Koraidon takes 30 less damage during the opponent\'s next turn';
    state = act(state, { type: 'ReduceBossDamage', player: 1, amount: 30, reason }).state;
    state = act(state, { type: 'ReduceBossDamage', player: 0, amount: 30, reason: 'a Tool: 30 less damage' }).state;
    expect(state.players[1]!.damageReduction).toEqual({ amount: 30, reason });
    const { state: after, events } = answer(everyonePasses(state).state, 2);
    expect(ofType(events, 'BossAttacked')[0]!.hits).toMatchObject([
      // Cetoddle: 150 × 2 for Weakness, then 30 less: still Knocked Out.
      { player: 0, damage: 270, knockedOut: true, steps: { afterResistance: 300, afterDefenderEffects: 270 } },
      // Koraidon, 130 HP: 150 − 30 leaves it in play.
      { player: 1, damage: 120, knockedOut: false },
      { player: 2, damage: 150, knockedOut: false },
    ]);
    expect(ofType(events, 'PrizesTaken').map((e) => e.player)).toEqual([0]);
    expect(after.players.map((p) => p.damageReduction)).toEqual([undefined, undefined, undefined]);
    expect(after.players[1]!.active?.damage).toBe(120);
  });

  it('a reduction is for the Active it was declared for, and needs one', () => {
    let state = startRaid({ deck: energies(10), actives: [null, card.koraidon()] });
    expect(refusal(state, { type: 'ReduceBossDamage', player: 0, amount: 30, reason: 'a Tool' })).toMatchObject({ code: 'no-active', ref: RAID_REFS.bossAttack });
    state = act(state, { type: 'ReduceBossDamage', player: 1, amount: 30, reason: 'an Ability' }).state;
    state = act(state, { type: 'SetPlayerActive', player: 1, active: { card: card.cetoddle(), damage: 0 } }).state;
    expect(state.players[1]!.damageReduction).toBeUndefined();
  });

  it('makes the player whose Pokémon VMAX it Knocks Out take three of their own Prize cards (the 003 example)', () => {
    const state = everyonePasses(startRaid({ deck: energies(10), actives: [card.laprasVmax(), card.koraidon(), card.koraidon()] })).state;
    const { events } = answer(state, 4);
    expect(ofType(events, 'PrizesTaken')[0]).toEqual({ type: 'PrizesTaken', player: 0, count: 3, reason: 'knock-out', prizesLeft: 3, out: false });
  });

  it('may use a GX attack more than once in a game', () => {
    let state = everyonePasses(startRaid({ boss: [card.laprasGx()], deck: energies(20), actives: [card.greatTusk(), card.greatTusk()] })).state;
    state = resolveEffects(answer(state, 3)).state;
    state = everyonePasses(state).state;
    const { events } = answer(state, 3);
    expect(ofType(events, 'BossAttacked')[0]).toMatchObject({ attack: 'Ice Beam-GX' });
  });

  it('makes a player with no Pokémon in play take a Prize card (003 "Was ist, wenn?")', () => {
    const state = everyonePasses(startRaid({ deck: energies(10), actives: [null, card.greatTusk()] })).state;
    const { events } = answer(state, 2);
    expect(ofType(events, 'PrizesTaken')).toEqual([{ type: 'PrizesTaken', player: 0, count: 1, reason: 'no-pokemon', prizesLeft: 5, out: false }]);
  });
});

describe('003 "Gewinnen des Spiels"', () => {
  it('puts out a player who must take more Prize cards than they have, or has none left; the raid wins when all are out', () => {
    let state = startRaid({ deck: blanks(10), actives: [card.greatTusk(), card.koraidon()] });
    const knockOut = (player: number) => (state = act(state, { type: 'ReportKnockOut', player }).state);
    const newActive = (player: number) => (state = act(state, { type: 'SetPlayerActive', player, active: { card: card.greatTusk() } }).state);
    knockOut(0);
    newActive(0);
    knockOut(0);
    expect(state.players[0]).toMatchObject({ prizesLeft: 2, out: false });
    newActive(0);
    knockOut(0);
    expect(state.players[0]).toMatchObject({ prizesLeft: 0, out: true });
    knockOut(1);
    newActive(1);
    knockOut(1);
    newActive(1);
    knockOut(1);
    newActive(1);
    expect(state.players[1]).toMatchObject({ prizesLeft: 1, out: false });
    const last = act(state, { type: 'ReportKnockOut', player: 1 });
    expect(ofType(last.events, 'PrizesTaken')[0]).toMatchObject({ count: 1, prizesLeft: 0, out: true });
    expect(last.state).toMatchObject({ phase: 'finished', winner: 'raid' });
  });

  it('counts a full contribution as 10 damage per player and sends the top raid-deck card to the Lost Zone for each', () => {
    expect([2, 3, 4].map(fullContribution)).toEqual([20, 30, 40]);
    let state = startRaid({ deck: blanks(20) });
    state = act(state, { type: 'PlayerAttack', player: 0, attacker: card.koraidon(), attack: 'Claw Slash' }).state;
    state = act(state, { type: 'PlayerAttack', player: 1, attacker: card.koraidon(), attack: 'Claw Slash' }).state;
    const { state: after, events } = act(state, { type: 'PassAttack', player: 2 });
    expect(ofType(events, 'ContributionCounted').map((e) => e.damageRemoved)).toEqual([30, 30, 30, 30]);
    expect(after.boss[0]!.damage).toBe(20);
    expect(after.lostZone.map((c) => c.uid)).toEqual(['r5', 'r6', 'r7', 'r8']);
    expect(after.discard).toHaveLength(4);
  });

  it('never Knocks Out the raid Pokémon by its HP: damage beyond it is counted in contributions', () => {
    let state = startRaid({ deck: blanks(30), actives: [card.dedenne(), card.koraidon()] });
    state = act(state, { type: 'PlayerAttack', player: 0, attacker: card.dedenne(), attack: 'Second Bite', baseDamage: 400 }).state;
    expect(state.boss[0]!.damage).toBeGreaterThan(card.zacian().hp!);
    const { state: after, events } = act(state, { type: 'PassAttack', player: 1 });
    expect(ofType(events, 'BossKnockedOut')).toEqual([]);
    expect(after.boss[0]).toMatchObject({ uid: 'b1', damage: 0 });
    expect(after.lostZone).toHaveLength(20);
  });

  it('shuffles the discard pile into a new raid deck for the Lost Zone, and the players win when no card is left', () => {
    let state = startRaid({ deck: blanks(6), actives: koraidons(2) });
    state = act(state, { type: 'PlayerAttack', player: 0, attacker: card.koraidon(), attack: 'Claw Slash' }).state;
    state = act(state, { type: 'PlayerAttack', player: 1, attacker: card.koraidon(), attack: 'Claw Slash' }).state;
    expect(state.prompt).toMatchObject({ kind: 'shuffle', pile: 'discard', size: 3 });
    const { state: after, events } = answer(state);
    expect(ofType(events, 'ContributionCounted')).toHaveLength(3);
    expect(ofType(events, 'RaidEnded')).toEqual([{ type: 'RaidEnded', winner: 'players', reason: 'the raid deck has no card left to put in the Lost Zone' }]);
    expect(after.lostZone).toHaveLength(6);
  });
});

describe('003 "Raid-Deck": the Pokémon Checkup of the raid Pokémon', () => {
  it('puts Poison\'s counter on it, then it recovers from every Special Condition', () => {
    let state = startRaid({ deck: blanks(20) });
    state = act(state, { type: 'PlayerAttack', player: 0, attacker: card.koraidon(), attack: 'Claw Slash', conditions: ['Poisoned', 'Paralyzed'] }).state;
    expect(state.boss[0]!.conditions).toEqual(['Poisoned', 'Paralyzed']);
    const { state: after, events } = everyonePasses(state);
    expect(ofType(events, 'BossCheckedUp')).toEqual([{ type: 'BossCheckedUp', boss: 'b1', damage: 10, recovered: ['Poisoned', 'Paralyzed'] }]);
    expect(after.boss[0]).toMatchObject({ conditions: [], damage: 80 - 2 * 30 });
  });
});

describe('003 "Optionale Regel, Strapazenregel"', () => {
  const turns = (exhaustionRule: 'off' | 'no-attack' | 'no-damage', deck = blanks(30), n = 3) => {
    let state = startRaid({ deck, exhaustionRule, actives: koraidons(2) });
    const events = [];
    for (let i = 0; i < n && state.phase === 'players'; i++) {
      const step = resolveEffects(everyonePasses(state));
      state = step.state;
      events.push(...step.events);
    }
    return { state, events };
  };

  it('is off unless chosen: a boss without Energy never attacks', () => {
    const { events } = turns('off');
    expect(ofType(events, 'BossAttackSkipped')).toHaveLength(3);
    expect(ofType(events, 'ExhaustionStarted')).toEqual([]);
  });

  it('after two turns in a row without an attack, the boss uses a random attack whatever its Energy', () => {
    const { state, events } = turns('no-attack');
    expect(ofType(events, 'BossAttackSkipped')).toHaveLength(2);
    expect(ofType(events, 'ExhaustionStarted')).toHaveLength(1);
    expect(state.prompt).toMatchObject({ kind: 'die', reason: 'attack', options: ['Union Gain', 'Dance of the Crowned Sword', 'Steel Cut', 'Master Blade'] });
    const { events: attack } = answer(state, 4);
    expect(ofType(attack, 'BossAttacked')[0]).toMatchObject({ attack: 'Master Blade', exhausted: true, energyDiscarded: [] });
  });

  it('as the extra challenge, counts turns without damage: an attack that does none counts too', () => {
    const deck = [card.energy(), ...blanks(30)];
    const { events } = turns('no-damage', deck, 3);
    expect(ofType(events, 'BossAttacked')[0]).toMatchObject({ attack: 'Union Gain' });
    expect(ofType(events, 'ExhaustionStarted')).toHaveLength(1);
    expect(ofType(turns('no-attack', deck, 3).events, 'ExhaustionStarted')).toEqual([]);
  });
});

describe('after the raid', () => {
  it('refuses every command with the result', () => {
    let state = startRaid({ deck: blanks(2), actives: koraidons(2) });
    state = act(state, { type: 'PlayerAttack', player: 0, attacker: card.koraidon(), attack: 'Claw Slash' }).state;
    state = act(state, { type: 'PlayerAttack', player: 1, attacker: card.koraidon(), attack: 'Claw Slash' }).state;
    while (state.prompt?.kind === 'shuffle') state = answer(state).state;
    expect(state.winner).toBe('players');
    expect(refusal(state, { type: 'PassAttack', player: 0 })).toMatchObject({ code: 'raid-over', ref: RAID_REFS.winning });
  });
});
