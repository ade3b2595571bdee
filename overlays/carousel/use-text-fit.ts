// Fits a line of text to its box (the box's first child is the text): the largest font size (1 to 100 px, spec section 9) at which it
// neither overflows its width nor its height. Refits at most every 50 ms, and again when web fonts
// finish loading (their metrics differ from the fallback's) and when the box is resized.
import { type RefObject, useLayoutEffect, useRef } from 'react';

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

/** `content`: what the box shows and how (text, font, weight); a change refits it. */
export function useTextFit(ref: RefObject<HTMLElement | null>, content: string) {
  const lastFit = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refits whenever the content changes
  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      timer = undefined;
      lastFit.current = performance.now();
      if (ref.current) fitFontSize(ref.current);
    };
    const schedule = () => {
      if (timer !== undefined) return;
      const wait = lastFit.current + throttleMs - performance.now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    };
    schedule();
    // A new width or icon size resizes the box; a new font changes nothing but the glyphs.
    const resized = new ResizeObserver(schedule);
    if (ref.current) resized.observe(ref.current);
    document.fonts?.addEventListener('loadingdone', schedule);
    return () => {
      clearTimeout(timer);
      resized.disconnect();
      document.fonts?.removeEventListener('loadingdone', schedule);
    };
  }, [ref, content]);
}
