import { describe, expect, it } from 'vitest';
import type { Enumeration } from '../../../domain/enums/enumeration.js';
import { BackgroundSource } from '../../../domain/enums/background-source.js';
import { BillingPeriodUnit } from '../../../domain/enums/billing-period-unit.js';
import { BlockType } from '../../../domain/enums/block-type.js';
import { BlockVariant } from '../../../domain/enums/block-variant.js';
import { CollectionType } from '../../../domain/enums/collection-type.js';
import { CollectionView } from '../../../domain/enums/collection-view.js';
import { FolderBehavior } from '../../../domain/enums/folder-behavior.js';
import { GalleryItemMediaType } from '../../../domain/enums/gallery-item-media-type.js';
import { PageType } from '../../../domain/enums/page-type.js';
import { ProductType } from '../../../domain/enums/product-type.js';
import { RecordType } from '../../../domain/enums/record-type.js';
import { SiteStatus } from '../../../domain/enums/site-status.js';
import { SliceName } from '../../../domain/enums/slice-name.js';
import { SliceType } from '../../../domain/enums/slice-type.js';
import { SlideType } from '../../../domain/enums/slide-type.js';
import { UserRole } from '../../../domain/enums/user-role.js';

const all: Record<string, Enumeration<string, number | string>> = {
  BackgroundSource, BillingPeriodUnit, BlockType, BlockVariant, CollectionType, CollectionView, FolderBehavior,
  GalleryItemMediaType, PageType, ProductType, RecordType, SiteStatus, SliceName, SliceType, SlideType, UserRole,
};

describe('every enumeration of spec 001', () => {
  it.each(Object.entries(all))('%s has distinct names and values that map both ways', (_name, e) => {
    expect(new Set(e.names).size).toBe(e.names.length);
    expect(new Set(e.values).size).toBe(e.values.length);
    for (const name of e.names) expect(e.nameOf(e.valueOf(name))).toBe(name);
  });
});
