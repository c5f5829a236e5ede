import { createHash } from 'node:crypto';

/** SHA-256 hex with the native implementation, for the hub's appends (same result as sha256.ts). */
export function nodeSha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
