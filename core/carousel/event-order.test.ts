import { describe, expect, it } from 'vitest';
import type { CarouselKind } from './carousel-settings';
import { applyEventOrderInput, eventOrderInputValue } from './event-order';

const all: CarouselKind[] = ['follows', 'bits', 'subs', 'tips', 'top'];

describe('applyEventOrderInput', () => {
  it('removes the kind from the rotation when the input is blank', () => {
    expect(applyEventOrderInput(all, 'bits', '')).toEqual(['follows', 'subs', 'tips', 'top']);
  });

  it('removes the kind from the rotation when the input is 0', () => {
    expect(applyEventOrderInput(all, 'top', '0')).toEqual(['follows', 'bits', 'subs', 'tips']);
  });

  it('ignores an input that is not a number', () => {
    expect(applyEventOrderInput(all, 'subs', 'abc')).toEqual(all);
    expect(applyEventOrderInput(all, 'subs', '-')).toEqual(all);
    expect(applyEventOrderInput(all, 'subs', '-2')).toEqual(all);
    expect(applyEventOrderInput(all, 'subs', '1.5')).toEqual(all);
  });

  it('inserts the kind at the typed place, moving the others along', () => {
    expect(applyEventOrderInput(all, 'top', '1')).toEqual(['top', 'follows', 'bits', 'subs', 'tips']);
    expect(applyEventOrderInput(all, 'follows', '3')).toEqual(['bits', 'subs', 'follows', 'tips', 'top']);
  });

  it('places the kind last when the number is above the current count', () => {
    expect(applyEventOrderInput(all, 'follows', '6')).toEqual(['bits', 'subs', 'tips', 'top', 'follows']);
    expect(applyEventOrderInput(['bits'], 'tips', '4')).toEqual(['bits', 'tips']);
  });

  it('adds a kind that was out of the rotation back at the typed place', () => {
    expect(applyEventOrderInput(['follows', 'bits'], 'top', '1')).toEqual(['top', 'follows', 'bits']);
    expect(applyEventOrderInput([], 'subs', '2')).toEqual(['subs']);
  });

  it('keeps each kind once', () => {
    const order = applyEventOrderInput(all, 'tips', '2');
    expect(new Set(order).size).toBe(order.length);
  });
});

describe('eventOrderInputValue', () => {
  it('shows the 1-based place, or blank when the kind is out of the rotation', () => {
    expect(eventOrderInputValue(all, 'follows')).toBe('1');
    expect(eventOrderInputValue(all, 'top')).toBe('5');
    expect(eventOrderInputValue(['bits'], 'top')).toBe('');
  });
});
