// The event carousel itself (spec overlays.md "Carousel overlay itself"): an icon strip plus a text
// area, or a progress-bar area for the top slot. Plain DOM, no framework, so the overlay page OBS
// keeps open for hours stays light; the dashboard's previews mount this same renderer through
// RendererView, so what the streamer sees in settings is what OBS shows. Elements are built once and
// updated in place (the icons' CSS transitions depend on it).
import type { CarouselItem, CarouselQueues } from '../../core/carousel/carousel-queues';
import type { CarouselKind, CarouselSettings } from '../../core/carousel/carousel-settings';
import { carouselItemText } from '../../core/carousel/carousel-text';
import { playedKinds } from '../../core/carousel/carousel-timeline';
import { defaultProgressBarSettings, type ProgressBarSettings } from '../../core/progress/progress-settings';
import { type MountedProgressBar, mountProgressBar } from '../progress-bar/progress-renderer';
import { type CarouselFrame, playCarousel } from './carousel-playback';
import { carouselFontFamilies } from './fonts';
import { kindIconSvg } from './icons';
import { keepTextFitted } from './text-fit';
import './carousel.css';

export type CarouselProps = {
  settings: CarouselSettings;
  queues: CarouselQueues;
  /** The channel's subscriber badge, the sub icon unless a custom one is set. */
  subBadgeUrl: string | null;
  /** Called when the carousel starts playing the head of a kind's queue (the overlay reports it shown). */
  onShown?: (kind: CarouselKind, id: string) => void;
};

export type MountedCarousel = {
  /** New props: drawn at once; playback carries on with them from its current beat. */
  update(props: CarouselProps): void;
  /** Stops every timer, observer and listener and empties the root. */
  destroy(): void;
};

const customIcon = {
  follows: 'followsIcon',
  bits: 'bitsIcon',
  subs: 'subIcon',
  tips: 'tipsIcon',
  top: 'topIcon',
} as const satisfies Record<CarouselKind, keyof CarouselSettings>;

/** The kind whose built-in icon the top item wears (spec: top-tip icons are the per-kind defaults). */
const topSourceKind = (item: CarouselItem | null): CarouselKind | null =>
  item?.variant === 'bit' ? 'bits' : item?.variant === 'tip' ? 'tips' : null;

/**
 * iconColor turns the sub icon into one shade from black (0) to white (1): a badge image becomes a
 * silhouette of that shade; the built-in star keeps its glyph, in grays from dark to light.
 */
function subIconFilter(settings: CarouselSettings, isImage: boolean): string {
  const shade = settings.iconColor;
  if (shade === undefined) return '';
  return isImage ? `brightness(0) invert(${shade})` : `grayscale(1) brightness(${0.3 + 1.4 * shade})`;
}

/** What changes the size of the glyphs without changing the box. */
const lookOf = (settings: CarouselSettings) => `${settings.font} ${settings.bold} ${settings.outline}`;

const px = (value: number) => `${value}px`;

function div(className: string): HTMLDivElement {
  const element = document.createElement('div');
  element.className = className;
  return element;
}

let iconIds = 0;

type IconSlot = {
  element: HTMLDivElement;
  draw(settings: CarouselSettings, subBadgeUrl: string | null, topItem: CarouselItem | null): void;
  stop(): void;
};

/** One kind's place in the strip: its custom image, else the built-in badge. */
function iconSlot(kind: CarouselKind, redraw: () => void): IconSlot {
  const element = div('carousel-icon');
  element.dataset.kind = kind;
  // Gradient ids must be unique in the page, which may show several carousels.
  const id = `carousel-icon-${++iconIds}`;
  let img: HTMLImageElement | null = null;
  let svgDrawn = '';
  // An image that fails to load (moved, offline) shows the built-in icon instead of a broken one.
  let failedUrl: string | null = null;

  const dropImage = () => {
    if (img) img.onerror = null;
    img = null;
  };
  return {
    element,
    draw(settings, subBadgeUrl, topItem) {
      const url = settings[customIcon[kind]] || (kind === 'subs' ? subBadgeUrl : null);
      const isImage = Boolean(url) && url !== failedUrl;
      const tint = kind === 'subs' ? subIconFilter(settings, isImage) : '';
      if (url && isImage) {
        if (!img) {
          svgDrawn = '';
          const image = document.createElement('img');
          image.alt = '';
          image.draggable = false;
          image.onerror = () => {
            failedUrl = image.getAttribute('src');
            redraw();
          };
          img = image;
          element.replaceChildren(image);
        }
        if (img.getAttribute('src') !== url) img.src = url;
        img.style.filter = tint;
        return;
      }
      dropImage();
      const source = kind === 'top' ? topSourceKind(topItem) : null;
      const svg = source ? kindIconSvg(source, true, id) : kindIconSvg(kind, false, id);
      if (svg !== svgDrawn) {
        svgDrawn = svg;
        element.innerHTML = svg;
      }
      (element.firstElementChild as SVGElement).style.filter = source ? '' : tint;
    },
    stop: dropImage,
  };
}

