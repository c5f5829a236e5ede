import type { OpenOptions } from '@serialport/stream';

/**
 * serialport's binding types, taken through @serialport/stream: the interface package's own
 * ESM entry ships no type declarations.
 */
export type SerialBinding = OpenOptions['binding'];
export type SerialPortBinding = Awaited<ReturnType<SerialBinding['open']>>;
export type SerialOpenOptions = Parameters<SerialBinding['open']>[0];
