// The alert box's canvas: laid out at a reference size and scaled to whatever box holds it (the
// browser source's size in OBS, the preview's frame on the dashboard), so a design looks the same at
// 800x600 and 1920x1080 and in the preview, and nothing ever spills into scrollbars.

/** Designs are drawn for a canvas at least this big; larger boxes scale it up, smaller ones down. */
const referenceWidth = 800;
const referenceHeight = 600;

export type AlertStage = { canvas: HTMLElement; destroy(): void };

export function mountAlertStage(root: HTMLElement): AlertStage {
  root.classList.add('alerts-stage');
  const canvas = document.createElement('div');
  canvas.className = 'alerts-canvas';
  root.replaceChildren(canvas);

  const fitToBox = () => {
    const { clientWidth: width, clientHeight: height } = root;
    if (width === 0 || height === 0) return;
    const scale = Math.min(width / referenceWidth, height / referenceHeight);
    const canvasWidth = width / scale;
    const canvasHeight = height / scale;
    Object.assign(canvas.style, {
      width: `${canvasWidth}px`,
      height: `${canvasHeight}px`,
      transform: `scale(${scale})`,
    });
    canvas.style.setProperty('--canvas-height', `${canvasHeight}px`);
  };
  const resized = new ResizeObserver(fitToBox);
  resized.observe(root);
  fitToBox();

  return {
    canvas,
    destroy() {
      resized.disconnect();
      root.replaceChildren();
      root.classList.remove('alerts-stage');
    },
  };
}
