import { Controller, Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { Access } from '../api/access.decorator.js';
import { Answers } from '../api/answers.decorator.js';
import { hubNetworkSchema, type HubNetwork } from '../protocol/hub-network.schema.js';
import { HubNetworkService } from './hub-network.service.js';

@Controller('api/hub')
export class HubNetworkController {
  constructor(private readonly network: HubNetworkService) {}

  @Access('public')
  @ApiOperation({ summary: "The dashboard's addresses for tablets (QR code), the HTTPS certificate's fingerprint, the mDNS name" })
  @Answers(hubNetworkSchema)
  @Get()
  get(): HubNetwork {
    return this.network.current();
  }
}
