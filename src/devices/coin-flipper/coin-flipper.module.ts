import { Module } from '@nestjs/common';
import { CoinSources } from './coin-sources.service.js';

/** Coin flips for every table. Needs CONFIG, HealthRegistry and LOGGER from the app. */
@Module({ providers: [CoinSources], exports: [CoinSources] })
export class CoinFlipperModule {}
