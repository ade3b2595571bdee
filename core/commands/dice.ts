// Dice for the roll command: XdY+Z, XdY or Y (default one d20), with limits chat cannot abuse.

export const maxDice = 100;
export const maxSides = 1000;
export const maxModifier = 100_000;

const diceFormat = 'write the roll as XdY+Z, XdY or Y: 2d6+3 rolls two six-sided dice and adds 3.';
const diceLimits = `you can roll 1 to ${maxDice} dice of 2 to ${maxSides.toLocaleString('en-US')} sides each, plus or minus at most ${maxModifier.toLocaleString('en-US')}, for example 2d6+3.`;

export type DiceRoll = { count: number; sides: number; modifier: number };

/** The roll a viewer asked for, or a reason it cannot be rolled. */
export function parseDice(text: string): DiceRoll | { error: string } {
  const spec = text.trim().toLowerCase().replace(/\s+/g, '');
  if (spec === '') return { count: 1, sides: 20, modifier: 0 };
  const match = /^(?:(\d*)d)?(\d+)([+-]\d+)?$/.exec(spec);
  if (!match) return { error: diceFormat };
  const count = match[1] === undefined ? 1 : match[1] === '' ? 1 : Number(match[1]);
  const sides = Number(match[2]);
  const modifier = match[3] ? Number(match[3]) : 0;
  // One message names every limit, so a viewer fixes the roll in one try whichever part was off.
  if (count < 1 || count > maxDice || sides < 2 || sides > maxSides || Math.abs(modifier) > maxModifier)
    return { error: diceLimits };
  return { count, sides, modifier };
}

export function rollDice(roll: DiceRoll, random: () => number): { rolls: number[]; total: number } {
  const rolls = Array.from({ length: roll.count }, () => 1 + Math.floor(random() * roll.sides));
  return { rolls, total: rolls.reduce((sum, value) => sum + value, 0) + roll.modifier };
}

/** "rolled 2d6+3: 8 (1 + 4, +3)": the dice one by one (a count past 20), then the modifier. */
export function describeRoll(roll: DiceRoll, result: { rolls: number[]; total: number }): string {
  const modifier = roll.modifier === 0 ? '' : roll.modifier > 0 ? `+${roll.modifier}` : String(roll.modifier);
  const said = `rolled ${roll.count}d${roll.sides}${modifier}: ${result.total}`;
  if (roll.count === 1 && roll.modifier === 0) return said;
  const dice = result.rolls.length <= 20 ? result.rolls.join(' + ') : `${roll.count} dice`;
  return `${said} (${modifier ? `${dice}, ${modifier}` : dice})`;
}
