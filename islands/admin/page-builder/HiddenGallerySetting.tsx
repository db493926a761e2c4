/** A gallery setting the panel does not show for the chosen design, refused by the server: why it is not shown, its error, and a reset to its default. */
import { GALLERY_SETTING_LABELS } from '../../../domain/gallery/labels.js';
import type { GalleryDesign } from '../../../domain/gallery/settings.js';
import { gallerySettingDefault, hiddenSettingText, type HiddenGalleryIssue } from './model/hidden-gallery-issues.js';

export interface HiddenGallerySettingProps {
  id: string;
  issue: HiddenGalleryIssue;
  design: GalleryDesign;
  onReset: () => void;
}

export function HiddenGallerySetting({ id, issue, design, onReset }: HiddenGallerySettingProps) {
  return (
    <div className="admin-field pb-hidden-setting">
      <p id={id} className="admin-field-error">{hiddenSettingText(issue, design)} {issue.message}</p>
      <button type="button" className="admin-button" aria-describedby={id} onClick={onReset}>
        Reset {GALLERY_SETTING_LABELS[issue.setting]} to its default ({gallerySettingDefault(issue.setting)})
      </button>
    </div>
  );
}
