// Non-ASCII characters folded to the Latin letters they pass for (spec section 2, step 3), from the
// UTS #39 confusables data that unhomoglyph ships. The skeleton data is built to compare two strings,
// not to read as Latin, so three of its habits are undone here: it maps ASCII itself (`m` → `rn`,
// `I` → `l`), which would change plain words, so only non-ASCII keys are used; it sends capital
// I look-alikes to `l`; and it leaves Cyrillic `м`, `н`, `т`, `к`, `в` as Latin small capitals.
import confusables from 'unhomoglyph/data.json';

/** Latin small capitals and near-letters the skeleton stops at, to the letter they read as. */
const smallCapitals: Record<string, string> = {
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ĸ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ʍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  π: 'n',
};

function readAsLatin(key: string, skeleton: string): string {
  // One character drawn like `m` comes out of the skeleton as `rn`.
  if (skeleton === 'rn') return 'm';
  // A capital that looks like `I` comes out as `l`; lower-case ones (`ӏ`, `ℓ`) really are `l`.
  if (skeleton === 'l' && key !== key.toLowerCase()) return 'i';
  let latin = '';
  for (const char of skeleton) latin += smallCapitals[char] ?? char;
  return latin;
}

function buildLookalikes(): Map<number, string> {
  const map = new Map<number, string>();
  for (const [key, skeleton] of Object.entries(confusables as Record<string, string>)) {
    const code = key.codePointAt(0) ?? 0;
    if (code < 128) continue;
    map.set(code, readAsLatin(key, skeleton));
  }
  for (const [char, latin] of Object.entries(smallCapitals)) map.set(char.codePointAt(0) ?? 0, latin);
  return map;
}

/** Code point → its Latin reading, for non-ASCII code points only. */
export const lookalikes: ReadonlyMap<number, string> = buildLookalikes();
