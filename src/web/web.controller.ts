import { Controller, Get, Header } from '@nestjs/common';
import { readFileSync } from 'node:fs';

/** The page sits in src/web both when running from src (tests) and from dist (dist/web -> ../../src/web). */
const WEB_DIR = new URL('../../src/web/', import.meta.url);

/** The minimal live page, plain HTML and JS, served until the dashboard lands. */
@Controller()
export class WebController {
  private readonly files = new Map<string, string>();

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  page(): string {
    return this.file('index.html');
  }

  @Get('app.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  script(): string {
    return this.file('app.js');
  }

  private file(name: string): string {
    let text = this.files.get(name);
    if (text === undefined) {
      text = readFileSync(new URL(name, WEB_DIR), 'utf8');
      this.files.set(name, text);
    }
    return text;
  }
}
