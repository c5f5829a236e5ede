import { Global, Module } from '@nestjs/common';
import { UID_REGISTRY } from '../devices/nfc/uid-registry.js';
import { UidRegistryRepository } from './uid-registry.repository.js';

/**
 * The UID registry (nfc_tags), global: the PC/SC driver reads it without importing enrolment, the
 * table mirror reads it, enrolment and the virtual table write it. Needs DATABASE.
 */
@Global()
@Module({
  providers: [{ provide: UID_REGISTRY, useClass: UidRegistryRepository }],
  exports: [UID_REGISTRY],
})
export class UidRegistryModule {}
