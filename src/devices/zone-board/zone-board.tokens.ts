/** The zone-board adapter as a ReaderPort, for the reader hub to register (ZoneBoardModule). */
export const ZONE_BOARD_READER = Symbol('MIRRORMAT_ZONE_BOARD_READER');
