// Made-up viewers for a Simulator flood: names shaped like the ones a follow wave or a gift train
// brings (SleepyOtter, salty_noodle, CosmicFox42, RavenTV, TheLazyKoala), all different within one flood.

const adjectives = [
  'Sleepy',
  'Cozy',
  'Salty',
  'Lucky',
  'Pixel',
  'Turbo',
  'Mellow',
  'Cosmic',
  'Frosty',
  'Sneaky',
  'Rusty',
  'Chill',
  'Spicy',
  'Fuzzy',
  'Brave',
  'Quiet',
  'Dizzy',
  'Happy',
  'Lazy',
  'Neon',
  'Retro',
  'Shadow',
  'Crispy',
  'Wobbly',
];

const nouns = [
  'Otter',
  'Panda',
  'Fox',
  'Raven',
  'Wizard',
  'Goblin',
  'Pickle',
  'Noodle',
  'Cactus',
  'Tiger',
  'Moose',
  'Badger',
  'Falcon',
  'Penguin',
  'Llama',
  'Gecko',
  'Waffle',
  'Muffin',
  'Pirate',
  'Ninja',
  'Knight',
  'Potato',
  'Dragon',
  'Koala',
];

const channelSuffixes = ['TV', 'GG', 'Plays', 'Live', '_ttv'];

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;

/** One name, short enough (at most 16 characters) that a number added to tell it apart stays within 25. */
function viewerName(random: () => number): string {
  const adjective = pick(adjectives, random);
  const noun = pick(nouns, random);
  const digits = String(Math.floor(random() * 100));
  switch (Math.floor(random() * 5)) {
    case 0:
      return `${adjective}${noun}`;
    case 1:
      return `${adjective.toLowerCase()}_${noun.toLowerCase()}`;
    case 2:
      return `${adjective}${noun}${digits}`;
    case 3:
      return `${noun}${pick(channelSuffixes, random)}`;
    default:
      return `The${adjective}${noun}`;
  }
}

/** `count` different viewer names; a name drawn twice gets a number to set it apart. */
export function viewerNames(count: number, random: () => number = Math.random): string[] {
  const names = new Set<string>();
  while (names.size < count) {
    const name = viewerName(random);
    let distinct = name;
    for (let n = 2; names.has(distinct); n++) distinct = `${name}${n}`;
    names.add(distinct);
  }
  return [...names];
}
