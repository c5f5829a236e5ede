import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const KEY = 'mirrormat.adminToken';

/** The organiser's admin token, kept for this tab only (sessionStorage), like a seat code. */
export function useAdminToken(): [string, (token: string) => void] {
  const [token, setToken] = useState(() => window.sessionStorage.getItem(KEY) ?? '');
  const save = (next: string) => {
    if (next === '') window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, next);
    setToken(next);
  };
  return [token, save];
}

export function AdminTokenForm({ token, onToken }: { token: string; onToken: (token: string) => void }) {
  const { t } = useTranslation('formats');
  const [text, setText] = useState('');
  const id = useId();
  if (token !== '') {
    return (
      <p className="seated">
        {t('admin.signedIn')}{' '}
        <button type="button" onClick={() => onToken('')}>
          {t('admin.signOut')}
        </button>
      </p>
    );
  }
  return (
    <form
      className="seat-sign-in"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() !== '') onToken(text.trim());
      }}
    >
      <label htmlFor={id}>{t('admin.token')}</label>
      <input id={id} type="password" name="admin-token" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" data-testid="admin-token" />
      <button type="submit">{t('admin.signIn')}</button>
      {/* A newcomer who started the demo has never seen the token: say where it is, never what it is. */}
      <p className="muted seat-code-hint" data-testid="admin-token-where">
        {t('admin.where')}
      </p>
    </form>
  );
}
