import { Module } from '@nestjs/common';
import { CatalogueModule } from '../../catalogue/catalogue.module.js';
import { DecksModule } from '../../decks/decks.module.js';
import { EnrolmentController } from './enrolment.controller.js';
import { EnrolmentService } from './enrolment.service.js';
import { NfcPcscBackend } from './nfc-pcsc.backend.js';
import { PCSC_BACKEND } from './pcsc-backend.js';
import { PcscReaderDriver } from './pcsc-reader.driver.js';
import { TAG_STATION } from './tag-station.js';
import { UID_REGISTRY, UidRegistryRepository } from './uid-registry.repository.js';

/** The ReaderPort for PC/SC zone readers, for the reader hub. */
export const PCSC_READER = Symbol('PCSC_READER');

/**
 * PC/SC zone readers (nfc-pcsc), the UID registry and the enrolment station (/api/enrolment),
 * which enrols registered decks card by card (DecksModule).
 * Needs CONFIG, DATABASE, LOGGER and HealthRegistry from the application, and AdminGuard's
 * AuthService for POST /api/enrolment. The reader hub calls start()/stop() on PCSC_READER.
 */
@Module({
  imports: [CatalogueModule, DecksModule],
  controllers: [EnrolmentController],
  providers: [
    { provide: PCSC_BACKEND, useFactory: () => new NfcPcscBackend() },
    { provide: UID_REGISTRY, useClass: UidRegistryRepository },
    PcscReaderDriver,
    { provide: PCSC_READER, useExisting: PcscReaderDriver },
    { provide: TAG_STATION, useExisting: PcscReaderDriver },
    EnrolmentService,
  ],
  exports: [PCSC_READER, PcscReaderDriver, EnrolmentService],
})
export class NfcModule {}
