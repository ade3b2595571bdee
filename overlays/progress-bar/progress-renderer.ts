// The goal progress bar itself (spec overlays.md "Progress bar settings"): a title beside or above
// a bar whose fill follows the amount smoothly. Plain DOM, no framework; the dashboard's preview and
// the carousel's top slot mount this same renderer. The bar is two layers, empty and full, with the
// same text: the full layer is clipped to the progress, so the text changes colour where the fill is.
import type { ProgressBarSettings } from '../../core/progress/progress-settings';
import { carouselFontFamilies } from '../carousel/fonts';
import './progress-bar.css';

export type ProgressView = {
  settings: ProgressBarSettings;
  amount: number;
  goal: number;
  title: string;
  /** The words on the bar; "amount / goal" unless given. */
  barText?: string;
};

export type MountedProgressBar = {
  update(view: ProgressView): void;
  destroy(): void;
};

const px = (value: number) => `${value}px`;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}

/** The share of the goal reached, 0 to 1; past the goal the bar stays full. */
export const progressShare = (amount: number, goal: number) =>
  goal > 0 ? Math.min(1, Math.max(0, amount / goal)) : 1;

const number = new Intl.NumberFormat('en-US');

function layer(className: string): { box: HTMLDivElement; text: HTMLSpanElement } {
  const box = element('div', `progress-layer ${className}`);
  const text = element('span', 'progress-bar-text');
  box.appendChild(text);
  return { box, text };
}

/** Draws the bar into `root` (which becomes the `.progress` element). */
export function mountProgressBar(root: HTMLElement, initial: ProgressView): MountedProgressBar {
  const title = element('div', 'progress-title');
  const bar = element('div', 'progress-bar');
  const empty = layer('progress-empty');
  const full = layer('progress-full');
  bar.replaceChildren(empty.box, full.box);
  root.replaceChildren(title, bar);

  const draw = ({ settings: s, amount, goal, title: titleText, barText }: ProgressView) => {
    const direction = s.sameLineReverse ? 'row-reverse' : s.sameLine ? 'row' : 'column';
    root.className = `progress${s.textOutline ? ' has-outline' : ''}`;
    Object.assign(root.style, {
      flexDirection: direction,
      gap: px(direction === 'column' && !titleText ? 0 : s.spaceBetween),
      fontFamily: carouselFontFamilies[s.font],
    });
    title.textContent = titleText;
    title.hidden = titleText === '';
    Object.assign(title.style, { fontSize: px(s.titleFontSize), color: `#${s.titleTextColor}` });
    Object.assign(bar.style, { width: px(s.width), height: px(s.height), fontSize: px(s.barFontSize) });
    const words = barText ?? `${number.format(amount)} / ${number.format(goal)}`;
    for (const [part, side] of [
      [empty, 'empty'],
      [full, 'full'],
    ] as const) {
      part.text.textContent = words;
      Object.assign(part.box.style, {
        background: `#${side === 'empty' ? s.emptyBgColor : s.fullBgColor}`,
        borderColor: `#${side === 'empty' ? s.emptyBorderColor : s.fullBorderColor}`,
        color: `#${side === 'empty' ? s.emptyFontColor : s.fullFontColor}`,
        borderWidth: px(s.borderWidth),
        borderRadius: px(s.borderRadius),
      });
    }
    const share = progressShare(amount, goal);
    full.box.style.clipPath = `inset(0 ${(100 * (1 - share)).toFixed(3)}% 0 0)`;
    root.dataset.share = share.toFixed(4);
    root.dataset.amount = String(amount);
  };

  draw(initial);
  return {
    update: draw,
    destroy() {
      root.replaceChildren();
      for (const name of ['class', 'style', 'data-share', 'data-amount']) root.removeAttribute(name);
    },
  };
}
