// npx tsx scripts/make-alert-defaults.ts: draws and synthesises the bundled default media of each alert
// type into public/alert-defaults/: `{type}.png`, a 300 px icon on a transparent background (SVG drawn
// here, rendered by resvg), and `{type}.wav`, a short chime (22.05 kHz, 16-bit mono). Everything is made
// from this file alone, so the files are the repository's own. Run again after changing a drawing or tune.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Resvg } from '@cf-wasm/resvg';
import { type AlertType, alertTypes } from '../core/alerts/alert';

const outDir = new URL('../public/alert-defaults/', import.meta.url);
const size = 300;

// ---- Images ----------------------------------------------------------------------------------------

/** A vertical gradient, light at the top, and the darker edge colour the icon is outlined with. */
type Paint = { light: string; dark: string; edge: string };

const gradient = (id: string, { light, dark }: Paint) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;

/** A soft disc of the icon's colour behind it, so the icon reads on any stream. */
const halo = (colour: string) =>
  `<circle cx="150" cy="150" r="138" fill="${colour}" opacity="0.16"/><circle cx="150" cy="150" r="112" fill="${colour}" opacity="0.14"/>`;

const outlined = (paint: Paint) => `stroke="${paint.edge}" stroke-width="8" stroke-linejoin="round"`;

/** A five-pointed star of outer radius r around (cx, cy). */
function starPath(cx: number, cy: number, r: number, inner = 0.45): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * inner;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
}

/** A small four-pointed sparkle. */
const sparkle = (x: number, y: number, r: number, colour = '#ffffff') =>
  `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z" fill="${colour}"/>`;

const heart =
  'M150 250C150 250 52 190 52 120C52 84 80 60 110 60C128 60 142 70 150 84C158 70 172 60 190 60C220 60 248 84 248 120C248 190 150 250 150 250Z';

