import type { LogLanguage } from './battle-log.js';
import type { Grammar } from './grammar.js';

/**
 * Brazilian Portuguese: only the structure is read (the setup and turn headers,
 * the `- ` effect lines and `•` card lists); no line rules yet, so every action line is reported
 * unread and such a log is parsed, not replayed.
 */
function structureGrammar(language: LogLanguage, setup: string, turnWord: string, tossCall: RegExp): Grammar {
  return {
    language,
    readsActions: false,
    setupHeader: new RegExp(`^${setup}$`, 'u'),
    turnHeaders: [new RegExp(`^Turn # (?<number>\\d+) - ${turnWord} (?<player>.+)$`, 'u')],
    checkupHeader: /^Pokémon Checkup$/u,
    glued: [],
    playerNames: [tossCall, new RegExp(`^Turn # \\d+ - ${turnWord} (?<player>.+)$`, 'u')],
    rules: () => [],
  };
}

export const portugueseGrammar = structureGrammar('pt', 'Preparação', 'Turno de', /^(?<player>.+?) escolheu (?:cara|coroa) para a jogada inicial de moeda\.$/u);
