import { useState, type ReactElement } from 'react';
import type { CardDef } from '@rules/index.js';
import { cardImageUrl } from '../game/card-image.js';

/**
 * A card's printed picture from the hub (catalogue.images), to lie over a drawn face: `withArt` once it has loaded,
 * no picture once it failed (offline, images off), so the drawn face stays. Kept by address, so a new card on the
 * same spot (an evolution's new top card) starts over rather than showing the last one's outcome.
 */
export function useFacePicture(card: Pick<CardDef, 'id'>, alt: string): { withArt: boolean; picture: ReactElement | null } {
  const art = cardImageUrl(card);
  const [loaded, setLoaded] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const picture =
    failed === art ? null : (
      <img
        key={art}
        className="face-image"
        src={art}
        alt={alt}
        width={245}
        height={342}
        loading="lazy"
        decoding="async"
        onLoad={() => setLoaded(art)}
        onError={() => setFailed(art)}
      />
    );
  return { withArt: loaded === art, picture };
}