type FittedLine = { box: HTMLDivElement; show(text: string, look: string): void; stop(): void };

/** A line whose text is sized to fill its box. Put `box` in the document before `show`. */
function fittedLine(className: string): FittedLine {
  const box = div(`carousel-line ${className}`);
  const span = document.createElement('span');
  box.appendChild(span);
  const fit = keepTextFitted(box);
  let shown = '';
  return {
    box,
    show(text, look) {
      const content = `${look}|${text}`;
      if (content === shown) return;
      shown = content;
      span.textContent = text;
      fit.refit();
    },
    stop: fit.stop,
  };
}

type TextView = {
  isBar: boolean;
  element: HTMLDivElement;
  show(item: CarouselItem, settings: CarouselSettings): void;
  stop(): void;
};

/** The name over the event's text; a follow or sub with an empty text shows the name alone, larger. */
function wordsView(): TextView {
  const element = div('carousel-words');
  const name = fittedLine('carousel-name');
  let detail: FittedLine | null = null;
  element.appendChild(name.box);
  return {
    isBar: false,
    element,
    show(item, settings) {
      const text = carouselItemText(settings, item).trim();
      element.className = `carousel-words${text ? '' : ' is-name-only'}`;
      name.show(item.name, lookOf(settings));
      if (text) {
        if (!detail) {
          detail = fittedLine('carousel-detail');
          element.appendChild(detail.box);
        }
        detail.show(text, lookOf(settings));
      } else if (detail) {
        detail.stop();
        detail.box.remove();
        detail = null;
      }
    },
    stop() {
      name.stop();
      detail?.stop();
    },
  };
}

/** The top slot's bar (useProgressBar): the progress bar's own renderer, full, in the carousel's look. */
function topBarSettings(settings: CarouselSettings): ProgressBarSettings {
  const size = settings.iconSize;
  return {
    ...defaultProgressBarSettings,
    width: settings.eventContainerWidth,
    height: Math.max(10, Math.round(size * 0.64)),
    font: settings.font,
    titleText: '',
    barFontSize: Math.max(1, Math.round(size * 0.3)),
    borderWidth: 0,
    borderRadius: Math.round(size * 0.12),
    emptyBgColor: '00000000',
    emptyFontColor: settings.fontColor,
    fullBgColor: 'f5a300ff',
    fullFontColor: '3a2300ff',
  };
}

/** The top slot as a full bar with the name and the amount (useProgressBar); it fills as it is shown. */
function barView(): TextView {
  const element = div('carousel-bar');
  let bar: MountedProgressBar | null = null;
  return {
    isBar: true,
    element,
    show(item, settings) {
      const view = {
        settings: topBarSettings(settings),
        amount: 1,
        goal: 1,
        title: '',
        barText: `${item.name} · ${carouselItemText(settings, item)}`,
      };
      if (bar) bar.update(view);
      else bar = mountProgressBar(element, view);
    },
    stop() {
      bar?.destroy();
      bar = null;
    },
  };
}

