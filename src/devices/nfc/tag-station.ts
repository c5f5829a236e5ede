import type { ZoneId, ZoneReading } from '../reader-port.js';
import type { TagPages } from './tag-memory.js';

/** A reader as the enrolment station sees it: any PC/SC reader, bound to a zone or not. */
export interface StationReader {
  readonly name: string;
  readonly tableId?: string;
  readonly zone?: ZoneId;
  /** What is on it now; undefined until the reader has reported. */
  readonly reading?: ZoneReading;
}

export class StationError extends Error {
  constructor(
    readonly code: 'no-reader' | 'no-tag' | 'unreadable' | 'tag-changed',
    message: string,
  ) {
    super(message);
    this.name = 'StationError';
  }
}

/** What the enrolment service needs from the driver: the readers, and exclusive use of a tag. */
export interface TagStation {
  stationReaders(): StationReader[];
  /**
   * Runs `work` on the one tag on `readerName`, between the driver's own reads, then reads the tag
   * again and reports it. Throws StationError when there is no such reader or no single tag on it.
   */
  withTag<T>(readerName: string, work: (tag: TagPages, uid: string) => Promise<T>): Promise<T>;
}

export const TAG_STATION = Symbol('TAG_STATION');
