/**
 * The one interface through which zone readers reach the hub. PC/SC readers (src/devices/nfc),
 * MQTT zone boards (src/devices/zone-board) and the simulated table all emit these events;
 * the table mirror consumes them and never sees a driver's own events.
 *
 * A reader tells what it sees on its antenna, nothing more: one tag, several tags (PN532 can
 * activate two; PC/SC fails to connect when two answer), something unreadable, or nothing.
 * "Unreadable" is not "absent", and "disconnected" says nothing about the cards on the zone.
 */

/** A zone on a table's mat, e.g. "p1.active", "p2.bench.3", "p1.tap", "stadium". */
export type ZoneId = string;

export type ZoneReading =
  /** Exactly one tag. cardId when the tag carries an NDEF card record that parsed cleanly. */
  | { readonly kind: 'present'; readonly uid: string; readonly cardId?: string }
  /** More than one tag answered; the UIDs that could be read (possibly none). */
  | { readonly kind: 'several'; readonly uids: readonly string[] }
  /** Something is there but could not be read (read error, collision, garbled NDEF...). */
  | { readonly kind: 'unreadable'; readonly reason: string }
  /** The reader positively saw no tag. */
  | { readonly kind: 'absent' };

/** Which physical input produced an event, for health pages and logs. */
export type ReaderSource =
  | { readonly kind: 'pcsc'; readonly readerName: string }
  | { readonly kind: 'mqtt'; readonly boardId: string; readonly antenna: number }
  | { readonly kind: 'simulated' };

export type ReaderEvent =
  | {
      readonly type: 'reading';
      readonly tableId: string;
      readonly zone: ZoneId;
      readonly reading: ZoneReading;
      /** Hub clock, ms since epoch, when the hub received it. */
      readonly at: number;
      readonly source: ReaderSource;
    }
  | {
      readonly type: 'connected';
      readonly tableId: string;
      readonly zone: ZoneId;
      readonly at: number;
      readonly source: ReaderSource;
    }
  | {
      readonly type: 'disconnected';
      readonly tableId: string;
      readonly zone: ZoneId;
      readonly at: number;
      readonly source: ReaderSource;
      readonly reason: string;
    };

export type ReaderListener = (event: ReaderEvent) => void;

/** Implemented by every reader driver. Constructors only assign; work starts in start(). */
export interface ReaderPort {
  /** Returns a function that removes the listener. */
  onEvent(listener: ReaderListener): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}
