import { Controller, Get } from '@nestjs/common';
import { buildOpenApiDocument } from './openapi.js';

const VERSION = '0.1.0';

@Controller('api')
export class OpenApiController {
  private document: Record<string, unknown> | undefined;

  @Get('openapi.json')
  openapi(): Record<string, unknown> {
    this.document ??= buildOpenApiDocument(VERSION);
    return this.document;
  }
}
