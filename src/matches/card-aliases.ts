import { createHmac } from 'node:crypto';
import { replaceStrings } from '../rules/index.js';

/**
 * The ids players and spectators see for cards that are not their own, one match long. A card's
 * real id is its NFC tag UID, the same in every match: seen once face up, it would name the card
 * face down ever after. An alias is a keyed hash of the match and the UID, so it is stable through
 * the match, different in the next one, and nobody without the hub's key can tie it to a sticker.
 */
export class CardAliases {
  private readonly byUid = new Map<string, string>();
  private readonly byAlias = new Map<string, string>();

  constructor(
    private readonly key: Buffer,
    private readonly matchId: string,
  ) {}

  alias(uid: string): string {
    let alias = this.byUid.get(uid);
    if (alias === undefined) {
      alias = `card-${createHmac('sha256', this.key).update(this.matchId).update('\0').update(uid).digest('base64url').slice(0, 16)}`;
      this.byUid.set(uid, alias);
      this.byAlias.set(alias, uid);
    }
    return alias;
  }

  /** A client's command with every alias this match has shown read back as the real id; any other string is left as it is. */
  realIds<T>(command: T): T {
    return replaceStrings(command, (s) => this.byAlias.get(s) ?? s);
  }
}
