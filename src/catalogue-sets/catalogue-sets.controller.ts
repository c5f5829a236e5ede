import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import { ZodPipe } from '../api/zod-body.pipe.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { setIdSchema } from '../catalogue/set-source.js';
import { catalogueFreshnessSchema, setImportSchema, type CatalogueFreshness } from '../protocol/catalogue.schema.js';
import { CatalogueSetsService } from './catalogue-sets.service.js';

/** /api/catalogue: new card sets into the running hub, and whether the catalogue is older than its source. */
@Controller('api/catalogue')
export class CatalogueSetsController {
  constructor(private readonly sets: CatalogueSetsService) {}

  @Access('public')
  @ApiOperation({ summary: "The catalogue's newest set and the newest set its source (catalogue.setSource) offers that it lacks, if any" })
  @Answers(catalogueFreshnessSchema)
  @Get('freshness')
  freshness(): CatalogueFreshness {
    return this.sets.freshness();
  }

  @Access('admin')
  @ApiOperation({
    summary:
      "Import one set (pokemon-tcg-data id, e.g. sv10) from catalogue.setSource into the running catalogue, the other sets untouched; importing it again changes nothing; a malformed set file is refused and nothing changes",
  })
  @Answers(setImportSchema)
  @Post('sets/:setId/import')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  importSet(@Param('setId', new ZodPipe(setIdSchema)) setId: string) {
    return this.sets.importSet(setId);
  }
}
