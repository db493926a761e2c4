/**
 * dnd-kit's accessibility settings for a drag that says its steps in its own live region (where a
 * block sits in grid cells, where a slice sits in its position): dnd-kit's own announcements off,
 * its instructions for the draggable ones ours.
 */
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

const SILENT: Announcements = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };

export const ownAnnouncements = (draggable: string): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } => ({
  announcements: SILENT,
  screenReaderInstructions: { draggable },
});
