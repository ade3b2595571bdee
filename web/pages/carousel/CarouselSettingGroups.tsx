// The carousel editor's setting groups (spec overlays.md "Carousel settings page"): Styling, Icons,
// Positioning, Speed, Event Text and Event Order. Each edits the settings through `change`.
import {
  type CarouselKind,
  type CarouselSettings,
  carouselFonts,
  carouselKinds,
  carouselSettingRules,
  type fadeOutDirections,
} from '../../../core/carousel/carousel-settings';
import {
  applyEventOrderInput,
  eventOrderInputValue,
  maxEventOrderInput,
} from '../../../core/carousel/event-order';
import { ColorPicker } from '../../components/ColorPicker';
import { fontLabels } from '../../components/overlay-settings/font-labels';
import { SettingField } from '../../components/overlay-settings/SettingField';
import { CheckboxField, SelectField, SettingGroup, TextField } from '../../components/SettingFields';

type GroupProps = { settings: CarouselSettings; change: (patch: Partial<CarouselSettings>) => void };

type NumberKey = {
  [K in keyof CarouselSettings]-?: CarouselSettings[K] extends number ? K : never;
}[keyof CarouselSettings];

/** A number setting whose input takes its range and step from its rule, so the page and the API agree. */
function CarouselNumber({
  name,
  label,
  unit,
  settings,
  change,
}: GroupProps & { name: NumberKey; label: string; unit?: string }) {
  return (
    <SettingField
      name={name}
      rule={carouselSettingRules[name]}
      value={settings[name]}
      onChange={(value) => change({ [name]: value })}
      options={{ label, unit }}
    />
  );
}

export const kindLabels: Record<CarouselKind, string> = {
  follows: 'Follows',
  bits: 'Cheers (bits)',
  subs: 'Subscriptions',
  tips: 'Tips',
  top: 'Top tip or cheer',
};

export function StylingGroup({ settings, change }: GroupProps) {
  const iconColor = settings.iconColor;
  return (
    <SettingGroup title="Styling">
      <SelectField
        label="Font"
        value={settings.font}
        options={carouselFonts.map((font) => [font, fontLabels[font]] as const)}
        onChange={(font) => change({ font })}
      />
      <ColorPicker
        label="Font colour"
        value={settings.fontColor}
        contrastWith={settings.bgColor}
        onChange={(fontColor) => change({ fontColor })}
      />
      <ColorPicker
        label="Background colour"
        value={settings.bgColor}
        onChange={(bgColor) => change({ bgColor })}
      />
      <div className="setting-checks">
        <CheckboxField
          label="Outline"
          checked={settings.outline}
          onChange={(outline) => change({ outline })}
        />
        <CheckboxField label="Bold" checked={settings.bold} onChange={(bold) => change({ bold })} />
        <CheckboxField
          label="Grayscale icons"
          checked={settings.grayscale}
          onChange={(grayscale) => change({ grayscale })}
        />
      </div>
      <div className="field setting">
        <label htmlFor="carousel-icon-color">
          Sub icon black/white: {iconColor === undefined ? 'off' : iconColor.toFixed(2)}
        </label>
        <div className="slider-row">
          <input
            id="carousel-icon-color"
            type="range"
            min={carouselSettingRules.iconColor.min}
            max={carouselSettingRules.iconColor.max}
            step={0.01}
            value={iconColor ?? 0}
            onChange={(event) => change({ iconColor: Number(event.target.value) })}
          />
          {iconColor !== undefined && (
            <button type="button" className="link-button" onClick={() => change({ iconColor: undefined })}>
              Off
            </button>
          )}
        </div>
        <span className="hint">0 turns the sub icon black, 1 white.</span>
      </div>
    </SettingGroup>
  );
}

const iconFields = [
  ['followsIcon', 'Follow icon URL'],
  ['bitsIcon', 'Cheer icon URL'],
  ['subIcon', 'Subscription icon URL'],
  ['tipsIcon', 'Tip icon URL'],
  ['topIcon', 'Top tip/cheer icon URL'],
] as const;

/** Twitch serves badge sizes at …/1, …/2 and …/3; the settings page shows the largest. */
const largeBadge = (url: string) => `${url.slice(0, -1)}3`;

export function IconsGroup({
  settings,
  change,
  subBadgeUrl,
}: GroupProps & { subBadgeUrl: string | null | undefined }) {
  return (
    <SettingGroup title="Icons">
      <p className="hint">Leave a URL empty to use the built-in icon.</p>
      {iconFields.map(([key, label]) => (
        <TextField
          key={key}
          name={key}
          label={label}
          type="url"
          placeholder="https://…"
          value={settings[key]}
          maxLength={carouselSettingRules[key].maxLength}
          onChange={(url) => change({ [key]: url.trim() })}
        />
      ))}
      <p className="sub-badge" aria-live="polite">
        Your channel's sub badge (the default subscription icon)
        {subBadgeUrl === undefined && ': checking…'}
        {subBadgeUrl === null && ' - No badge found!'}
        {subBadgeUrl && (
          <>
            : <img src={largeBadge(subBadgeUrl)} alt="Your channel's sub badge" width={36} height={36} />
          </>
        )}
      </p>
    </SettingGroup>
  );
}

