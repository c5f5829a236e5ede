import { beforeAll, describe, expect, it } from 'vitest';
import { isStandard } from '../catalogue/standard-pool.js';
import { sharedCardPool } from './card-pool.js';
import { CardResolver, type CardPool } from './card-resolver.js';

/** Card names as TCG Live logs write them (../shared/battle-logs), resolved against ../shared/cards. */
let pool: CardPool;
beforeAll(async () => {
  pool = await sharedCardPool();
}, 60_000);

describe('a log card name to a catalogue printing', () => {
  it('picks a printing that has the attack the log has it use (the Drifloon with "Gust")', () => {
    const en = new CardResolver(pool, 'en');
    const drifloon = en.resolve('Drifloon', ['Gust']);
    expect(drifloon?.attacks.map((a) => a.name)).toContain('Gust');
    // Without the attack, any Drifloon would do: the newest Standard one is taken.
    const any = en.resolve('Drifloon');
    expect(any && isStandard(any)).toBe(true);
  });

  it('prefers the newest Standard printing (regulation mark G and later)', () => {
    const en = new CardResolver(pool, 'en');
    const boss = en.resolve("Boss's Orders");
    expect(boss?.regulationMark).toBe('I');
    const raikou = en.resolve('Raikou V', ['Lightning Rondo', 'Fleet-Footed']);
    expect(raikou).toMatchObject({ name: 'Raikou V', regulationMark: 'F' });
  });

  it('of one regulation mark, a printing with an Ability before one without: "Bisofank" is the Bouffalant with "Curly Wall"', () => {
    // sv7-119 (H) has "Curly Wall", sv8-151 (H, a newer set) has none; the log never names a passive Ability.
    expect(new CardResolver(pool, 'de').resolve('Bisofank')).toMatchObject({ id: 'sv7-119' });
  });

  it('German names through TCGdex: "Befehl vom Boss (G-Cis)", TCG Live\'s "Basis-Kampf-Energie", attack names', () => {
    const de = new CardResolver(pool, 'de');
    expect(de.resolve('Befehl vom Boss (G-Cis)')?.name).toMatch(/^Boss's Orders/);
    expect(de.resolve('Basis-Kampf-Energie')?.name).toBe('Basic Fighting Energy');
    const bolt = de.resolve('Furienblitz-ex', ['Kläffender Donner']);
    expect(bolt?.name).toBe('Raging Bolt ex');
    expect(bolt && bolt.attacks[de.attackIndex(bolt, 'Kläffender Donner')]?.name).toBe('Bellowing Thunder');
    const rotom = de.resolve('Wirbel-Rotom', ['Ruf des Ventilators']);
    expect(rotom && rotom.abilities[de.abilityIndex(rotom, 'Ruf des Ventilators')]?.name).toBe('Fan Call');
  });

  it("a TCG Live id names the printing where the catalogue has it: \"(sv2_265) Boss's Orders\" is sv2-265, not the newest", () => {
    const en = new CardResolver(pool, 'en');
    expect(en.resolve("Boss's Orders")?.id).not.toBe('sv2-265');
    expect(en.resolve("Boss's Orders", [], ['sv2_265'])?.id).toBe('sv2-265');
    expect(en.resolve('Dudunsparce', [], ['sv8-5_80_mph'])?.id).toBe('sv8pt5-80');
    // An id the catalogue does not have (a set newer than the data) leaves the name to choose, as without ids.
    expect(en.resolve('Dreepy', [], ['zz9_1'])?.id).toBe(en.resolve('Dreepy')?.id);
    // An id never overrides the name: a Pecharunt id does not make "Dreepy" a Pecharunt.
    expect(en.resolve('Dreepy', [], ['svbsp_129'])?.name).toBe('Dreepy');
  });

  it('a name no card has resolves to nothing', () => {
    expect(new CardResolver(pool, 'en').resolve('Missingno.')).toBeNull();
  });
});
