import { useCallback, useMemo, useState } from 'react';
// The Event Carousel section: a live preview (the overlay's own component with sample events), the
// setting groups, Save and Reset, and the overlay link for OBS.
import { carouselQueryString } from '../../../core/carousel/carousel-query';
import { rotateSampleQueue, sampleCarouselQueues } from '../../../core/carousel/carousel-samples';
import {
  type CarouselKind,
  type CarouselSettings,
  defaultCarouselSettings,
  withDerivedLayout,
} from '../../../core/carousel/carousel-settings';
import { CarouselView } from '../../../overlays/carousel/CarouselView';
import { api, saveOutcome } from '../../api';
import { CopyButton } from '../../components/CopyButton';
import { SaveStatus } from '../../components/SaveStatus';
import { useEditState } from '../../components/use-edit-state';
import {
  EventOrderGroup,
  EventTextGroup,
  IconsGroup,
  PositioningGroup,
  SpeedGroup,
  StylingGroup,
} from './CarouselSettingGroups';

export function CarouselEditor({
  initial,
  overlaySecretKey,
  subBadgeUrl,
}: {
  initial: CarouselSettings;
  overlaySecretKey: string;
  subBadgeUrl: string | null | undefined;
}) {
  const edit = useEditState(initial);
  const [queues, setQueues] = useState(sampleCarouselQueues);
  // The derived fields (height, text area) follow the edited ones, as the server computes them.
  const settings = useMemo(() => withDerivedLayout(edit.value), [edit.value]);
  // Stable, so the preview is only updated when settings or samples change.
  const rotateSample = useCallback(
    (kind: CarouselKind, id: string) => setQueues((current) => rotateSampleQueue(current, kind, id)),
    [],
  );
  const overlayPath = `/events/v2/${overlaySecretKey}${carouselQueryString(settings)}`;
  const sourceWidth = settings.width + 2 * settings.paddingWidth;
  const sourceHeight = settings.iconSize + 2 * settings.paddingHeight;

  return (
    <form
      className="form carousel-editor"
      aria-label="Event Carousel settings"
      onSubmit={edit.submit(async (body) => saveOutcome(await api.carousel.$post({ json: body })))}
    >
      <div className="carousel-preview" aria-label="Live preview" role="img">
        <div className="carousel-preview-stage" style={{ width: sourceWidth, height: sourceHeight }}>
          <CarouselView
            settings={settings}
            queues={queues}
            subBadgeUrl={subBadgeUrl ?? null}
            onShown={rotateSample}
          />
        </div>
      </div>
      <p className="hint">
        Live preview with sample events; the checkered area is what your stream shows through.
      </p>

      <div className="overlay-link">
        <span className="label">Overlay link</span>
        <div className="overlay-link-row">
          <a href={overlayPath} target="_blank" rel="noreferrer" className="overlay-url">
            {`${location.origin}${overlayPath}`}
          </a>
          <CopyButton text={`${location.origin}${overlayPath}`} label="Copy link" />
        </div>
        <p className="hint">
          Add it to OBS as a browser source of width <strong>{sourceWidth}</strong> (carousel width plus twice
          the horizontal padding) and height <strong>{sourceHeight}</strong> (icon size plus twice the
          vertical padding). Keep the link private: it is the overlay's key.
        </p>
      </div>

      <div className="setting-groups">
        <StylingGroup settings={settings} change={edit.change} />
        <PositioningGroup settings={settings} change={edit.change} />
        <SpeedGroup settings={settings} change={edit.change} />
        <EventTextGroup settings={settings} change={edit.change} />
        <EventOrderGroup settings={settings} change={edit.change} />
        <IconsGroup settings={settings} change={edit.change} subBadgeUrl={subBadgeUrl} />
      </div>

      <div className="save-bar">
        <SaveStatus edited={edit.edited} saved={edit.saved} error={edit.error} />
        <span className="row-actions">
          <button type="button" className="button subtle" onClick={() => edit.reset(defaultCarouselSettings)}>
            Reset
          </button>
          <button type="submit" className="button primary" disabled={edit.saving}>
            Save
          </button>
        </span>
      </div>
    </form>
  );
}
