import { describe, expect, it } from 'vitest';
import { cardById } from '../../../src/catalogue/testing.js';
import { viewFor } from '../../../src/rules/index.js';
import { quickStart } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { readGameView } from './game-view.js';
import { oncePerGameFor } from './once-per-game.js';

const view = (t: ReturnType<typeof quickStart>) => readGameView(viewFor(t.state, { role: 'spectator' }))!;

describe('the once-per-game lines of the turn checklist: one GX attack and one VSTAR Power a game (000, the appendices on Pokémon-GX and Pokémon VSTAR)', () => {
  it('lists neither in a game without a Pokémon-GX or a Pokémon VSTAR in play', () => {
    expect(oncePerGameFor(view(quickStart({ profile: 'sv', p1: { active: demoCard('sv1-74') }, p2: { active: demoCard('xy0-1') } })), 'p1')).toEqual([]);
  });

  it('lists the GX attack for a player with a Pokémon-GX in play, and only for that player', () => {
    const tapuKoko = cardById('sm2-47');
    expect(tapuKoko.subtypes).toContain('GX');
    const t = quickStart({ profile: 'swsh', p1: { active: demoCard('xy0-26') }, p2: { active: demoCard('xy0-1'), bench: [tapuKoko] } });
    expect(oncePerGameFor(view(t), 'p2')).toEqual(['gx']);
    expect(oncePerGameFor(view(t), 'p1')).toEqual([]);
  });
});
