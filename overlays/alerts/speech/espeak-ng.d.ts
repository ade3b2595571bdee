// The espeak-ng package (an Emscripten build of the espeak-ng program) ships no types: what we use of it.
declare module 'espeak-ng' {
  export type ESpeakNgOptions = {
    /** The command line; the program runs once as the module starts. */
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** Emscripten's hook to instantiate the program from a module compiled once. */
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => object;
  };
  export type ESpeakNgModule = {
    FS: { readFile(path: string): Uint8Array };
  };
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
