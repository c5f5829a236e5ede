/**
 * 003 "Erstellen eines Raid-Decks": the recommended 60-card raid deck of Sword & Shield cards,
 * by the German names 003 prints, each with the printing the hub uses (pokemon-tcg-data id).
 * "Basis-Energie 1 8" in our copy of 003 is 18: the table adds up to 60 only so; every Energy
 * counts as Colorless on the raid Pokémon, so its type does not matter.
 */
export interface RaidDeckLine {
  /** The name as 003 prints it. */
  readonly de: string;
  readonly cardId: string;
  readonly count: number;
}

export const RECOMMENDED_RAID_DECK: readonly RaidDeckLine[] = [
  { de: 'Saverio', cardId: 'swsh6-130', count: 1 },
  { de: 'Galar-Mine', cardId: 'swsh2-160', count: 1 },
  { de: 'Beulenhelm', cardId: 'swsh4-159', count: 1 },
  { de: 'Befehl vom Boss', cardId: 'swsh2-154', count: 2 },
  { de: 'Mac', cardId: 'swsh7-149', count: 1 },
  { de: 'Robuster Helm', cardId: 'swsh6-152', count: 1 },
  { de: 'Käfersammler', cardId: 'swsh8-226', count: 2 },
  { de: 'Enia', cardId: 'swsh6-142', count: 1 },
  { de: 'Schüler', cardId: 'swsh8-238', count: 1 },
  { de: 'Stadionruine', cardId: 'swsh9-137', count: 1 },
  { de: 'Hypertrank', cardId: 'swsh1-166', count: 2 },
  { de: 'Schülerin', cardId: 'swsh8-239', count: 1 },
  { de: 'Küchenchef', cardId: 'swsh8-228', count: 1 },
  { de: 'Delion', cardId: 'swsh4-154', count: 1 },
  { de: 'Ulrich', cardId: 'swsh8-241', count: 1 },
  { de: 'Schmetterhammer', cardId: 'swsh1-159', count: 2 },
  { de: 'Glücks-Eis', cardId: 'swsh7-150', count: 1 },
  { de: 'Spikeford', cardId: 'swsh3-170', count: 1 },
  { de: 'Ärztin', cardId: 'swsh6-134', count: 1 },
  { de: 'Nugget', cardId: 'swsh2-162', count: 1 },
  { de: 'Seelenmaske', cardId: 'swsh7-160', count: 2 },
  { de: 'Energie-Zugewinn', cardId: 'swsh1-160', count: 2 },
  { de: 'Uralter Friedhof', cardId: 'swsh6-147', count: 1 },
  { de: 'Rüpel von Team Yell', cardId: 'swsh1-184', count: 1 },
  { de: 'Energiesuche', cardId: 'swsh1-161', count: 1 },
  { de: 'Schneegipfelpfad', cardId: 'swsh6-148', count: 1 },
  { de: 'Ausrüstungsstörer', cardId: 'swsh5-136', count: 2 },
  { de: 'Wellenfächer', cardId: 'swsh5-127', count: 1 },
  { de: 'Pokécom 3.0', cardId: 'swsh1-174', count: 2 },
  { de: 'Yell-Tröte', cardId: 'swsh3-173', count: 1 },
  { de: 'Flavia', cardId: 'swsh6-139', count: 2 },
  { de: 'Pokémon-Fänger', cardId: 'swsh1-175', count: 2 },
  { de: 'Basis-Energie', cardId: 'sve-5', count: 18 },
];
