import type { PredicateDef } from '../../engine/plugin.js';
import { backgroundSourcePredicates } from './background-source.js';
import { calendarView } from './calendar-view.js';
import { childImages } from './child-images.js';
import { clickable } from './clickable.js';
import { collection } from './collection.js';
import { collectionPage } from './collection-page.js';
import { collectionTemplatePage } from './collection-template-page.js';
import { collectionTypeNameEquals } from './collection-type-name-equals.js';
import { excerpt } from './excerpt.js';
import { externalLink } from './external-link.js';
import { folder } from './folder.js';
import { hasMultiple } from './has-multiple.js';
import { index } from './index-folder.js';
import { location } from './location.js';
import { mainImage } from './main-image.js';
import { passthrough } from './passthrough.js';
import { promotedBlockTypePredicates } from './promoted-block-type.js';
import { recordTypePredicates } from './record-type.js';
import { redirect } from './redirect.js';
import { sameDay } from './same-day.js';
import { serviceNameEmail } from './service-name-email.js';
import { showPastEvents } from './show-past-events.js';

/** The content predicates: folders, collections, items, record and block types, backgrounds. */
export const contentPredicates: readonly PredicateDef[] = [
  calendarView,
  childImages,
  clickable,
  collection,
  collectionPage,
  collectionTemplatePage,
  collectionTypeNameEquals,
  excerpt,
  externalLink,
  folder,
  hasMultiple,
  index,
  location,
  mainImage,
  passthrough,
  redirect,
  sameDay,
  serviceNameEmail,
  showPastEvents,
  ...recordTypePredicates,
  ...promotedBlockTypePredicates,
  ...backgroundSourcePredicates,
];
