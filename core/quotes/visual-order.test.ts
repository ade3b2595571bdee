import { describe, expect, it } from 'vitest';
import { visualOrder } from './visual-order';

describe('visualOrder', () => {
  it('leaves left-to-right text alone', () => {
    expect(visualOrder('Hello, Привет 日本 😀 123')).toBe('Hello, Привет 日本 😀 123');
  });

  it('turns a right-to-left run, words and spaces between them included, into seen order', () => {
    expect(visualOrder('שלום')).toBe('םולש');
    expect(visualOrder('שלום עולם')).toBe('םלוע םולש');
    expect(visualOrder('Hi שלום עולם! 5')).toBe('Hi םלוע םולש! 5');
    expect(visualOrder('مرحبا')).toBe('ابحرم');
  });
});
