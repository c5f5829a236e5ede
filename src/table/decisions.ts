import { decide, type Command, type Prompt, type Seat } from '../rules/index.js';
import { topOf } from './engine-sync.js';
import type { MirrorPromptKind, PromptOption } from './mirror-state.js';
import { text, type PromptText } from './prompt-text.js';
import { inMotion } from './sightings.js';
import { option, type Step } from './step.js';

/**
 * The engine's own decisions that no reader can see, put to the table as prompts: who goes first
 * (the toss winner chooses; the classic profile's toss after setup decides by itself and asks
 * nothing), a starting Pokémon from the deck where the format lets the players choose one (put on
 * the Active zone, or none: draw as usual), how many extra cards to draw for the opponent's
 * mulligans, and a new Active Pokémon after a Knock Out when no move on the mat has given one.
 * Each option is a command the rules accept now. They do not hold the game: the engine already
 * waits for the decision, and the dashboard's own dialog, or a Benched Pokémon moved to the Active
 * Spot, gives it just as well; the prompt is withdrawn as soon as the engine has its answer,
 * however it came.
 */
export function decisions(step: Step, at: number): void {
  const pending = new Set(step.game.prompts.map((p) => p.promptId));
  const stale = step.state.prompts.filter((p) => p.subject.kind === 'decision' && !pending.has(p.subject.promptId));
  if (stale.length > 0) step.state = { ...step.state, prompts: step.state.prompts.filter((p) => !stale.includes(p)) };
  for (const prompt of step.game.prompts) {
    if (step.state.prompts.some((p) => p.subject.kind === 'decision' && p.subject.promptId === prompt.promptId)) continue;
    const asked = question(step, prompt, at);
    if (!asked || asked.options.length === 0) continue;
    step.ask({ ...asked, violation: null, subject: { kind: 'decision', promptId: prompt.promptId }, holds: false }, at);
  }
}

interface Question {
  readonly kind: MirrorPromptKind;
  readonly zone: string;
  readonly seat: Seat;
  readonly text: PromptText;
  readonly options: readonly PromptOption[];
}

function question(step: Step, prompt: Prompt, at: number): Question | null {
  const legal = (command: Command) => decide(step.game, command).ok;
  const offer = (id: string, label: PromptText, command: Command): PromptOption[] => (legal(command) ? [option(id, label, [command])] : []);
  switch (prompt.kind) {
    case 'coin-flip':
      return null;
    case 'choose-first-player': {
      const seat = prompt.player;
      const other: Seat = seat === 'p1' ? 'p2' : 'p1';
      return {
        kind: 'toss-choice',
        zone: `${seat}.tap`,
        seat,
        text: text('message.tossChoice.ask', { seat }),
        options: [
          ...offer('go-first', text('option.go-first'), { type: 'ChooseFirstPlayer', player: seat, first: seat }),
          ...offer('go-second', text('option.go-second'), { type: 'ChooseFirstPlayer', player: seat, first: other }),
        ],
      };
    }
    case 'mulligan-draws': {
      const seat = prompt.player;
      const options: PromptOption[] = [];
      for (let count = prompt.max; count >= 0; count--) options.push(...offer(`draw:${count}`, text('option.draw', { count }), { type: 'DrawMulliganCards', player: seat, count }));
      return { kind: 'mulligan-draws', zone: `${seat}.tap`, seat, text: text('message.mulliganDraws.ask', { seat, max: prompt.max }), options };
    }
    case 'starting-pokemon': {
      // 003 "Menü der Beschränkungen": the Basic put on the Active zone is the choice (gestures.ts); or none.
      const seat = prompt.player;
      return {
        kind: 'starting-pokemon',
        zone: `${seat}.active`,
        seat,
        text: text('message.startingPokemon.ask', { seat }),
        options: offer('draw-as-usual', text('option.draw-as-usual'), { type: 'ChooseStartingPokemon', player: seat }),
      };
    }
    case 'choose-active': {
      const seat = prompt.player;
      const zone = `${seat}.active`;
      // The player is still clearing the Active Spot or moving a Benched Pokémon onto it: that move may answer it.
      const watched = step.state.zones[zone]?.reader === 'connected';
      if (inMotion(step.state, at) || (watched && step.state.stacks.some((s) => s.at === zone))) return null;
      const options = step.game.players[seat].bench.flatMap((mon) =>
        offer(`promote:${mon.id}`, text('option.promote', { card: topOf(mon)?.def.name ?? mon.id }), { type: 'PromoteActive', player: seat, target: mon.id }),
      );
      return { kind: 'choose-active', zone, seat, text: text('message.chooseActive.ask', { seat }), options };
    }
    default:
      return null;
  }
}
