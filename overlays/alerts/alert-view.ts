// Draws one alert as its design says: the picture and the words in the design's layout, the viewer's
// name and the amount in the highlight colour, the viewer's message under the text, the design's
// font, size, colours and outline. Motion is the player's (alert-player.ts) and the stylesheet's.
import type { AlertDesign, AlertToPlay } from '../../core/alerts/alert';
import { highlightParts } from '../../core/alerts/alert-highlight';
import type { CarouselFont } from '../../core/carousel/carousel-settings';
import { carouselFontFamilies } from '../carousel/fonts';

/** Display faces that ship one weight: the browser's fake bold would smear them. */
const singleWeightFonts: ReadonlySet<string> = new Set(['alternity', 'audiowide', 'bowlbyOne', 'lacquer']);

/** Settings keep colours as RRGGBBAA hex without the #. */
const cssColor = (hex: string) => `#${hex}`;

function fontFamilyOf(font: string): string {
  return carouselFontFamilies[font as CarouselFont] ?? carouselFontFamilies.defaultFont;
}

function textLine(alert: AlertToPlay, highlightColor: string): HTMLParagraphElement {
  const line = document.createElement('p');
  line.className = 'alert-text';
  for (const part of highlightParts(alert.text, alert.username, alert.amount)) {
    if (!part.isHighlight) {
      line.appendChild(document.createTextNode(part.text));
      continue;
    }
    const lit = document.createElement('span');
    lit.className = 'alert-highlight';
    lit.style.color = highlightColor;
    lit.textContent = part.text;
    line.appendChild(lit);
  }
  return line;
}

function styleCard(card: HTMLElement, design: AlertDesign) {
  Object.assign(card.style, {
    fontFamily: fontFamilyOf(design.font),
    fontSize: `${design.fontSize}px`,
    fontWeight: singleWeightFonts.has(design.font) ? '400' : '700',
    color: cssColor(design.textColor),
  });
  card.style.setProperty('--alert-outline', cssColor(design.outlineColor));
}

/** The alert's element, not yet shown; `visual` is its loaded picture (null: text only). */
export function buildAlertView(alert: AlertToPlay, visual: HTMLElement | null): HTMLElement {
  const { design } = alert;
  const card = document.createElement('div');
  const layout = visual ? design.layout : 'textOnly';
  card.className = `alert layout-${layout}`;
  card.dataset.alertId = alert.id;
  card.dataset.in = design.animationIn;
  card.dataset.out = design.animationOut;
  styleCard(card, design);

  const words = document.createElement('div');
  words.className = 'alert-words';
  words.appendChild(textLine(alert, cssColor(design.highlightColor)));
  if (alert.message) {
    const message = document.createElement('p');
    message.className = 'alert-message';
    message.textContent = alert.message;
    words.appendChild(message);
  }
  if (visual && layout !== 'textOnly') card.appendChild(visual);
  card.appendChild(words);
  return card;
}
