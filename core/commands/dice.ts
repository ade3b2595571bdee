// Dice for the roll command: XdY+Z, XdY or Y (default one d20), with limits chat cannot abuse.

export const maxDice = 100;
export const maxSides = 1000;
export const maxModifier = 100_000;

export type DiceRoll = { count: number; sides: number; modifier: number };

/** The roll a viewer asked for, or a reason it cannot be rolled. */
export function parseDice(text: string): DiceRoll | { error: string } {
  const spec = text.trim().toLowerCase().replace(/\s+/g, '');
  if (spec === '') return { count: 1, sides: 20, modifier: 0 };
  const match = /^(?:(\d*)d)?(\d+)([+-]\d+)?$/.exec(spec);
  if (!match) return { error: 'Use XdY+Z, XdY or Y, for example 2d6+1.' };
  const count = match[1] === undefined ? 1 : match[1] === '' ? 1 : Number(match[1]);
  const sides = Number(match[2]);
  const modifier = match[3] ? Number(match[3]) : 0;
  if (count < 1 || count > maxDice) return { error: `Roll between 1 and ${maxDice} dice.` };
  if (sides < 2 || sides > maxSides) return { error: `Dice have between 2 and ${maxSides} sides.` };
  if (Math.abs(modifier) > maxModifier) return { error: `Keep the modifier within ±${maxModifier}.` };
  return { count, sides, modifier };
}

export function rollDice(roll: DiceRoll, random: () => number): { rolls: number[]; total: number } {
  const rolls = Array.from({ length: roll.count }, () => 1 + Math.floor(random() * roll.sides));
  return { rolls, total: rolls.reduce((sum, value) => sum + value, 0) + roll.modifier };
}

export function describeRoll(roll: DiceRoll, result: { rolls: number[]; total: number }): string {
  const modifier = roll.modifier === 0 ? '' : roll.modifier > 0 ? `+${roll.modifier}` : String(roll.modifier);
  const shown =
    roll.count === 1 && roll.modifier === 0
      ? ''
      : ` (${result.rolls.length <= 20 ? result.rolls.join(', ') : `${roll.count} dice`}${modifier})`;
  return `rolled ${roll.count}d${roll.sides}${modifier}: ${result.total}${shown}`;
}
