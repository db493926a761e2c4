import { z } from 'zod';
import { GALLERY_SETTINGS, GALLERY_SETTING_NAMES, type GallerySettingName, type GallerySettings, type SettingDef } from './settings.js';

function settingSchema(name: string, def: SettingDef): z.ZodTypeAny {
  switch (def.kind) {
    case 'boolean':
      return z.boolean({ errorMap: () => ({ message: `${name} must be on or off` }) });
    case 'choice':
      return z.string().refine((value) => def.values.includes(value), { message: `${name} must be one of ${def.values.join(', ')}` });
    case 'range': {
      const message = `${name} must be a ${def.whole ? 'whole number' : 'number'} from ${def.min} to ${def.max}`;
      const number = z.number({ errorMap: () => ({ message }) }).min(def.min, message).max(def.max, message);
      return def.whole ? number.int(message) : number;
    }
  }
}

const shape = Object.fromEntries(GALLERY_SETTING_NAMES.map((name) => [name, settingSchema(name, GALLERY_SETTINGS[name])])) as Record<GallerySettingName, z.ZodTypeAny>;

/** Every gallery setting, each checked against its range or values with a message naming it (shared by the form and the server). */
export const gallerySettingsSchema = z.object(shape).strict() as unknown as z.ZodType<GallerySettings>;
