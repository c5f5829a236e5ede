import { Controller, Get, HttpCode, HttpException, HttpStatus, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import { ZodBody, ZodQuery } from '../api/zod-body.pipe.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { CARD_IMAGE_SIZES, UnknownSetCodeError, type CardImageSize } from '../catalogue/index.js';
import { HubError } from '../kernel/hub-error.js';
import { CardImageError } from './card-image-cache.js';
import { CardImagesService } from './card-images.service.js';

const imageQuerySchema = z.strictObject({ size: z.enum(CARD_IMAGE_SIZES).default('small') });

const fillBodySchema = z.strictObject({
  /** Set codes or ids, as the card search takes them ("SVI", "sv1"). */
  sets: z.array(z.string().trim().min(1).max(20)).min(1).max(50),
});

const cacheFillSchema = z.strictObject({
  cached: z.int(),
  fetched: z.int(),
  failed: z.array(z.strictObject({ cardId: z.string(), message: z.string() })),
});

/** A day: a printed card's picture does not change, and the tablets of a store reload their pages all evening. */
const CACHE_CONTROL = 'public, max-age=86400';

/** /api/cards/:cardId/image: card art, public like the catalogue it comes from. */
@Controller('api/cards')
export class CardImagesController {
  constructor(private readonly images: CardImagesService) {}

  @Access('public')
  @ApiOperation({
    summary:
      "A card's picture: sent on to its source (catalogue.images: remote) or served from the hub's cache (cache); 404 when images are off or the catalogue has none, 502 when the cache cannot fetch it",
  })
  @Answers({ mediaType: 'image/png', description: 'the card image (PNG, JPEG or WebP), or a redirect to it' })
  @Get(':cardId/image')
  async image(@Param('cardId') cardId: string, @ZodQuery(imageQuerySchema) query: { size: CardImageSize }, @Res() res: Response): Promise<void> {
    let answer;
    try {
      answer = await this.images.image(cardId, query.size);
    } catch (error) {
      if (error instanceof CardImageError && error.reason === 'bad-id') throw new HubError('not-found', error.message);
      if (error instanceof CardImageError) throw new HttpException(error.message, HttpStatus.BAD_GATEWAY);
      throw error;
    }
    if (answer === undefined) throw new HubError('not-found', `no image of card "${cardId}" on this hub`);
    res.setHeader('cache-control', CACHE_CONTROL);
    if ('redirect' in answer) res.redirect(HttpStatus.FOUND, answer.redirect);
    else {
      // A file removed by hand between the look-up and the read: the page shows its drawn face.
      res.sendFile(answer.file, { headers: { 'content-type': answer.contentType } }, (error) => {
        if (error && !res.headersSent) res.status(HttpStatus.NOT_FOUND).json({ error: { code: 'not-found', message: `no image of card "${cardId}" on this hub` } });
      });
    }
  }

  @Access('admin')
  @ApiOperation({ summary: "Fill the hub's image cache with the small images of every card of the sets, before the store goes offline (catalogue.images: cache)" })
  @Answers(cacheFillSchema)
  @Post('images/fill')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  async fill(@ZodBody(fillBodySchema) body: z.infer<typeof fillBodySchema>) {
    let result;
    try {
      result = await this.images.fill(body.sets);
    } catch (error) {
      if (error instanceof UnknownSetCodeError) throw new HubError('invalid-message', error.message);
      throw error;
    }
    if (result === undefined) throw new HubError('conflict', 'this hub keeps no image cache: set catalogue.images to cache');
    return result;
  }
}
