// A colour setting: a swatch that opens a picker (react-colorful) with number inputs for every RGB,
// HSV and alpha channel and a six-digit hex input. The value is the overlays' 8-hex colour.
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { HsvaColorPicker } from 'react-colorful';
import {
  type ColorChannel,
  channelRanges,
  clampChannel,
  formatColor,
  type Hsva,
  hexOf,
  hsvToRgb,
  parseColor,
  parseHexInput,
  type Rgba,
  rgbToHsv,
} from '../../core/color/color';
import { compositeOver, contrastRatio, readabilityOf } from '../../core/color/contrast';
import './ColorPicker.css';

/** Focus may move between the popover's own controls; only a real blur closes it. */
const closeAfterBlurMs = 100;

const channelLabels: Record<ColorChannel, string> = {
  r: 'Red',
  g: 'Green',
  b: 'Blue',
  h: 'Hue',
  s: 'Saturation',
  v: 'Brightness',
  a: 'Alpha',
};

function colorOf(value: string): { rgba: Rgba; hsva: Hsva } {
  const rgba = parseColor(value) ?? { r: 0, g: 0, b: 0, a: 100 };
  return { rgba, hsva: rgbToHsv(rgba) };
}
const isRgbaChannel = (channel: ColorChannel): channel is keyof Rgba =>
  channel === 'r' || channel === 'g' || channel === 'b' || channel === 'a';
const roundHsva = ({ h, s, v, a }: Hsva): Hsva => ({
  h: Math.round(h) % 360,
  s: Math.round(s),
  v: Math.round(v),
  a: Math.round(a),
});

export function ColorPicker({
  label,
  value,
  onChange,
  contrastWith,
}: {
  label: string;
  /** 8 hex digits: RRGGBB then alpha. */
  value: string;
  onChange: (value: string) => void;
  /** A background colour (8 hex) to show this colour's readability against. */
  contrastWith?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  // Both forms are kept: RGB exactly as typed (so a hex input survives unchanged), HSV so a grey or
  // black keeps the hue the user chose. Each edit sets one from the other.
  const [color, setColor] = useState(() => colorOf(value));
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const { rgba, hsva } = color;

  useEffect(() => {
    setColor((current) => (formatColor(current.rgba) === value ? current : colorOf(value)));
  }, [value]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function applyRgba(next: Rgba) {
    const nextHsva = rgbToHsv(next);
    // A grey has no hue, and black no saturation either: keep the ones shown.
    setColor({
      rgba: next,
      hsva: {
        ...nextHsva,
        h: nextHsva.s === 0 || nextHsva.v === 0 ? hsva.h : nextHsva.h,
        s: nextHsva.v === 0 ? hsva.s : nextHsva.s,
      },
    });
    onChange(formatColor(next));
  }
  function applyHsva(next: Hsva) {
    const nextRgba = hsvToRgb(next);
    setColor({ rgba: nextRgba, hsva: next });
    onChange(formatColor(nextRgba));
  }

  function setChannel(channel: ColorChannel, input: string) {
    const clamped = clampChannel(channel, input);
    if (clamped === null) return;
    if (isRgbaChannel(channel)) applyRgba({ ...rgba, [channel]: clamped });
    else applyHsva({ ...hsva, [channel]: clamped });
  }

  const channelValue = (channel: ColorChannel) => (isRgbaChannel(channel) ? rgba[channel] : hsva[channel]);

  return (
    <fieldset
      className="color-picker"
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        closeTimer.current = setTimeout(() => setIsOpen(false), closeAfterBlurMs);
      }}
      onFocus={() => clearTimeout(closeTimer.current)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          setIsOpen(false);
        }
      }}
    >
      <legend className="label" id={`${id}-label`}>
        {label}
      </legend>
      <button
        type="button"
        className="color-swatch-button"
        aria-expanded={isOpen}
        aria-controls={`${id}-popover`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className="color-swatch" style={{ '--swatch': `#${value}` } as CSSProperties} />
        <code id={`${id}-value`}>#{value}</code>
      </button>
      {contrastWith && <ReadabilityHint color={value} background={contrastWith} />}
      {isOpen && (
        // Focusable, so a click on its padding keeps focus inside and does not close it.
        <fieldset className="color-popover" id={`${id}-popover`} tabIndex={-1}>
          <legend className="visually-hidden">{label} picker</legend>
          <HsvaColorPicker
            color={{ ...hsva, a: hsva.a / 100 }}
            onChange={(next) => applyHsva(roundHsva({ ...next, a: next.a * 100 }))}
          />
          <div className="color-channels">
            {(['r', 'g', 'b', 'a', 'h', 's', 'v'] as const).map((channel) => (
              <ChannelInput
                key={channel}
                label={channelLabels[channel]}
                short={channel.toUpperCase()}
                channel={channel}
                value={channelValue(channel)}
                onInput={(text) => setChannel(channel, text)}
              />
            ))}
            <HexInput rgb={rgba} onValid={(rgb) => applyRgba({ ...rgb, a: rgba.a })} />
          </div>
          <button type="button" className="button subtle color-done" onClick={() => setIsOpen(false)}>
            Done
          </button>
        </fieldset>
      )}
    </fieldset>
  );
}

/** A channel's number input: typing applies each valid value at once, clamped; blur shows the result. */
function ChannelInput({
  label,
  short,
  channel,
  value,
  onInput,
}: {
  label: string;
  short: string;
  channel: ColorChannel;
  value: number;
  onInput: (text: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  return (
    <label className="color-channel" htmlFor={id} title={label}>
      <span aria-hidden="true">{short}</span>
      <input
        id={id}
        type="number"
        aria-label={label}
        min={channelRanges[channel].min}
        max={channelRanges[channel].max}
        value={draft ?? value}
        onChange={(event) => {
          setDraft(event.target.value);
          onInput(event.target.value);
        }}
        onBlur={() => setDraft(null)}
      />
    </label>
  );
}

/** Six hex digits; applied only once they make a colour. */
function HexInput({
  rgb,
  onValid,
}: {
  rgb: Rgba;
  onValid: (rgb: { r: number; g: number; b: number }) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  return (
    <label className="color-channel hex" htmlFor={id}>
      <span aria-hidden="true">#</span>
      <input
        id={id}
        aria-label="Hex colour"
        maxLength={6}
        spellCheck={false}
        autoComplete="off"
        value={draft ?? hexOf(rgb)}
        onChange={(event) => {
          setDraft(event.target.value);
          const parsed = parseHexInput(event.target.value);
          if (parsed) onValid(parsed);
        }}
        onBlur={() => setDraft(null)}
      />
    </label>
  );
}

const readabilityText = {
  AAA: 'easy to read',
  AA: 'readable',
  'AA large': 'readable only when large',
  poor: 'hard to read',
};

/** How readable a text colour is on a background (both 8-hex), composited as the overlay draws them. */
export function ReadabilityHint({ color, background }: { color: string; background: string }) {
  const text = parseColor(color);
  const bg = parseColor(background);
  if (!text || !bg) return null;
  if (bg.a === 0) {
    return (
      <span className="hint readability">
        The background is transparent, so readability depends on your stream; an outline helps.
      </span>
    );
  }
  const ratio = contrastRatio(compositeOver(text, bg), bg);
  const level = readabilityOf(ratio);
  return (
    <span className={`hint readability ${level === 'poor' ? 'poor' : ''}`}>
      Contrast with the background {ratio.toFixed(1)}:1, {level}: {readabilityText[level]}
      {bg.a < 100 ? ' (the background is see-through)' : ''}.
    </span>
  );
}
