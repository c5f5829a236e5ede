import { draftSeatViewSchema, draftStatusSchema } from '@protocol';
import type { z } from 'zod';
import { requestJson } from './rest.js';

export type DraftStatus = z.infer<typeof draftStatusSchema>;
export type DraftSeatView = z.infer<typeof draftSeatViewSchema>;

const path = (draftId: string) => `/api/drafts/${encodeURIComponent(draftId)}`;
const seatHeaders = (token: string) => ({ 'x-draft-token': token });

/** Live topic `draft` (GET /api/drafts/:id), public: seats, round, direction, who has picked; never a card. */
export const readDraftStatus = (state: unknown): DraftStatus => draftStatusSchema.parse(state);

/** The seat the token belongs to: only its own pack and picks. */
export const fetchDraftSeat = (draftId: string, token: string): Promise<DraftSeatView> =>
  requestJson(`${path(draftId)}/seat`, draftSeatViewSchema, { headers: seatHeaders(token) });

export const pickDraftCard = (draftId: string, token: string, cardId: string): Promise<DraftSeatView> =>
  requestJson(`${path(draftId)}/picks`, draftSeatViewSchema, {
    method: 'POST',
    headers: { ...seatHeaders(token), 'content-type': 'application/json' },
    body: JSON.stringify({ cardId }),
  });