/** Draws the carousel into `root` (which becomes the `.carousel` element) and starts playing. */
export function mountCarousel(root: HTMLElement, initial: CarouselProps): MountedCarousel {
  let props = initial;
  let frame: CarouselFrame = { beat: null, phase: 'idle' };
  const stage = div('carousel-stage');
  const textArea = div('carousel-text');
  stage.appendChild(textArea);
  root.replaceChildren(stage);
  const icons = new Map<CarouselKind, IconSlot>();
  let textView: TextView | null = null;

  const drawIcons = (current: CarouselKind | null) => {
    const { settings, queues, subBadgeUrl } = props;
    const { phase } = frame;
    const kinds = playedKinds(settings);
    const iconsLeft = settings.moveDirection === 'moveLeft';
    const atEdge = phase === 'moved' || phase === 'text';
    for (const [kind, slot] of icons)
      if (!kinds.includes(kind)) {
        slot.stop();
        slot.element.remove();
        icons.delete(kind);
      }
    // Icons first, in the order played, then the text area; an icon is moved only when out of place,
    // since moving an element cancels its transitions.
    let expected: ChildNode | null = stage.firstChild;
    kinds.forEach((kind, index) => {
      let slot = icons.get(kind);
      if (!slot) {
        slot = iconSlot(kind, draw);
        icons.set(kind, slot);
      }
      if (slot.element === expected) expected = expected.nextSibling;
      else stage.insertBefore(slot.element, expected);

      const isCurrent = current === kind;
      const x =
        isCurrent && atEdge
          ? settings.moveToLocation
          : settings.positionOffset + index * settings.positionIncrement;
      const isVisible = phase === 'idle' || phase === 'hidden' || isCurrent;
      const style = slot.element.style;
      style.width = px(settings.iconSize);
      style.height = px(settings.iconSize);
      style.left = iconsLeft ? '0px' : '';
      style.right = iconsLeft ? '' : '0px';
      style.transform = `translateX(${iconsLeft ? x : -x}px)`;
      style.opacity = isVisible ? '1' : '0';
      // The strip fans out from the edge: the first kind on top, the playing one above all.
      style.zIndex = String(isCurrent ? kinds.length + 1 : kinds.length - index);
      slot.draw(settings, subBadgeUrl, queues.top.last);
    });
  };

  const drawText = (current: { kind: CarouselKind; item: CarouselItem } | null) => {
    const { settings } = props;
    textArea.className = `carousel-text${frame.phase === 'text' ? ' is-shown' : ''}${settings.textRight ? ' is-text-right' : ''}`;
    const style = textArea.style;
    style.left = px(settings.eventContainerLeftMargin);
    style.width = px(settings.eventContainerWidth);
    style.height = px(settings.iconSize);
    style.textAlign = settings.textRight ? 'right' : 'left';
    const isBar = current?.kind === 'top' && Boolean(settings.useProgressBar);
    if (textView && (!current || textView.isBar !== isBar)) {
      textView.stop();
      textView.element.remove();
      textView = null;
    }
    if (!current) return;
    if (!textView) {
      textView = isBar ? barView() : wordsView();
      textArea.appendChild(textView.element);
    }
    textView.show(current.item, settings);
  };

  function draw() {
    const { settings } = props;
    const { beat, phase } = frame;
    const current = beat?.type === 'event' ? beat : null;
    root.className = [
      'carousel',
      settings.slow && 'is-slow',
      settings.outline && 'has-outline',
      settings.grayscale && 'is-grayscale',
      phase === 'hidden' && `is-hidden fade-${settings.fadeOutDirection || 'none'}`,
    ]
      .filter(Boolean)
      .join(' ');
    Object.assign(root.style, {
      width: px(settings.width + 2 * settings.paddingWidth),
      height: px(settings.iconSize + 2 * settings.paddingHeight),
      padding: `${settings.paddingHeight}px ${settings.paddingWidth}px`,
      background: `#${settings.bgColor}`,
      color: `#${settings.fontColor}`,
      fontFamily: carouselFontFamilies[settings.font],
      fontWeight: settings.bold ? '700' : '400',
    });
    root.dataset.carouselKind = current?.kind ?? '';
    root.dataset.carouselPhase = phase;
    stage.style.width = px(settings.width);
    stage.style.height = px(settings.iconSize);
    drawIcons(current?.kind ?? null);
    drawText(current);
  }

  draw();
  const playback = playCarousel(
    () => props,
    (next) => {
      frame = next;
      draw();
    },
  );

  return {
    update(next) {
      const hasNewQueues = next.queues !== props.queues;
      props = next;
      draw();
      if (hasNewQueues) playback.wakeIfWaiting();
    },
    destroy() {
      playback.stop();
      textView?.stop();
      textView = null;
      for (const slot of icons.values()) slot.stop();
      icons.clear();
      root.replaceChildren();
      for (const name of ['class', 'style', 'data-carousel-kind', 'data-carousel-phase'])
        root.removeAttribute(name);
    },
  };
}