const drawings: Record<AlertType, { paint: Paint; body: (fill: string, paint: Paint) => string }> = {
  follow: {
    paint: { light: '#ff8fb1', dark: '#e0245e', edge: '#9e1442' },
    body: (fill, paint) =>
      `<path d="${heart}" fill="${fill}" ${outlined(paint)}/>
       <path d="M92 96C100 84 116 80 126 86" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.7"/>
       ${sparkle(238, 62, 18)}${sparkle(62, 230, 12)}`,
  },
  sub: {
    paint: { light: '#ffe27a', dark: '#f5a000', edge: '#a35f00' },
    body: (fill, paint) =>
      `<path d="${starPath(150, 160, 112)}" fill="${fill}" ${outlined(paint)}/>
       <path d="${starPath(150, 160, 52)}" fill="#ffffff" opacity="0.35"/>
       ${sparkle(246, 58, 18)}${sparkle(56, 76, 12)}`,
  },
  resub: {
    paint: { light: '#c9a4ff', dark: '#7b3fe4', edge: '#4b1fa0' },
    body: (fill, paint) =>
      `<path d="M150 40A110 110 0 1 1 50 104" fill="none" stroke="${paint.edge}" stroke-width="30" stroke-linecap="round"/>
       <path d="M150 40A110 110 0 1 1 50 104" fill="none" stroke="${fill}" stroke-width="18" stroke-linecap="round"/>
       <path d="M26 92L58 60L78 112Z" fill="${paint.dark}" ${outlined(paint)}/>
       <path d="${starPath(150, 156, 68)}" fill="#ffd54a" stroke="#a35f00" stroke-width="7" stroke-linejoin="round"/>`,
  },
  giftBomb: {
    paint: { light: '#7fe3d0', dark: '#12a58a', edge: '#0a6453' },
    body: (fill, paint) =>
      `<rect x="56" y="128" width="188" height="130" rx="14" fill="${fill}" ${outlined(paint)}/>
       <rect x="42" y="96" width="216" height="50" rx="12" fill="${fill}" ${outlined(paint)}/>
       <rect x="134" y="96" width="32" height="162" fill="#ff5e8a" stroke="#9e1442" stroke-width="6"/>
       <path d="M150 96C118 52 70 58 84 86C92 100 126 98 150 96Z" fill="#ff5e8a" stroke="#9e1442" stroke-width="7" stroke-linejoin="round"/>
       <path d="M150 96C182 52 230 58 216 86C208 100 174 98 150 96Z" fill="#ff5e8a" stroke="#9e1442" stroke-width="7" stroke-linejoin="round"/>
       ${sparkle(250, 52, 16)}${sparkle(42, 60, 12)}${sparkle(268, 180, 10)}`,
  },
  cheer: {
    paint: { light: '#b9f0ff', dark: '#3aa7e8', edge: '#1c5f9e' },
    body: (fill, paint) =>
      `<path d="M150 258L44 128L92 58H208L256 128Z" fill="${fill}" ${outlined(paint)}/>
       <path d="M44 128H256M92 58L122 128L150 258L178 128L208 58M122 128L150 58L178 128" fill="none" stroke="${paint.edge}" stroke-width="5" stroke-linejoin="round" opacity="0.55"/>
       <path d="M92 58L122 128H44Z" fill="#ffffff" opacity="0.45"/>
       ${sparkle(246, 50, 18)}${sparkle(54, 232, 12)}`,
  },
  raid: {
    paint: { light: '#ffb36b', dark: '#f0591e', edge: '#a3330a' },
    body: (fill, paint) =>
      `<rect x="62" y="44" width="16" height="228" rx="8" fill="#a9aeb8" stroke="#4a4f59" stroke-width="6"/>
       <circle cx="70" cy="38" r="15" fill="#ffd54a" stroke="#a35f00" stroke-width="6"/>
       <path d="M78 60C130 38 160 88 246 66V176C160 198 130 148 78 170Z" fill="${fill}" ${outlined(paint)}/>
       <path d="${starPath(160, 120, 34)}" fill="#ffffff" opacity="0.85"/>
       ${sparkle(250, 214, 16)}${sparkle(34, 120, 11)}`,
  },
  tip: {
    paint: { light: '#ffe58a', dark: '#e9a400', edge: '#8f5c00' },
    body: (fill, paint) =>
      `<ellipse cx="150" cy="226" rx="96" ry="30" fill="${paint.dark}" ${outlined(paint)}/>
       <ellipse cx="150" cy="204" rx="96" ry="30" fill="${paint.dark}" ${outlined(paint)}/>
       <circle cx="150" cy="132" r="96" fill="${fill}" ${outlined(paint)}/>
       <circle cx="150" cy="132" r="72" fill="none" stroke="${paint.edge}" stroke-width="5" opacity="0.45"/>
       <path d="M150 176C150 176 106 150 106 118C106 102 118 92 130 92C139 92 146 97 150 104C154 97 161 92 170 92C182 92 194 102 194 118C194 150 150 176 150 176Z" fill="${paint.edge}" opacity="0.55"/>
       ${sparkle(236, 54, 18)}`,
  },
  redemption: {
    paint: { light: '#9fe7ff', dark: '#7b3fe4', edge: '#3c1a8a' },
    body: (fill, paint) =>
      `<path d="M56 86H244V122A28 28 0 0 0 244 178V214H56V178A28 28 0 0 0 56 122Z" fill="${fill}" ${outlined(paint)}/>
       <path d="M186 92V208" stroke="#ffffff" stroke-width="5" stroke-dasharray="10 9" opacity="0.7"/>
       <path d="${starPath(122, 152, 44)}" fill="#ffd54a" stroke="#a35f00" stroke-width="6" stroke-linejoin="round"/>
       ${sparkle(250, 62, 16)}${sparkle(52, 244, 12)}`,
  },
};

