import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { citation, refusalText } from '../game/rulebook.js';

export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly ref?: { readonly file: string; readonly section: string };
  readonly at: number;
}

/** The last action the hub refused, with the rule that refuses it; announced to screen readers at once. */
export function RefusalBanner({ refusal, onDismiss }: { refusal: Refusal | null; onDismiss: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <RefusalNotice title={t('refusal.title')} message={refusal ? refusalText(refusal, t, (key) => i18n.exists(key)) : null} testId="refusal" onDismiss={onDismiss}>
      {refusal?.ref ? (
        <p className="rule-ref" data-testid="rule-ref">
          {citation(refusal.ref, t, i18n.language)}
        </p>
      ) : refusal ? (
        <p className="rule-ref">{t('refusal.code', { code: refusal.code })}</p>
      ) : null}
    </RefusalNotice>
  );
}

/**
 * The frame every refusal is shown in: an alert region that is always in the page, so what appears
 * in it is announced, holding the refusal (nothing while `message` is null) and its dismiss button.
 */
export function RefusalNotice({
  title,
  message,
  testId,
  onDismiss,
  children,
}: {
  title: string;
  message: string | null;
  testId: string;
  onDismiss: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="refusal-region">
      {message !== null ? (
        <div className="refusal" data-testid={testId}>
          <p>
            <span aria-hidden="true">⊘ </span>
            <strong>{title}</strong> {message}
          </p>
          {children}
          <button type="button" onClick={onDismiss}>
            {t('common.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
