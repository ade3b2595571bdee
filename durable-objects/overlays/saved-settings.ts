// An overlay area's saved settings inside a ChannelDO: read from D1 once, replaced on every save, so
// greeting an overlay costs no D1 read while the object is warm.

import { type AreaSettings, settingsAreaOf } from '../../core/overlay/area-settings';
import type { OverlayArea } from '../../core/overlay/overlay-areas';
import { settingsFrom } from '../../core/settings/setting-rules';
import { readOverlaySettings } from '../../db/overlay-settings';
import type { ChannelContext } from '../channel-context';

export class SavedSettings<A extends OverlayArea> {
  private settings: AreaSettings<A> | undefined;

  constructor(
    private readonly area: A,
    private readonly context: ChannelContext,
  ) {}

  async current(): Promise<AreaSettings<A>> {
    this.settings ??= this.read(
      await readOverlaySettings(this.context.db(), this.context.streamerId(), this.area),
    );
    return this.settings;
  }

  /** The settings the API just stored (checked again here: the DO trusts nothing it did not read). */
  replace(settings: unknown): AreaSettings<A> {
    this.settings = this.read(settings);
    return this.settings;
  }

  private read(stored: unknown): AreaSettings<A> {
    return settingsFrom(settingsAreaOf(this.area), stored) as AreaSettings<A>;
  }
}
