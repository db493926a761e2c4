/** The additional-fields form in its lightbox; loaded only by products that have a form. */
import { AdditionalFieldsForm } from '../lightbox/AdditionalFieldsForm.js';
import { Lightbox } from '../lightbox/Lightbox.js';
import type { FormFieldData } from '../../domain/commerce/product-data.js';

interface Props {
  open: boolean;
  name: string;
  fields: readonly FormFieldData[];
  submitLabel: string;
  busy: boolean;
  error: string;
  onClose(): void;
  onSubmit(additionalFields: string): void;
}

export default function FormLightbox({ open, name, onClose, ...form }: Props) {
  return (
    <Lightbox open={open} title={name} onClose={onClose}>
      <AdditionalFieldsForm name={name} {...form} />
    </Lightbox>
  );
}
