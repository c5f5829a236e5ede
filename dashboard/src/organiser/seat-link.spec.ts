import { describe, expect, it } from 'vitest';
import { codeFromAddress, seatLink } from './seat-link.js';

describe('a seat link (the QR code the organiser shows for each seat)', () => {
  it('opens the table view with the seat code, and the page reads the code back and drops it from the address', () => {
    const link = seatLink('http://192.168.1.20:8080', 'demo', 'ACD34F');
    expect(link).toBe('http://192.168.1.20:8080/table/demo?code=ACD34F');
    expect(codeFromAddress(link)).toEqual({ code: 'ACD34F', rest: '/table/demo' });
  });

  it('keeps other parameters and brings no code where the address has none', () => {
    expect(codeFromAddress('http://hub/table/demo?lang=de&code=%20XY7K9M%20#board')).toEqual({ code: 'XY7K9M', rest: '/table/demo?lang=de#board' });
    expect(codeFromAddress('http://hub/table/demo')).toBeNull();
    expect(codeFromAddress('http://hub/table/demo?code=')).toBeNull();
  });
});
