/** What a history says of its restore, by what restoring does: one wording per kind of thing kept. */
export interface RestoreWords {
  /** The empty history's explanation. */
  emptyText: string;
  confirmLabel: string;
  confirmText: string;
}

/** A template: restoring publishes at once. */
export const RESTORE_AND_PUBLISH: RestoreWords = {
  emptyText: 'Each publication keeps the version it replaces here.',
  confirmLabel: 'Restore and publish',
  confirmText: 'The site will be served with that version at once. The version published now stays in the history.',
};

/** The design values: restoring saves them at once. */
export const RESTORE_AND_SAVE: RestoreWords = {
  emptyText: 'Each save keeps the values it replaces here.',
  confirmLabel: 'Restore and save',
  confirmText: "The live site takes that version's design at once. The values saved now stay in the history.",
};

/** A layout, a slide: restoring puts the version in the draft, published by the next publish. */
export const RESTORE_AS_DRAFT: RestoreWords = {
  emptyText: 'Each publish keeps the version it replaces here.',
  confirmLabel: 'Restore as the draft',
  confirmText: 'The draft becomes this version; Undo brings back what you had. Visitors see it once you publish.',
};
