// An Aho-Corasick automaton over UTF-16 code units: every occurrence of any of thousands of literal
// keys in one left-to-right pass, however many keys there are. Built once per word list.

export type Automaton = {
  /** Transitions per node; the root's ASCII ones also sit in `rootAscii` for the common case. */
  next: Map<number, number>[];
  rootAscii: Int32Array;
  fail: Int32Array;
  /** Keys ending at each node (through its failure links too), or null. */
  output: (number[] | null)[];
  keyLengths: Int32Array;
};

export function buildAutomaton(keys: readonly string[]): Automaton {
  const next: Map<number, number>[] = [new Map()];
  const outputSets: (number[] | null)[] = [null];
  keys.forEach((key, keyIndex) => {
    if (key.length === 0) return;
    let node = 0;
    for (let index = 0; index < key.length; index++) {
      const code = key.charCodeAt(index);
      let child = next[node]?.get(code);
      if (child === undefined) {
        child = next.length;
        next.push(new Map());
        outputSets.push(null);
        next[node]?.set(code, child);
      }
      node = child;
    }
    outputSets[node] = [...(outputSets[node] ?? []), keyIndex];
  });

  const fail = new Int32Array(next.length);
  const queue: number[] = [];
  for (const child of next[0]?.values() ?? []) queue.push(child);
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head] as number;
    for (const [code, child] of next[node] ?? []) {
      let state = fail[node] as number;
      while (state !== 0 && !next[state]?.has(code)) state = fail[state] as number;
      const target = next[state]?.get(code);
      fail[child] = target !== undefined && target !== child ? target : 0;
      const inherited = outputSets[fail[child] as number];
      if (inherited) outputSets[child] = [...(outputSets[child] ?? []), ...inherited];
      queue.push(child);
    }
  }

  const rootAscii = new Int32Array(128);
  for (const [code, child] of next[0] ?? []) if (code < 128) rootAscii[code] = child;
  return {
    next,
    rootAscii,
    fail,
    output: outputSets,
    keyLengths: Int32Array.from(keys, (key) => key.length),
  };
}

/**
 * Calls `visit(keyIndex, start, end)` for each occurrence of a key in `text`, in order of where they
 * end; stops early when `visit` returns true.
 */
export function forEachOccurrence(
  automaton: Automaton,
  text: string,
  visit: (keyIndex: number, start: number, end: number) => boolean | undefined,
): void {
  const { next, rootAscii, fail, output, keyLengths } = automaton;
  let state = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    let target: number | undefined;
    for (;;) {
      target = state === 0 && code < 128 ? rootAscii[code] || undefined : next[state]?.get(code);
      if (target !== undefined || state === 0) break;
      state = fail[state] as number;
    }
    state = target ?? 0;
    const keys = output[state];
    if (!keys) continue;
    for (const key of keys) {
      const end = index + 1;
      if (visit(key, end - (keyLengths[key] as number), end)) return;
    }
  }
}
