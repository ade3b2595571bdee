// The API's zod schema of the carousel settings, built from its rules table by the shared mechanism.
import { settingsSchema } from '../settings/settings-schema';
import { carouselArea } from './carousel-settings';

export const carouselSettingsSchema = settingsSchema(carouselArea);
