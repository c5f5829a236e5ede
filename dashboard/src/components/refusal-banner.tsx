import { useTranslation } from 'react-i18next';

export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly ref?: { readonly file: string; readonly section: string };
  readonly at: number;
}

/** The last action the hub refused, with the rule that refuses it; announced to screen readers at once. */
export function RefusalBanner({ refusal, onDismiss }: { refusal: Refusal | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="refusal-region">
      {refusal ? (
        <div className="refusal" data-testid="refusal">
          <p>
            <span aria-hidden="true">⊘ </span>
            <strong>{t('refusal.title')}</strong> {refusal.message}
          </p>
          {refusal.ref ? (
            <p className="rule-ref" data-testid="rule-ref">
              {t('refusal.rule', { section: refusal.ref.section, file: refusal.ref.file })}
            </p>
          ) : (
            <p className="rule-ref">{t('refusal.code', { code: refusal.code })}</p>
          )}
          <button type="button" onClick={onDismiss}>
            {t('common.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
