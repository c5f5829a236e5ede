import { Module } from '@nestjs/common';
import { CoinFlippers } from './coin-flippers.service.js';

/** Coin flips for every table. Needs CONFIG, HealthRegistry and LOGGER from the app. */
@Module({ providers: [CoinFlippers], exports: [CoinFlippers] })
export class CoinFlipperModule {}
