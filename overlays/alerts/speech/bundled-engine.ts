// The bundled engine: espeak-ng compiled to WebAssembly, run in the page, so speech works offline and
// in dev mode with no account. This module and its 18 MB program are loaded only when an alert speaks
// (speech-engine.ts imports it dynamically), from the product's own origin: Vite emits the .wasm as
// an asset of the build. espeak-ng is GPL-3.0-or-later, like the package that builds it.
import ESpeakNg from 'espeak-ng';
import wasmUrl from 'espeak-ng/dist/espeak-ng.wasm?url';

/** espeak-ng's own voice names: `en-us`, `de`, `en-gb-scotland`, with a variant such as `+f3`. */
const voicePattern = /^[a-z]{2,3}(?:-[a-z0-9]{1,10}){0,4}(?:\+[a-z0-9]{1,12})?$/i;
export const defaultBundledVoice = 'en-us';

/** espeak-ng's words per minute at rate 1, and the range it accepts. */
const wordsPerMinute = { normal: 175, min: 80, max: 450 };
/** espeak-ng's pitch at pitch 1, and its range. */
const pitchRange = { normal: 50, max: 99 };

let program: Promise<WebAssembly.Module> | undefined;

/** The program, compiled once per page and instantiated afresh for each utterance. */
function compiledProgram(): Promise<WebAssembly.Module> {
  program ??= (async () => {
    const response = await fetch(wasmUrl);
    if (!response.ok) throw new Error(`The speech engine could not be loaded (${response.status}).`);
    return WebAssembly.compile(await response.arrayBuffer());
  })();
  // A failed load is tried again by the next utterance rather than remembered.
  program.catch(() => {
    program = undefined;
  });
  return program;
}

/** Starts loading the program, so the first alert that speaks does not wait for it. */
export function warmUpBundled(): void {
  compiledProgram().catch(() => undefined);
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));

function commandLine(text: string, voice: string, rate: number, pitch: number): string[] {
  return [
    '-v',
    voice,
    '-s',
    String(Math.round(clamp(wordsPerMinute.normal * rate, wordsPerMinute.min, wordsPerMinute.max))),
    '-p',
    String(Math.round(clamp(pitchRange.normal * pitch, 0, pitchRange.max))),
    '-w',
    '/speech.wav',
    // The leading space keeps a text starting with `-` from being read as an option; `[[ ]]` would
    // switch espeak-ng to raw phoneme input.
    ` ${text.replace(/\[\[|\]\]/g, ' ')}`,
  ];
}

async function run(args: string[]): Promise<Uint8Array | null> {
  const module = await compiledProgram();
  const instance = await ESpeakNg({
    arguments: args,
    print: () => undefined,
    printErr: () => undefined,
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(module, imports).then((made) => done(made, module));
      return {};
    },
  });
  try {
    return instance.FS.readFile('/speech.wav');
  } catch {
    // espeak-ng wrote nothing: it refused the voice.
    return null;
  }
}

/** The text said by espeak-ng, as a WAV file (16-bit mono PCM). An unknown voice falls back to the default. */
export async function synthesizeBundled(
  text: string,
  voice: string,
  rate: number,
  pitch: number,
): Promise<Uint8Array> {
  const chosen = voicePattern.test(voice) ? voice : defaultBundledVoice;
  const wav =
    (await run(commandLine(text, chosen, rate, pitch))) ??
    (chosen === defaultBundledVoice ? null : await run(commandLine(text, defaultBundledVoice, rate, pitch)));
  if (!wav) throw new Error('The bundled speech engine produced no audio.');
  return wav;
}