async function drawIcon(type: AlertType): Promise<Uint8Array> {
  const { paint, body } = drawings[type];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 300 300">
    <defs>${gradient('fill', paint)}</defs>
    ${halo(paint.dark)}
    ${body('url(#fill)', paint)}
  </svg>`;
  const resvg = await Resvg.async(svg, { fitTo: { mode: 'width', value: size } });
  return resvg.render().asPng();
}

// ---- Sounds ----------------------------------------------------------------------------------------

const sampleRate = 22_050;

/** One struck note: when it starts (s), its pitch (Hz), how long it rings (s), how loud (0-1). */
type Note = { at: number; hz: number; ring: number; gain: number };

/** A struck bell-like tone: a few partials, each fading faster than the one below it. */
const partials = [
  { ratio: 1, gain: 1, decay: 1 },
  { ratio: 2, gain: 0.35, decay: 1.6 },
  { ratio: 3.01, gain: 0.12, decay: 2.4 },
  { ratio: 4.2, gain: 0.05, decay: 3.2 },
];

/** Note names to Hz, equal temperament around A4 = 440 Hz. */
const hz = (name: string) => {
  const match = /^([A-G])(#?)(\d)$/.exec(name);
  if (!match) throw new Error(`not a note: ${name}`);
  const semitone = { C: -9, D: -7, E: -5, F: -4, G: -2, A: 0, B: 2 }[match[1] as 'C'] + (match[2] ? 1 : 0);
  return 440 * 2 ** ((semitone + 12 * (Number(match[3]) - 4)) / 12);
};

/** Notes `step` seconds apart, each ringing `ring` seconds, the last one longer. */
const run = (names: string[], step: number, ring: number, gain = 0.8): Note[] =>
  names.map((name, i) => ({
    at: i * step,
    hz: hz(name),
    ring: i === names.length - 1 ? ring * 1.6 : ring,
    gain,
  }));

const tunes: Record<AlertType, { seconds: number; notes: Note[] }> = {
  // A warm rising fifth.
  follow: { seconds: 0.8, notes: run(['E5', 'B5'], 0.12, 0.35) },
  // A major arpeggio.
  sub: { seconds: 1.0, notes: run(['C5', 'E5', 'G5', 'C6'], 0.09, 0.3, 0.7) },
  // The arpeggio come round again: down, then up higher.
  resub: { seconds: 1.1, notes: run(['G5', 'E5', 'G5', 'C6', 'E6'], 0.085, 0.28, 0.65) },
  // A quick shower of notes for many gifts.
  giftBomb: { seconds: 1.2, notes: run(['C5', 'E5', 'G5', 'C6', 'E6', 'G6', 'C7'], 0.06, 0.25, 0.55) },
  // Bright high pings, like glass.
  cheer: { seconds: 0.9, notes: run(['A5', 'E6', 'A6'], 0.1, 0.3, 0.6) },
  // A lower fanfare.
  raid: { seconds: 1.2, notes: run(['G4', 'C5', 'E5', 'G5'], 0.13, 0.4, 0.75) },
  // A coin: two quick notes, the second held.
  tip: { seconds: 0.7, notes: run(['B5', 'E6'], 0.08, 0.3, 0.7) },
  // A gentle magic turn.
  redemption: { seconds: 0.95, notes: run(['D6', 'A5', 'F#5', 'D6'], 0.09, 0.3, 0.6) },
};

/** The peak the mix is scaled to: about -8 dBFS, so it never drowns the stream's own sound. */
const peak = 0.4;

function synthesise(type: AlertType): Uint8Array {
  const { seconds, notes } = tunes[type];
  const length = Math.round(seconds * sampleRate);
  const mix = new Float64Array(length);
  for (const note of notes) {
    const start = Math.round(note.at * sampleRate);
    for (let i = start; i < length; i++) {
      const t = (i - start) / sampleRate;
      // A 4 ms attack, so the note starts without a click.
      const attack = Math.min(1, t / 0.004);
      let value = 0;
      for (const partial of partials) {
        const frequency = note.hz * partial.ratio;
        if (frequency >= sampleRate / 2) continue;
        value +=
          partial.gain * Math.exp((-t * partial.decay) / note.ring) * Math.sin(2 * Math.PI * frequency * t);
      }
      mix[i] = (mix[i] ?? 0) + note.gain * attack * value;
    }
  }
  const loudest = mix.reduce((max, value) => Math.max(max, Math.abs(value)), 0) || 1;
  const pcm = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    // The last 60 ms fade to silence, so the file ends without a click.
    const fade = Math.min(1, (length - i) / (0.06 * sampleRate));
    pcm[i] = Math.round(((mix[i] ?? 0) / loudest) * peak * fade * 32767);
  }
  return wav(pcm);
}

/** A canonical 44-byte-header PCM WAV. */
function wav(pcm: Int16Array): Uint8Array {
  const data = pcm.byteLength;
  const out = new DataView(new ArrayBuffer(44 + data));
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i++) out.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  out.setUint32(4, 36 + data, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  out.setUint32(16, 16, true);
  out.setUint16(20, 1, true); // PCM
  out.setUint16(22, 1, true); // mono
  out.setUint32(24, sampleRate, true);
  out.setUint32(28, sampleRate * 2, true);
  out.setUint16(32, 2, true);
  out.setUint16(34, 16, true);
  text(36, 'data');
  out.setUint32(40, data, true);
  for (let i = 0; i < pcm.length; i++) out.setInt16(44 + i * 2, pcm[i] ?? 0, true);
  return new Uint8Array(out.buffer);
}

mkdirSync(outDir, { recursive: true });
for (const type of alertTypes) {
  const png = await drawIcon(type);
  const sound = synthesise(type);
  writeFileSync(new URL(`${type}.png`, outDir), png);
  writeFileSync(new URL(`${type}.wav`, outDir), sound);
  console.log(
    `${type}: png ${(png.length / 1024).toFixed(1)} KB, wav ${(sound.length / 1024).toFixed(1)} KB`,
  );
}
