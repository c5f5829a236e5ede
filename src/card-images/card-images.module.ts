import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { CardImagesController } from './card-images.controller.js';
import { CardImagesService } from './card-images.service.js';

/** Card art (catalogue.images). Needs CONFIG (ConfigModule, global). */
@Module({
  imports: [CatalogueModule],
  providers: [CardImagesService],
  controllers: [CardImagesController],
})
export class CardImagesModule {}
