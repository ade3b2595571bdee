// Fits a line of text to its box (the box's first child is the text): the largest font size (1 to
// 100 px, spec section 9) at which it neither overflows its width nor its height. Refits at most
// every 50 ms, and again when web fonts finish loading (their metrics differ from the fallback's)
// and when the box is resized.

const minSize = 1;
const maxSize = 100;
const throttleMs = 50;

/** Sizes `box`'s font so its first child (the text, laid out on one line) fits inside it. */
function fitFontSize(box: HTMLElement) {
  const text = box.firstElementChild;
  if (!(text instanceof HTMLElement)) return;
  const fits = (size: number) => {
    box.style.fontSize = `${size}px`;
    return text.offsetWidth <= box.clientWidth && text.offsetHeight <= box.clientHeight;
  };
  let low = minSize;
  let high = maxSize;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  box.style.fontSize = `${low}px`;
}

export type TextFit = {
  /** The text, its font, weight or outline changed: refit (at once unless one ran under 50 ms ago). */
  refit(): void;
  /** Stops watching: clears the pending fit, the resize observer and the font listener. */
  stop(): void;
};

/** Keeps `box`'s text fitted until stopped. Call `refit` once the box is in the document. */
export function keepTextFitted(box: HTMLElement): TextFit {
  let lastFit = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    lastFit = performance.now();
    fitFontSize(box);
  };
  const refit = () => {
    if (timer !== undefined) return;
    const wait = lastFit + throttleMs - performance.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  };
  // A new width or icon size resizes the box; a new font changes nothing but the glyphs.
  const resized = new ResizeObserver(refit);
  resized.observe(box);
  document.fonts?.addEventListener('loadingdone', refit);
  return {
    refit,
    stop: () => {
      clearTimeout(timer);
      timer = undefined;
      resized.disconnect();
      document.fonts?.removeEventListener('loadingdone', refit);
    },
  };
}
