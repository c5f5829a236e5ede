import type { BannedCard } from './format-definition.js';

const BANNED_LIST = { file: 'play.pokemon.com', section: 'Play! Pokémon Expanded banned list' };
const banned = (name: string, cardIds: readonly string[]): BannedCard => ({ name, cardIds, ref: BANNED_LIST });

/** The Expanded bans as the catalogue's legalities record them (pokemon-tcg-data, 2026-01-30), every printing. */
export const EXPANDED_BANNED: readonly BannedCard[] = [
  banned('Archeops', ['bw3-67', 'bw5-110']),
  banned('Sableye', ['bw5-62']),
  banned('Ghetsis', ['bw9-101', 'bw9-115']),
  banned('Red Card', ['g1-71', 'xy1-124']),
  banned('Mismagius', ['sm10-78']),
  banned('Chip-Chip Ice Axe', ['sm10-165']),
  banned("Lt. Surge's Strategy", ['sm10-178', 'sm115-60']),
  banned('Reset Stamp', ['sm11-206', 'sm11-206a', 'sm11-253']),
  banned('Jessie & James', ['sm115-58', 'sm115-68']),
  banned('Island Challenge Amulet', ['sm12-194', 'sm12-265']),
  banned('Marshadow', ['sm35-45', 'smp-SM85']),
  banned('Oranguru', ['sm5-114']),
  banned('Flabébé', ['sm6-83']),
  banned('Unown', ['sm8-90', 'sm8-91']),
  banned('Scoop Up Net', ['swsh2-165', 'swsh2-207']),
  banned('Milotic', ['xy2-23']),
  banned("Lysandre's Trump Card", ['xy4-99', 'xy4-118']),
  banned("Maxie's Hidden Ball Trick", ['xy5-133', 'xy5-158']),
  banned('Shaymin-EX', ['xy6-77', 'xy6-77a', 'xy6-106']),
  banned('Forest of Giant Plants', ['xy7-74']),
  banned('Hex Maniac', ['xy7-75', 'xy7-75a']),
  banned('Delinquent', ['xy9-98', 'xy9-98a', 'xy9-98b']),
  banned('Puzzle of Time', ['xy9-109']),
];
