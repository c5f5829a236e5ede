import type { MirrormatConfig } from './config.schema.js';

/** Secrets as printed in mirrormat.example.yaml: public, so a hub still using them is open to anyone. */
export const EXAMPLE_ADMIN_TOKEN = 'change-me-0123456789abcdef';
export const EXAMPLE_BOARD_PASSWORD = 'board-secret-please-change';

/**
 * Things that are valid but unsafe at a store; the hub starts and logs them. `fileMode` is the
 * config file's permission bits (stat().mode), when there is a file.
 */
export function configWarnings(config: MirrormatConfig, label: string, fileMode?: number): string[] {
  const warnings: string[] = [];
  if (config.auth.adminToken === EXAMPLE_ADMIN_TOKEN) {
    warnings.push(`${label}: auth.adminToken is still the example's, which anyone can read; generate one with: openssl rand -hex 24`);
  }
  config.boards.forEach((board, b) => {
    if (board.password === EXAMPLE_BOARD_PASSWORD) warnings.push(`${label}: boards[${b}].password is still the example's; give each board its own`);
  });
  if (fileMode !== undefined && (fileMode & 0o044) !== 0) {
    warnings.push(`${label}: holds the admin token, judge PINs and board passwords but other users may read it; run: chmod 600 ${label}`);
  }
  return warnings;
}
