/** The fulfilment call's body (Commerce API and admin), with messages naming the field. */
import { z } from 'astro/zod';

const text = (name: string, max: number) => z.string({ invalid_type_error: `${name} must be text` }).trim().max(max, `${name} may be at most ${String(max)} characters`).optional();

export const trackingUrl = z
  .string({ invalid_type_error: 'trackingUrl must be text' })
  .trim()
  .max(2000, 'trackingUrl may be at most 2000 characters')
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'trackingUrl must be a web address starting with https://')
  .optional();

const quantity = z.number({ invalid_type_error: 'quantity must be a number', required_error: 'quantity is required' }).int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(9999, 'quantity must be at most 9999');

export const MAX_SHIPMENTS = 10;

/** `POST /1.0/commerce/orders/{id}/fulfillments` (names as the platform's reference writes them). */
export const apiFulfilmentBody = z
  .object({
    shouldSendNotification: z.boolean({ invalid_type_error: 'shouldSendNotification must be true or false' }).default(true),
    force: z.boolean({ invalid_type_error: 'force must be true or false' }).default(false),
    shipments: z
      .array(
        z
          .object({
            shipDate: z.string().optional(),
            carrierName: text('carrierName', 100),
            service: text('service', 100),
            trackingNumber: text('trackingNumber', 100),
            trackingUrl,
            lineItems: z.array(z.object({ id: z.string({ required_error: 'id is required' }).max(200), quantity }).strict()).min(1, 'lineItems must name at least one line').optional(),
          })
          .strict(),
        { required_error: 'shipments is required', invalid_type_error: 'shipments must be a list' },
      )
      .min(1, 'Give at least one shipment.')
      .max(MAX_SHIPMENTS, `At most ${String(MAX_SHIPMENTS)} shipments per call.`),
  })
  .strict();

/** The admin's fulfilment form: one shipment, units per line by position. */
export const adminFulfilmentBody = z
  .object({
    carrier: text('Carrier', 100),
    trackingNumber: text('Tracking number', 100),
    trackingUrl,
    notify: z.boolean().default(true),
    force: z.boolean().default(false),
    version: z.number().int().optional(),
    lines: z.array(z.object({ index: z.number().int().min(0), quantity: z.number().int().min(0).max(9999) }).strict()).max(200).optional(),
  })
  .strict();
