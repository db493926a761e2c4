/** A digital product's files as the admin lists them (kept with the media, never public). */
export interface DigitalFile {
  id: string;
  productId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  created: number;
}

/** A digital product with the files its buyers receive. */
export interface DigitalProduct {
  id: string;
  title: string;
  files: DigitalFile[];
}
