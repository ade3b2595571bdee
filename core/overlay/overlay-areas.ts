// The overlay areas, each with one name used for its stored settings, its settings API, its overlay
// sockets and its page.

export const overlayAreas = ['carousel', 'progressBar', 'clipReel', 'emoteMover'] as const;
export type OverlayArea = (typeof overlayAreas)[number];

/** Overlay pages opened before the areas had one name each asked for `events`: still the carousel. */
const formerNames: Record<string, OverlayArea> = { events: 'carousel', clips: 'clipReel' };

/** The area an overlay socket's `?overlay=` names; the carousel when it names none. */
export function overlayAreaFromQuery(value: string | null): OverlayArea {
  return (
    overlayAreas.find((area) => area === value) ?? (value ? formerNames[value] : undefined) ?? 'carousel'
  );
}
