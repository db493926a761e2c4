/**
 * The served site as loaded (site-runtime.ts loads it; site-design.ts applies the owner's design
 * values to it): its own file, so that both use it without importing each other.
 */
import type { CompiledSite } from '../folder/compile-folder.js';
import type { Tweak } from '../../domain/design/tweaks.js';
import type { TemplateOverlay } from '../folder/template-overlay.js';
import type { SiteFolder, SourceFile } from '../folder/types.js';
import type { FolderError } from '../folder/folder-error.js';
import type { SiteContent } from '../content/types.js';

export interface SiteRuntime {
  dir: string;
  /** Changes whenever the folder was loaded again (development mode). */
  version: number;
  folder: SiteFolder | undefined;
  compiled: CompiledSite | undefined;
  css: string;
  /** The design settings its LESS declares (`// tweak:` comments), and the body classes of their values. */
  tweaks: Tweak[];
  designClasses: string[];
  seed: SiteContent | undefined;
  /** Every error of the folder: loading, templates, styles, seed content. */
  errors: FolderError[];
  /** The built-in templates the folder was compiled with (templates/system/). */
  systemTemplates: Readonly<Record<string, SourceFile>>;
  /** The published templates laid over the folder's files (none for the folder as it is on disk). */
  overlay: TemplateOverlay;
}
