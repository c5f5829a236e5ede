import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedEvent } from '@protocol';
import { announcements, checkupAnnouncements, spokenAnnouncements, SPEECH_LANGUAGE } from '../game/announcements.js';
import { battleLog } from '../game/battle-log.js';
import type { CheckupSheet } from '../game/checkup-sheet.js';
import type { GameView, Seat } from '../game/game-view.js';
import { refusalText } from '../game/rulebook.js';
import { useSpeechPreference } from '../game/speech-preference.js';
import { useLogWords } from '../game/use-log-words.js';
import type { Refusal } from './refusal-banner.js';
import './announcer.css';

/**
 * For players who cannot watch the screen: the battle-log lines of turn changes ("your turn" to the seats on this
 * tablet), Special Conditions, Knock Outs, Prize cards and the winner, and the Pokémon Checkup's steps, go into a live
 * region for screen readers, and, once a player turns it on, are spoken in the interface language, refusals too
 * (screen readers already hear those from the refusal's alert).
 */
export function Announcer({ events, view, refusal, sheet, seats }: { events: readonly FeedEvent[]; view: GameView; refusal: Refusal | null; sheet: CheckupSheet | null; seats: readonly Seat[] }) {
  const { t, i18n } = useTranslation();
  const [speak, setSpeak] = useSpeechPreference();
  const { words } = useLogWords(view, events);
  const lines = useMemo(() => battleLog(events, words), [events, words]);
  // What the page showed when it opened is history: only what happens from then on is announced.
  const heard = useRef(lines.at(-1)?.seq ?? 0);
  const playerName = (seat: Seat) => view.players[seat].name || t(`seat.${seat}`);
  const steps = checkupAnnouncements(sheet, t, playerName);
  const heardSteps = useRef(new Set(steps.map((step) => step.key)));
  const [said, setSaid] = useState<readonly string[]>([]);
  const toggleId = useId();
  useEffect(() => {
    const fresh = announcements(lines, heard.current);
    heard.current = Math.max(heard.current, lines.at(-1)?.seq ?? 0);
    const freshSteps = steps.filter((step) => !heardSteps.current.has(step.key));
    for (const step of freshSteps) heardSteps.current.add(step.key);
    const texts = spokenAnnouncements(fresh, freshSteps.map((step) => step.text), seats, t, playerName);
    if (texts.length === 0) return;
    setSaid(texts);
    if (speak) for (const text of texts) say(text, i18n.language);
  }, [lines, sheet]);
  useEffect(() => {
    if (speak && refusal) say(`${t('refusal.title')} ${refusalText(refusal, t, (key) => i18n.exists(key))}`, i18n.language);
  }, [refusal?.at]);
  return (
    <div className="announcer">
      <label htmlFor={toggleId} className="choice">
        <input id={toggleId} type="checkbox" checked={speak} onChange={(e) => setSpeak(e.target.checked)} />
        {t('announce.speak')}
      </label>
      <div className="visually-hidden" aria-live="polite" data-testid="announcements">
        {said.map((text, i) => (
          <p key={i}>{text}</p>
        ))}
      </div>
    </div>
  );
}

/** One line through the browser's speech synthesis, with a voice of the interface language where the device has one. */
function say(text: string, language: string): void {
  if (!('speechSynthesis' in window)) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = SPEECH_LANGUAGE[language] ?? language;
  const voice = window.speechSynthesis.getVoices().find((v) => v.lang === utterance.lang) ?? window.speechSynthesis.getVoices().find((v) => v.lang.startsWith(language));
  if (voice) utterance.voice = voice;
  window.speechSynthesis.speak(utterance);
}
