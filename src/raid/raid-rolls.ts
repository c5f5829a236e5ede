import type { RaidEvent, RaidPrompt } from '../game-kinds/raid/index.js';
import type { DieReason, RandomOrigin } from '../game-kinds/raid/index.js';

/** One die of a raid: what it decided, its face, and whose die it was. Public: shows no card order. */
export interface RaidRoll {
  readonly promptId: string;
  readonly reason: DieReason;
  readonly options: readonly string[];
  readonly value: number;
  readonly origin: RandomOrigin;
}

/**
 * The die rolls among `events`, in order: each `RandomSupplied` answering a `die` prompt, with the
 * prompt's reason and options. `open` is the prompt open before the first event (a roll answers the
 * open prompt). Shuffles are left out: their permutation is the raid deck's face-down order.
 */
export function rollsAmong(events: readonly RaidEvent[], open: RaidPrompt | null = null): RaidRoll[] {
  const rolls: RaidRoll[] = [];
  let prompt = open;
  for (const event of events) {
    if (event.type === 'PromptRaised') prompt = event.prompt;
    else if (event.type === 'RandomSupplied' && prompt?.kind === 'die' && prompt.id === event.promptId && typeof event.value === 'number') {
      rolls.push({ promptId: prompt.id, reason: prompt.reason, options: prompt.options, value: event.value, origin: event.origin });
    }
  }
  return rolls;
}
