export interface RegisteredTag {
  readonly uid: string;
  readonly cardId: string;
  readonly enrolledAt: string;
}

/**
 * Which card each enrolled sticker belongs to, by UID: the fallback for tags that carry no card id.
 * The PC/SC driver reads it; enrolment keeps it (src/enrolment/uid-registry.repository.ts), so the
 * driver reports what a reader sees without knowing where stickers are enrolled.
 */
export interface UidRegistry {
  lookup(uid: string): RegisteredTag | undefined;
  register(uid: string, cardId: string, at: Date): void;
}

export const UID_REGISTRY = Symbol('UID_REGISTRY');
