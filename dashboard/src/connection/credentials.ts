import { credentialsSchema, type Credentials } from '@protocol';

/**
 * Sign-ins kept for this browser tab only (sessionStorage): a seat code or judge PIN should not
 * outlive the tab on a shared store tablet.
 */
export function loadCredentials(key: string): Credentials | undefined {
  const text = window.sessionStorage.getItem(`mirrormat.credentials.${key}`);
  if (!text) return undefined;
  try {
    const parsed = credentialsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function saveCredentials(key: string, credentials: Credentials | undefined): void {
  if (credentials) window.sessionStorage.setItem(`mirrormat.credentials.${key}`, JSON.stringify(credentials));
  else window.sessionStorage.removeItem(`mirrormat.credentials.${key}`);
}
