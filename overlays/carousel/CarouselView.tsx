// The event carousel itself (spec overlays.md "Carousel overlay itself"): an icon strip plus a text
// area, or a progress-bar area for the top slot. The overlay page and the dashboard's previews
// render this same component, so what the streamer sees in settings is what OBS shows.
import { type CSSProperties, useRef, useState } from 'react';
import type { CarouselItem, CarouselQueues } from '../../core/carousel/carousel-queues';
import type { CarouselKind, CarouselSettings } from '../../core/carousel/carousel-settings';
import { carouselItemText } from '../../core/carousel/carousel-text';
import { playedKinds } from '../../core/carousel/carousel-timeline';
import { carouselFontFamilies } from './fonts';
import { KindIcon } from './icons';
import { useCarouselPlayback } from './use-carousel-playback';
import { useTextFit } from './use-text-fit';
import './carousel.css';

export type CarouselViewProps = {
  settings: CarouselSettings;
  queues: CarouselQueues;
  /** The channel's subscriber badge, the sub icon unless a custom one is set. */
  subBadgeUrl: string | null;
  /** Called when the carousel starts playing the head of a kind's queue (the overlay reports it shown). */
  onShown?: (kind: CarouselKind, id: string) => void;
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
function subIconTint(settings: CarouselSettings, isImage: boolean): CSSProperties | undefined {
  const shade = settings.iconColor;
  if (shade === undefined) return undefined;
  return {
    filter: isImage ? `brightness(0) invert(${shade})` : `grayscale(1) brightness(${0.3 + 1.4 * shade})`,
  };
}

function IconImage({
  kind,
  settings,
  subBadgeUrl,
  topItem,
}: {
  kind: CarouselKind;
  settings: CarouselSettings;
  subBadgeUrl: string | null;
  topItem: CarouselItem | null;
}) {
  const url = settings[customIcon[kind]] || (kind === 'subs' ? subBadgeUrl : null);
  // An image that fails to load (moved, offline) shows the built-in icon instead of a broken one.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const isImage = Boolean(url) && url !== failedUrl;
  const tint = kind === 'subs' ? subIconTint(settings, isImage) : undefined;
  if (url && isImage)
    return <img src={url} alt="" draggable={false} style={tint} onError={() => setFailedUrl(url)} />;
  const source = kind === 'top' ? topSourceKind(topItem) : null;
  return source ? <KindIcon kind={source} crowned /> : <KindIcon kind={kind} style={tint} />;
}

/** What changes the size of the glyphs without changing the box. */
const lookOf = (settings: CarouselSettings) => `${settings.font} ${settings.bold} ${settings.outline}`;

function FittedLine({ text, className, look }: { text: string; className: string; look: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useTextFit(ref, `${look}|${text}`);
  return (
    <div ref={ref} className={`carousel-line ${className}`}>
      <span>{text}</span>
    </div>
  );
}

function EventText({ item, settings }: { item: CarouselItem; settings: CarouselSettings }) {
  const detail = carouselItemText(settings, item).trim();
  return (
    <div className={`carousel-words${detail ? '' : ' is-name-only'}`}>
      <FittedLine className="carousel-name" text={item.name} look={lookOf(settings)} />
      {detail && <FittedLine className="carousel-detail" text={detail} look={lookOf(settings)} />}
    </div>
  );
}

/** The top slot as a filled bar with the name and the amount (useProgressBar). */
function TopProgressBar({ item, settings }: { item: CarouselItem; settings: CarouselSettings }) {
  return (
    <div className="carousel-bar">
      <div className="carousel-bar-fill" />
      <FittedLine className="carousel-bar-name" text={item.name} look={lookOf(settings)} />
      <FittedLine
        className="carousel-bar-amount"
        text={carouselItemText(settings, item)}
        look={lookOf(settings)}
      />
    </div>
  );
}

export function CarouselView({ settings, queues, subBadgeUrl, onShown }: CarouselViewProps) {
  const { beat, phase } = useCarouselPlayback(settings, queues, onShown);
  const current = beat?.type === 'event' ? beat : null;
  const kinds = playedKinds(settings);
  const iconsLeft = settings.moveDirection === 'moveLeft';
  const atEdge = phase === 'moved' || phase === 'text';
  const topItem = queues.top.last;

  const rootStyle = {
    width: settings.width + 2 * settings.paddingWidth,
    height: settings.iconSize + 2 * settings.paddingHeight,
    padding: `${settings.paddingHeight}px ${settings.paddingWidth}px`,
    background: `#${settings.bgColor}`,
    color: `#${settings.fontColor}`,
    fontFamily: carouselFontFamilies[settings.font],
    fontWeight: settings.bold ? 700 : 400,
  } satisfies CSSProperties;

  const classes = [
    'carousel',
    settings.slow && 'is-slow',
    settings.outline && 'has-outline',
    settings.grayscale && 'is-grayscale',
    phase === 'hidden' && `is-hidden fade-${settings.fadeOutDirection || 'none'}`,
  ];

  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      style={rootStyle}
      data-carousel-kind={current?.kind ?? ''}
      data-carousel-phase={phase}
    >
      <div className="carousel-stage" style={{ width: settings.width, height: settings.iconSize }}>
        {kinds.map((kind, index) => {
          const isCurrent = current?.kind === kind;
          const x =
            isCurrent && atEdge
              ? settings.moveToLocation
              : settings.positionOffset + index * settings.positionIncrement;
          const isVisible = phase === 'idle' || phase === 'hidden' || isCurrent;
          return (
            <div
              key={kind}
              className="carousel-icon"
              data-kind={kind}
              style={{
                width: settings.iconSize,
                height: settings.iconSize,
                [iconsLeft ? 'left' : 'right']: 0,
                transform: `translateX(${iconsLeft ? x : -x}px)`,
                opacity: isVisible ? 1 : 0,
                // The strip fans out from the edge: the first kind on top, the playing one above all.
                zIndex: isCurrent ? kinds.length + 1 : kinds.length - index,
              }}
            >
              <IconImage kind={kind} settings={settings} subBadgeUrl={subBadgeUrl} topItem={topItem} />
            </div>
          );
        })}
        <div
          className={`carousel-text${phase === 'text' ? ' is-shown' : ''}${settings.textRight ? ' is-text-right' : ''}`}
          style={{
            left: settings.eventContainerLeftMargin,
            width: settings.eventContainerWidth,
            height: settings.iconSize,
            textAlign: settings.textRight ? 'right' : 'left',
          }}
        >
          {current &&
            (current.kind === 'top' && settings.useProgressBar ? (
              <TopProgressBar item={current.item} settings={settings} />
            ) : (
              <EventText item={current.item} settings={settings} />
            ))}
        </div>
      </div>
    </div>
  );
}
