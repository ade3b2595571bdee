// The edit/save/reset flow of an overlay area's settings: the shared edit state, with the area's
// derived fields recomputed as the server will and its joined fields kept consistent on each change.
import { useCallback, useMemo } from 'react';
import { type AreaSettings, settingsAreaOf } from '../../../core/overlay/area-settings';
import type { OverlayArea } from '../../../core/overlay/overlay-areas';
import { defaultSettings } from '../../../core/settings/setting-rules';
import { useEditState } from '../use-edit-state';

export function useAreaEdit<A extends OverlayArea>(area: A, initial: AreaSettings<A>) {
  const definition = settingsAreaOf(area);
  const edit = useEditState(initial);
  const { value, change: changeFields } = edit;
  // What the overlay draws: the edited fields with the derived ones, as the server computes them.
  const settings = useMemo(
    () => (definition.derive ? definition.derive(value) : value) as AreaSettings<A>,
    [definition, value],
  );

  /** Changes one field; the area's cross-field rules adjust the others (raising min raises max). */
  const change = useCallback(
    (key: keyof AreaSettings<A>, next: unknown) => {
      const changed = { ...value, [key]: next } as AreaSettings<A>;
      changeFields(
        (definition.adjust ? definition.adjust(changed, key as string) : changed) as AreaSettings<A>,
      );
    },
    [definition, value, changeFields],
  );

  const reset = () => edit.reset(defaultSettings(definition) as AreaSettings<A>);

  /** `changeFields` patches several fields at once, as an area's own controls do (the event order). */
  return { ...edit, settings, change, changeFields, reset };
}
