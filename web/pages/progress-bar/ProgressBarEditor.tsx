// The Progress Bar section: a live preview (the overlay's own renderer at a test percentage that rises
// 5% a second and wraps after 100) with test events beside it, the overlay link, the setting groups,
// Save and Reset.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { overlayPageLink } from '../../../core/overlay/overlay-areas';
import { type ProgressBarSettings, progressBarArea } from '../../../core/progress/progress-settings';
import { settingsQueryString } from '../../../core/settings/settings-link';
import { mountProgressBar } from '../../../overlays/progress-bar/progress-renderer';
import { api, saveOutcome } from '../../api';
import { OverlayLink } from '../../components/overlay-settings/OverlayLink';
import { OverlayPreview } from '../../components/overlay-settings/OverlayPreview';
import { OverlaySettingsForm } from '../../components/overlay-settings/OverlaySettingsForm';
import { OverlayWorkbench } from '../../components/overlay-settings/OverlayWorkbench';
import { RendererView } from '../../components/overlay-settings/RendererView';
import { SettingGroups } from '../../components/overlay-settings/SettingGroups';
import { TestEventButtons, testEvents } from '../../components/overlay-settings/TestEventButtons';
import { useAreaEdit } from '../../components/overlay-settings/use-area-edit';
import { progressBarGroups } from './progress-bar-layout';

/** Spec: the preview starts at 40% and steps 5% each second, back to 0 after passing 100. */
const testStart = 40;
const testStep = 5;

function useTestPercentage(): number {
  const [percentage, setPercentage] = useState(testStart);
  useEffect(() => {
    const timer = setInterval(() => setPercentage((p) => (p + testStep > 100 ? 0 : p + testStep)), 1000);
    return () => clearInterval(timer);
  }, []);
  return percentage;
}

/** The rendered overlay's size, so the page can say how big to make the browser source. */
function useRenderedSize(): [React.RefObject<HTMLDivElement | null>, { width: number; height: number }] {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current?.firstElementChild;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setSize({ width: Math.ceil(element.scrollWidth), height: Math.ceil(element.scrollHeight) }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}

/** Test events move the bar in the open overlays (they count as tests, kept apart from real ones). */
const progressTests = [testEvents.follow, testEvents.sub, testEvents.cheer, testEvents.tip];

export function ProgressBarEditor({
  initial,
  overlaySecretKey,
  onNewKey,
}: {
  initial: ProgressBarSettings;
  /** Null for an editor: only the owner sees the overlay key. */
  overlaySecretKey: string | null;
  onNewKey: (overlaySecretKey: string) => void;
}) {
  const edit = useAreaEdit('progressBar', initial);
  const { settings } = edit;
  const percentage = useTestPercentage();
  const view = useMemo(
    () => ({
      settings,
      amount: Math.round((settings.goal * percentage) / 100),
      goal: settings.goal,
      title: settings.titleText,
    }),
    [settings, percentage],
  );
  const [stage, size] = useRenderedSize();
  const path =
    overlaySecretKey &&
    overlayPageLink('progressBar', overlaySecretKey, settingsQueryString(progressBarArea, settings));

  return (
    <OverlaySettingsForm
      label="Progress Bar settings"
      className="overlay-editor"
      edit={edit}
      save={async (body: typeof settings) => saveOutcome(await api.progressBar.$post({ json: body }))}
    >
      <OverlayWorkbench
        preview={
          <OverlayPreview
            width={Math.max(size.width, settings.width)}
            height={size.height || settings.height}
            hint={`Live preview at ${percentage}% of the goal; the checkered area is what your stream shows through.`}
          >
            <div ref={stage} className="progress-preview-stage" data-test-percentage={percentage}>
              <RendererView mount={mountProgressBar} props={view} />
            </div>
          </OverlayPreview>
        }
        tests={<TestEventButtons events={progressTests} />}
      >
        <OverlayLink
          onNewKey={onNewKey}
          path={path}
          sizeHint={
            <>
              Add it to OBS as a browser source of width <strong>{size.width || settings.width}</strong> and
              height <strong>{size.height || settings.height}</strong>.
            </>
          }
        />

        <SettingGroups
          rules={progressBarArea.rules}
          groups={progressBarGroups}
          settings={settings}
          change={edit.change}
        />
      </OverlayWorkbench>
    </OverlaySettingsForm>
  );
}
