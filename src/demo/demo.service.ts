import { Inject, Injectable } from '@nestjs/common';
import type { MirrormatConfig } from '../config/config.schema.js';
import { LOGGER, tableLogger, type Logger } from '../logging/logger.js';
import { HubError } from '../kernel/hub-error.js';
import type { ZoneAction } from './demo.schema.js';
import { SimulatedReaderPort } from './simulated-reader.port.js';

/** The simulated reader ports, one per table whose zones say `reader: { simulated: true }`; the reader hub starts them. */
export const SIMULATED_READERS = Symbol('SIMULATED_READERS');

export function simulatedReaders(config: MirrormatConfig): SimulatedReaderPort[] {
  return config.tables
    .map((table) => new SimulatedReaderPort(table.id, table.zones.filter((z) => 'simulated' in z.reader).map((z) => z.zone)))
    .filter((port) => port.zones.length > 0);
}

/** Puts cards on simulated zones on behalf of the demo page or a test; the readings reach clients through the reader hub. */
@Injectable()
export class DemoService {
  constructor(
    @Inject(SIMULATED_READERS) private readonly ports: readonly SimulatedReaderPort[],
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  act(tableId: string, zone: string, action: ZoneAction): void {
    const port = this.ports.find((p) => p.tableId === tableId && p.has(zone));
    if (!port) throw new HubError('unknown-table', `table "${tableId}" has no simulated zone "${zone}"`);
    port.act(zone, action);
    tableLogger(this.logger, tableId).debug({ zone, action: action.action }, 'simulated zone action');
  }
}
