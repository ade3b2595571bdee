// The carousel editor's setting groups (spec overlays.md "Carousel settings page"): Styling, Icons,
// Positioning, Speed, Event Text and Event Order. Each edits the settings through `change`.
import {
  type CarouselFont,
  type CarouselKind,
  type CarouselSettings,
  carouselFonts,
  carouselKinds,
  type fadeOutDirections,
} from '../../../core/carousel/carousel-settings';
import {
  applyEventOrderInput,
  eventOrderInputValue,
  maxEventOrderInput,
} from '../../../core/carousel/event-order';
import { ColorPicker } from '../../components/ColorPicker';
import {
  CheckboxField,
  NumberField,
  SelectField,
  SettingGroup,
  TextField,
} from '../../components/SettingFields';

type GroupProps = { settings: CarouselSettings; change: (patch: Partial<CarouselSettings>) => void };

const fontLabels: Record<CarouselFont, string> = {
  defaultFont: 'Default (Helvetica, Arial)',
  alpha54: 'Alpha 54',
  alternity: 'Alternity',
  audiowide: 'Audiowide',
  bowlbyOne: 'Bowlby One',
  lacquer: 'Lacquer',
  merriweather: 'Merriweather',
  openSans: 'Open Sans',
  roboto: 'Roboto',
};

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
            min={0}
            max={1}
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
          label={label}
          type="url"
          placeholder="https://…"
          value={settings[key]}
          maxLength={2000}
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

export function PositioningGroup({ settings, change }: GroupProps) {
  return (
    <SettingGroup title="Positioning">
      <div className="setting-pair">
        <NumberField
          label="Width"
          unit="px"
          min={100}
          max={3000}
          value={settings.width}
          onChange={(width) => change({ width })}
        />
        <NumberField
          label="Icon size"
          unit="px"
          min={8}
          max={500}
          value={settings.iconSize}
          onChange={(iconSize) => change({ iconSize })}
        />
        <NumberField
          label="Horizontal padding"
          unit="px"
          min={0}
          max={500}
          value={settings.paddingWidth}
          onChange={(paddingWidth) => change({ paddingWidth })}
        />
        <NumberField
          label="Vertical padding"
          unit="px"
          min={0}
          max={500}
          value={settings.paddingHeight}
          onChange={(paddingHeight) => change({ paddingHeight })}
        />
        <NumberField
          label="Position offset"
          unit="px"
          min={-3000}
          max={3000}
          value={settings.positionOffset}
          onChange={(positionOffset) => change({ positionOffset })}
        />
        <NumberField
          label="Position increment"
          unit="px"
          min={0}
          max={500}
          value={settings.positionIncrement}
          onChange={(positionIncrement) => change({ positionIncrement })}
        />
        <NumberField
          label="Move to location"
          unit="px"
          min={-3000}
          max={3000}
          value={settings.moveToLocation}
          onChange={(moveToLocation) => change({ moveToLocation })}
        />
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

export function SpeedGroup({ settings, change }: GroupProps) {
  return (
    <SettingGroup title="Speed">
      <div className="setting-pair">
        <NumberField
          label="Initial delay"
          unit="s"
          min={0}
          max={3600}
          step={0.1}
          value={settings.initialDelay}
          onChange={(initialDelay) => change({ initialDelay })}
        />
        <NumberField
          label="Time between events"
          unit="s"
          min={0}
          max={3600}
          step={0.1}
          value={settings.timeBetweenEvents}
          onChange={(timeBetweenEvents) => change({ timeBetweenEvents })}
        />
        <NumberField
          label="Time between loops"
          unit="s"
          min={0}
          max={3600}
          step={0.1}
          value={settings.timeBetweenLoops}
          onChange={(timeBetweenLoops) => change({ timeBetweenLoops })}
        />
        <NumberField
          label="Name delay"
          unit="s"
          min={0}
          max={60}
          step={0.1}
          value={settings.nameDelay}
          onChange={(nameDelay) => change({ nameDelay })}
        />
        <NumberField
          label="Fade duration"
          unit="s"
          min={0}
          max={60}
          step={0.1}
          value={settings.fadeDuration}
          onChange={(fadeDuration) => change({ fadeDuration })}
        />
        <NumberField
          label="Loops before fading"
          min={1}
          max={1000}
          value={settings.loopsBeforeFading}
          onChange={(loopsBeforeFading) => change({ loopsBeforeFading })}
        />
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
            label={label}
            value={settings[key]}
            maxLength={100}
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
