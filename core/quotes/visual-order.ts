// The wallpaper renderer lays text out left to right only: runs of right-to-left script (Hebrew,
// Arabic) are turned into the order they are seen in, so "שלום" is not drawn backwards. A run takes
// in the spaces and punctuation between its words; digits and Latin text end it.

const rightToLeft = /[\u0590-\u05FF\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** Spaces and punctuation that stay inside a run when right-to-left letters stand on both sides. */
const neutral = /[\s.,!?;:'"()\-\u060C\u061B\u061F\u05BE]/;

export function visualOrder(text: string): string {
  const chars = [...text];
  const out: string[] = [];
  let i = 0;
  while (i < chars.length) {
    if (!rightToLeft.test(chars[i] as string)) {
      out.push(chars[i] as string);
      i++;
      continue;
    }
    // The run: right-to-left letters and the neutrals between them (not those after its last letter).
    let end = i;
    let last = i;
    while (
      end < chars.length &&
      (rightToLeft.test(chars[end] as string) || neutral.test(chars[end] as string))
    ) {
      if (rightToLeft.test(chars[end] as string)) last = end;
      end++;
    }
    out.push(...chars.slice(i, last + 1).reverse());
    i = last + 1;
  }
  return out.join('');
}
