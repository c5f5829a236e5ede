import { Module } from '@nestjs/common';
import { NfcPcscBackend } from './nfc-pcsc.backend.js';
import { PCSC_BACKEND } from './pcsc-backend.js';
import { PcscReaderDriver } from './pcsc-reader.driver.js';
import { TAG_STATION } from './tag-station.js';

/** The ReaderPort for PC/SC zone readers, for the reader hub. */
export const PCSC_READER = Symbol('PCSC_READER');

/**
 * PC/SC zone readers (nfc-pcsc), and the same readers as a tag station for enrolment.
 * Needs CONFIG, LOGGER, HealthRegistry and UID_REGISTRY (src/enrolment) from the application.
 * The reader hub calls start()/stop() on PCSC_READER.
 */
@Module({
  providers: [
    { provide: PCSC_BACKEND, useFactory: () => new NfcPcscBackend() },
    PcscReaderDriver,
    { provide: PCSC_READER, useExisting: PcscReaderDriver },
    { provide: TAG_STATION, useExisting: PcscReaderDriver },
  ],
  exports: [PCSC_READER, TAG_STATION],
})
export class NfcModule {}
