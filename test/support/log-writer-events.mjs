// The event the SIGKILL burst writes at each seq: deterministic, so the test can check that
// every stored event is intact. Sizes vary from a few bytes to about 6 kB, more than one SQLite page.
export function burstEvent(seq) {
  return { type: 'BurstEvent', seq, text: 'ポケモン'.repeat((seq * 7919) % 500), flags: [seq % 2 === 0, null, -seq / 8] };
}
