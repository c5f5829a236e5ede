import { useCallback, useState } from 'react';
import type { RestoreRequest, StateId } from '@protocol';
import type { Refusal } from '../components/refusal-banner.js';
import type { CommandReply, HubClient } from './hub-client.js';

/** Sends commands through the client and keeps the last refusal (a rule's or the hub's) to show. */
export function useCommand(client: HubClient): {
  send: (command: Record<string, unknown>) => void;
  answer: (promptId: string, option: string) => void;
  restore: (stateId: StateId, request: RestoreRequest) => void;
  refusal: Refusal | null;
  dismiss: () => void;
  busy: boolean;
} {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const settle = useCallback((reply: Promise<CommandReply>) => {
    setBusy(true);
    setRefusal(null);
    void reply.then((reply) => {
      setBusy(false);
      if (reply.type === 'refused') setRefusal({ ...reply.violation, at: Date.now() });
      else if (reply.type === 'error') setRefusal({ code: reply.code, message: reply.message, at: Date.now() });
      else if (reply.type === 'timeout') setRefusal({ code: 'timeout', message: reply.message, at: Date.now() });
    });
  }, []);
  const send = useCallback((command: Record<string, unknown>) => settle(client.command(command)), [client, settle]);
  const answer = useCallback((promptId: string, option: string) => settle(client.answerPrompt(promptId, option)), [client, settle]);
  const restore = useCallback((stateId: StateId, request: RestoreRequest) => settle(client.restore(stateId, request)), [client, settle]);
  return { send, answer, restore, refusal, dismiss: () => setRefusal(null), busy };
}
