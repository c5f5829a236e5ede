import { MetadataScanner } from '@nestjs/core';
import { GatewayMetadataExplorer } from '@nestjs/websockets/gateway-metadata-explorer.js';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_TYPES } from '../protocol/index.js';
import { HubGateway } from './hub.gateway.js';

describe('the hub gateway', () => {
  it('has one handler for every message type of the protocol, so no frame goes unanswered', () => {
    const handlers = new GatewayMetadataExplorer(new MetadataScanner()).explore(Object.create(HubGateway.prototype) as HubGateway);
    expect(handlers.map((handler) => handler.message).sort()).toEqual([...CLIENT_MESSAGE_TYPES].sort());
  });
});
