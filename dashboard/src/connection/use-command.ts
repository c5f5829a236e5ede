import { useCallback, useState } from 'react';
import type { Refusal } from '../components/refusal-banner.js';
import type { HubClient } from './hub-client.js';

/** Sends commands through the client and keeps the last refusal (a rule's or the hub's) to show. */
export function useCommand(client: HubClient): {
  send: (command: Record<string, unknown>) => void;
  refusal: Refusal | null;
  dismiss: () => void;
  busy: boolean;
} {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const send = useCallback(
    (command: Record<string, unknown>) => {
      setBusy(true);
      setRefusal(null);
      void client.command(command).then((reply) => {
        setBusy(false);
        if (reply.type === 'refused') setRefusal({ ...reply.violation, at: Date.now() });
        else if (reply.type === 'error') setRefusal({ code: reply.code, message: reply.message, at: Date.now() });
        else if (reply.type === 'timeout') setRefusal({ code: 'timeout', message: reply.message, at: Date.now() });
      });
    },
    [client],
  );
  return { send, refusal, dismiss: () => setRefusal(null), busy };
}
