import { z } from 'zod';

export const CARD_IMAGE_SIZES = ['small', 'large'] as const;
export type CardImageSize = (typeof CARD_IMAGE_SIZES)[number];

/**
 * A card image's address as the data gives it. Only https: a tablet loads it straight from the source in
 * remote mode, and a page on the store's HTTPS hub would refuse a plain-http picture as mixed content.
 */
export const cardImageUrlSchema = z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'expected an https URL' });

/** pokemon-tcg-data's `images`: a small (245 × 342) and a large (734 × 1024) scan of the printed card. */
export const cardImagesSchema = z.object({ small: cardImageUrlSchema, large: cardImageUrlSchema });
export type CardImages = z.infer<typeof cardImagesSchema>;
