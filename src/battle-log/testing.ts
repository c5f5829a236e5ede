/** The setup of a short English log written for a test (Ash wins the toss and goes first against Misty), as TCG Live writes it. */
export const ASH_VS_MISTY_SETUP: readonly string[] = [
  'Setup',
  'Ash chose heads for the opening coin flip.',
  'Ash won the coin toss.',
  'Ash decided to go first.',
  'Ash drew 7 cards for the opening hand.',
  'Misty drew 7 cards for the opening hand.',
];
