import { describe, expect, it } from 'vitest';
import { demoCard } from '../testing/demo-cards.js';
import { layOut } from './virtual-layout.js';

const sticker = (uid: string, seat: 'p1' | 'p2', id: string) => ({ uid, seat, card: demoCard(id) });

describe('the virtual table laid out again from what the hub knows (a reload of the page)', () => {
  const pawmi = sticker('04000000000001', 'p1', 'sv1-74');
  const energy = sticker('04000000000002', 'p1', 'sve-4');
  const spare = sticker('04000000000003', 'p1', 'sve-4');
  const froakie = sticker('04000000000004', 'p2', 'xy0-12');

  it('puts each sticker back on its zone, bottom first, and every other one off the mat with its own player', () => {
    const laid = layOut({ stickers: [pawmi, energy, spare, froakie], zones: { 'p1.active': [pawmi.uid, energy.uid] } });
    expect(laid.zones).toEqual({ 'p1.active': [pawmi, energy] });
    expect(laid.pools).toEqual({ p1: [spare], p2: [froakie] });
  });

  it('leaves out a tag that is no virtual sticker (put on a zone by a test or a tool)', () => {
    const laid = layOut({ stickers: [froakie], zones: { 'p2.active': ['04FFFFFFFFFFFF'], 'p2.bench.1': [froakie.uid] } });
    expect(laid.zones).toEqual({ 'p2.bench.1': [froakie] });
    expect(laid.pools).toEqual({ p1: [], p2: [] });
  });
});
