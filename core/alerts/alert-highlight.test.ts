import { describe, expect, it } from 'vitest';
import { amountSpellings, highlightParts } from './alert-highlight';

const lit = (text: string, username: string, amount?: number) =>
  highlightParts(text, username, amount)
    .filter((part) => part.isHighlight)
    .map((part) => part.text);

describe('highlightParts', () => {
  it('lights the username and the amount and keeps every character in order', () => {
    const parts = highlightParts('Ann cheered 500 bits!', 'Ann', 500);
    expect(parts).toEqual([
      { text: 'Ann', isHighlight: true },
      { text: ' cheered ', isHighlight: false },
      { text: '500', isHighlight: true },
      { text: ' bits!', isHighlight: false },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe('Ann cheered 500 bits!');
  });

  it('matches the username whatever its case, but never inside a longer word', () => {
    expect(lit('ann is now following! Annual thanks, ANN', 'Ann')).toEqual(['ann', 'ANN']);
  });

  it('does not light an amount inside a longer number', () => {
    expect(lit('Bo gifted 5 subs, 150 so far', 'Bo', 5)).toEqual(['Bo', '5']);
  });

  it('lights a formatted amount whole, with its currency sign', () => {
    expect(lit('Kim tipped $1,500.00!', 'Kim', 1500)).toEqual(['Kim', '$1,500.00']);
    expect(lit('Kim tipped €5.50 today', 'Kim', 5.5)).toEqual(['Kim', '€5.50']);
    expect(lit('raiding with 1,234 viewers', 'x', 1234)).toEqual(['1,234']);
  });

  it('leaves the text plain when neither appears', () => {
    expect(highlightParts('Thank you!', 'Someone', 3)).toEqual([{ text: 'Thank you!', isHighlight: false }]);
    expect(highlightParts('', 'Someone')).toEqual([]);
  });

  it('lights a username that is itself a number or has underscores', () => {
    expect(lit('cool_guy_99 subscribed!', 'cool_guy_99')).toEqual(['cool_guy_99']);
  });
});

describe('amountSpellings', () => {
  it('lists the plain, grouped and two-decimal spellings once each', () => {
    expect(amountSpellings(1500)).toEqual(['1500', '1,500', '1500.00', '1,500.00']);
    expect(amountSpellings(5)).toEqual(['5', '5.00']);
  });
});
