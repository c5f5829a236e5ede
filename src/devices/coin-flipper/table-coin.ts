import type { Logger } from 'pino';
import { CoinSourceError, type CoinSource, type FlipRequest, type FlipResult } from '../coin-source.js';
import type { ButtonFlipListener } from './coin-flipper.driver.js';
import { assertValidFlipRequest } from './flip-request.js';

/** A flipper device as the table sees it: a CoinSource that may also report button flips. */
export interface FlipperDevice extends CoinSource {
  onButtonFlip(listener: ButtonFlipListener): () => void;
}

/**
 * One table's coin flips: the flipper (real or simulated) when it is up, else software flips
 * if the table allows them, else a clear refusal. The choice is made before a flip starts:
 * a device flip that fails half-way fails, it is never re-flipped in software, so a coin on
 * the table and the recorded result cannot disagree.
 */
export class TableCoin implements CoinSource {
  constructor(
    private readonly tableId: string,
    private readonly device: FlipperDevice | undefined,
    private readonly software: CoinSource | undefined,
    private readonly logger: Logger,
  ) {}

  available(): boolean {
    return this.device?.available() === true || this.software !== undefined;
  }

  async flip(request: FlipRequest): Promise<FlipResult> {
    assertValidFlipRequest(request);
    if (this.device?.available()) return this.device.flip(request);
    if (this.software) {
      const result = await this.software.flip(request);
      this.logger.info(
        { tableId: this.tableId, request, results: result.results, origin: result.origin, flipperDown: this.device !== undefined },
        'software coin flip',
      );
      return result;
    }
    if (this.device) {
      throw new CoinSourceError(
        'unavailable',
        `The coin flipper on table ${this.tableId} is down and this table does not allow software flips. Reconnect the flipper or flip a coin by hand.`,
      );
    }
    throw new CoinSourceError(
      'software-flips-forbidden',
      `Table ${this.tableId} has no coin flipper and does not allow software flips (tables[].allowSoftwareFlips).`,
    );
  }

  /** Button flips of the table's flipper; a table without one never reports any. */
  onButtonFlip(listener: ButtonFlipListener): () => void {
    return this.device ? this.device.onButtonFlip(listener) : () => undefined;
  }
}
