// The clip reel's frame (spec overlays.md "Clip reel"): the player area at the configured width and
// top margin, and the info box over it (title, game, submitter, slug as chosen; font, size, colours,
// alignment, outline, offsets). Plain DOM; the dashboard's preview mounts this same renderer, and
// the overlay puts its <video> or embed into `stage`.
import type { ClipReelSettings } from '../../core/clips/clip-reel-settings';
import { carouselFontFamilies } from '../carousel/fonts';
import './clip-reel.css';

/** What the info box tells of the clip on screen. */
export type ClipInfo = { id: string; title: string; gameName: string; creatorUsername: string };

export type ClipReelView = { settings: ClipReelSettings; clip: ClipInfo | null };

export type MountedClipReel = {
  /** Where the player goes. */
  stage: HTMLDivElement;
  update(view: ClipReelView): void;
  destroy(): void;
};

const px = (value: number) => `${value}px`;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}

/** The info box's lines for these settings: only what the streamer chose to show. */
export function infoLines(settings: ClipReelSettings, clip: ClipInfo): [className: string, text: string][] {
  const lines: [string, string][] = [];
  if (settings.showTitle) lines.push(['clip-info-title', clip.title]);
  if (settings.showGameName && clip.gameName) lines.push(['clip-info-game', clip.gameName]);
  if (settings.showSubmitter) lines.push(['clip-info-submitter', `Clipped by ${clip.creatorUsername}`]);
  if (settings.showSlug) lines.push(['clip-info-slug', clip.id]);
  return lines;
}

/**
 * Where the info box sits: its saved offsets; with no vertical offset it sits at the bottom, with no
 * horizontal one on the side its text is aligned to.
 */
function placeInfo(info: HTMLElement, settings: ClipReelSettings): void {
  const { top, bottom, left, right } = settings.infoboxPosition;
  const vertical = top !== undefined ? { top: px(top), bottom: '' } : { top: '', bottom: px(bottom ?? 0) };
  const alignedSide = settings.textAlign === 'right' ? 'right' : 'left';
  const horizontal =
    left !== undefined
      ? { left: px(left), right: '' }
      : right !== undefined
        ? { left: '', right: px(right) }
        : { left: alignedSide === 'left' ? '0px' : '', right: alignedSide === 'right' ? '0px' : '' };
  Object.assign(info.style, vertical, horizontal);
}

export function mountClipReel(root: HTMLElement, initial: ClipReelView): MountedClipReel {
  const reel = element('div', 'clip-reel');
  const stage = element('div', 'clip-stage');
  const info = element('div', 'clip-info');
  reel.replaceChildren(stage, info);
  root.replaceChildren(reel);

  const draw = ({ settings: s, clip }: ClipReelView) => {
    Object.assign(root.style, { paddingTop: px(s.topMargin) });
    Object.assign(reel.style, { width: s.width > 0 ? px(s.width) : '100%' });
    const lines = clip ? infoLines(s, clip) : [];
    info.replaceChildren(
      ...lines.map(([className, text]) => {
        const line = element('div', `clip-info-line ${className}`);
        line.textContent = text;
        return line;
      }),
    );
    info.hidden = lines.length === 0;
    info.className = `clip-info${s.noOutline ? '' : ' has-outline'}`;
    Object.assign(info.style, {
      fontFamily: carouselFontFamilies[s.font],
      fontSize: px(s.fontSize),
      color: `#${s.fontColor}`,
      background: `#${s.bgColor}`,
      textAlign: s.textAlign,
    });
    placeInfo(info, s);
  };

  draw(initial);
  return {
    stage,
    update: draw,
    destroy: () => root.replaceChildren(),
  };
}