export function PositioningGroup(props: GroupProps) {
  const { settings, change } = props;
  return (
    <SettingGroup title="Positioning">
      <div className="setting-pair">
        <CarouselNumber name="width" label="Width" unit="px" {...props} />
        <CarouselNumber name="iconSize" label="Icon size" unit="px" {...props} />
        <CarouselNumber name="paddingWidth" label="Horizontal padding" unit="px" {...props} />
        <CarouselNumber name="paddingHeight" label="Vertical padding" unit="px" {...props} />
        <CarouselNumber name="positionOffset" label="Position offset" unit="px" {...props} />
        <CarouselNumber name="positionIncrement" label="Position increment" unit="px" {...props} />
        <CarouselNumber name="moveToLocation" label="Move to location" unit="px" {...props} />
      </div>
      <SelectField
        label="Icons move to the"
        value={settings.moveDirection}
        options={[
          ['moveLeft', 'Left'],
          ['moveRight', 'Right'],
        ]}
        onChange={(moveDirection) => change({ moveDirection })}
      />
      <div className="setting-checks">
        <CheckboxField
          label="Text on the right"
          checked={settings.textRight}
          onChange={(textRight) => change({ textRight })}
        />
        <CheckboxField
          label="Top tip/cheer as a progress bar"
          checked={settings.useProgressBar ?? false}
          onChange={(useProgressBar) => change({ useProgressBar })}
        />
        <CheckboxField
          label="No top tip/cheer"
          checked={settings.noTop}
          onChange={(noTop) => change({ noTop })}
        />
      </div>
    </SettingGroup>
  );
}

const fadeDirections: readonly (readonly [(typeof fadeOutDirections)[number], string])[] = [
  ['', 'Fade in place'],
  ['left', 'Left'],
  ['right', 'Right'],
  ['up', 'Up'],
  ['down', 'Down'],
];

export function SpeedGroup(props: GroupProps) {
  const { settings, change } = props;
  return (
    <SettingGroup title="Speed">
      <div className="setting-pair">
        <CarouselNumber name="initialDelay" label="Initial delay" unit="s" {...props} />
        <CarouselNumber name="timeBetweenEvents" label="Time between events" unit="s" {...props} />
        <CarouselNumber name="timeBetweenLoops" label="Time between loops" unit="s" {...props} />
        <CarouselNumber name="nameDelay" label="Name delay" unit="s" {...props} />
        <CarouselNumber name="fadeDuration" label="Fade duration" unit="s" {...props} />
        <CarouselNumber name="loopsBeforeFading" label="Loops before fading" {...props} />
      </div>
      <SelectField
        label="Fade out direction"
        value={settings.fadeOutDirection}
        options={fadeDirections}
        onChange={(fadeOutDirection) => change({ fadeOutDirection })}
      />
      <div className="setting-checks">
        <CheckboxField
          label="Slow animations"
          checked={settings.slow}
          onChange={(slow) => change({ slow })}
        />
        <CheckboxField
          label="Fade between loops"
          checked={settings.fadeBetweenLoops}
          onChange={(fadeBetweenLoops) => change({ fadeBetweenLoops })}
        />
      </div>
    </SettingGroup>
  );
}

const textFields = [
  ['followText', 'Follow'],
  ['bitSingleText', 'One bit'],
  ['bitPluralText', 'Several bits'],
  ['subText', 'Subscription'],
  ['giftSubText', 'Gift subscription'],
  ['tipText', 'Tip'],
] as const;

export function EventTextGroup({ settings, change }: GroupProps) {
  return (
    <SettingGroup title="Event Text">
      <p className="hint">
        <code>{'{amount}'}</code> is replaced by the bits, the tip (such as $7.00) or the number of gifted
        subs.
      </p>
      <div className="setting-pair">
        {textFields.map(([key, label]) => (
          <TextField
            key={key}
            name={key}
            label={label}
            value={settings[key]}
            maxLength={carouselSettingRules[key].maxLength}
            onChange={(text) => change({ [key]: text })}
          />
        ))}
      </div>
    </SettingGroup>
  );
}

export function EventOrderGroup({ settings, change }: GroupProps) {
  return (
    <SettingGroup title="Event Order">
      <p className="hint">Each kind's place in the rotation. Blank or 0 leaves a kind out.</p>
      <div className="setting-pair">
        {carouselKinds.map((kind) => (
          <div className="field setting" key={kind}>
            <label htmlFor={`carousel-order-${kind}`}>{kindLabels[kind]}</label>
            <input
              id={`carousel-order-${kind}`}
              type="number"
              min={0}
              max={maxEventOrderInput}
              value={eventOrderInputValue(settings.eventsOrder, kind)}
              onChange={(event) => {
                // A number input reports '' for text it cannot read: that is ignored, not a blank.
                if (event.target.validity.badInput) return;
                change({ eventsOrder: applyEventOrderInput(settings.eventsOrder, kind, event.target.value) });
              }}
            />
          </div>
        ))}
      </div>
    </SettingGroup>
  );
}
