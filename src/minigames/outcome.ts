/** A mini game's move is accepted with the new state, or refused with the rule it breaks; nothing changes then. */
export type Outcome<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly reason: string };

export const refuse = (reason: string): { readonly ok: false; readonly reason: string } => ({ ok: false, reason });
export const accept = <S>(state: S): { readonly ok: true; readonly state: S } => ({ ok: true, state });
