// The Event Carousel section: a live preview (the overlay's own renderer with sample events) with
// "send a test event" beside it, the setting groups, Save and Reset, and the overlay link for OBS.
import { useCallback, useMemo, useState } from 'react';
import { carouselQueryString } from '../../../core/carousel/carousel-query';
import { carouselItemOf } from '../../../core/carousel/carousel-queues';
import {
  rotateSampleQueue,
  sampleCarouselQueues,
  withPreviewItem,
} from '../../../core/carousel/carousel-samples';
import type { CarouselKind, CarouselSettings } from '../../../core/carousel/carousel-settings';
import { overlayPageLink } from '../../../core/overlay/overlay-areas';
import { mountCarousel } from '../../../overlays/carousel/carousel-renderer';
import { api, saveOutcome } from '../../api';
import { OverlayLink } from '../../components/overlay-settings/OverlayLink';
import { OverlayPreview } from '../../components/overlay-settings/OverlayPreview';
import { OverlaySettingsForm } from '../../components/overlay-settings/OverlaySettingsForm';
import { OverlayWorkbench } from '../../components/overlay-settings/OverlayWorkbench';
import { RendererView } from '../../components/overlay-settings/RendererView';
import {
  type TestEvent,
  TestEventButtons,
  testEvents,
} from '../../components/overlay-settings/TestEventButtons';
import { useAreaEdit } from '../../components/overlay-settings/use-area-edit';
import {
  EventOrderGroup,
  EventTextGroup,
  IconsGroup,
  PositioningGroup,
  SpeedGroup,
  StylingGroup,
} from './CarouselSettingGroups';

const carouselTests = [testEvents.follow, testEvents.cheer, testEvents.sub, testEvents.tip];

export function CarouselEditor({
  initial,
  overlaySecretKey,
  onNewKey,
  subBadgeUrl,
}: {
  initial: CarouselSettings;
  /** Null for an editor: only the owner sees the overlay key. */
  overlaySecretKey: string | null;
  onNewKey: (overlaySecretKey: string) => void;
  subBadgeUrl: string | null | undefined;
}) {
  const edit = useAreaEdit('carousel', initial);
  const { settings } = edit;
  const [queues, setQueues] = useState(sampleCarouselQueues);
  // Stable, so the preview is only updated when settings or samples change.
  const rotateSample = useCallback(
    (kind: CarouselKind, id: string) => setQueues((current) => rotateSampleQueue(current, kind, id)),
    [],
  );
  const preview = useMemo(
    () => ({ settings, queues, subBadgeUrl: subBadgeUrl ?? null, onShown: rotateSample }),
    [settings, queues, subBadgeUrl, rotateSample],
  );
  // A test event joins the preview's samples too, so the preview shows it next as the overlay does.
  const playTest = useCallback((event: TestEvent['event']) => {
    const added = carouselItemOf({ ...event, id: crypto.randomUUID(), isTest: true, at: Date.now() });
    if (added) setQueues((current) => withPreviewItem(current, added.kind, added.item));
  }, []);
  const change = edit.changeFields;
  const sourceWidth = settings.width + 2 * settings.paddingWidth;
  const sourceHeight = settings.iconSize + 2 * settings.paddingHeight;

  return (
    <OverlaySettingsForm
      label="Event Carousel settings"
      className="carousel-editor"
      edit={edit}
      save={async (body: typeof settings) => saveOutcome(await api.carousel.$post({ json: body }))}
    >
      <OverlayWorkbench
        preview={
          <OverlayPreview
            width={sourceWidth}
            height={sourceHeight}
            hint="Live preview with sample events; the checkered area is what your stream shows through."
          >
            <RendererView mount={mountCarousel} props={preview} />
          </OverlayPreview>
        }
        tests={<TestEventButtons events={carouselTests} onSent={playTest} />}
      >
        <OverlayLink
          onNewKey={onNewKey}
          path={
            overlaySecretKey && overlayPageLink('carousel', overlaySecretKey, carouselQueryString(settings))
          }
          sizeHint={
            <>
              Add it to OBS as a browser source of width <strong>{sourceWidth}</strong> (carousel width plus
              twice the horizontal padding) and height <strong>{sourceHeight}</strong> (icon size plus twice
              the vertical padding).
            </>
          }
        />

        <div className="setting-groups">
          <StylingGroup settings={settings} change={change} />
          <PositioningGroup settings={settings} change={change} />
          <SpeedGroup settings={settings} change={change} />
          <EventTextGroup settings={settings} change={change} />
          <EventOrderGroup settings={settings} change={change} />
          <IconsGroup settings={settings} change={change} subBadgeUrl={subBadgeUrl} />
        </div>
      </OverlayWorkbench>
    </OverlaySettingsForm>
  );
}
