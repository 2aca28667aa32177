import { useState } from 'preact/hooks';
import { api, messageOf, unwrap } from '../api/client';
import type { Principal } from '../api/types';
import { forgetKey, storeKey } from '../auth/session';

/**
 * Sign in with an API key: pasted, checked with `GET /auth/me` (which also gives the role), then
 * kept in this tab's sessionStorage only.
 */
export function LoginPage(props: { onSignedIn: (principal: Principal) => void }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    storeKey(key.trim());
    try {
      props.onSignedIn(await unwrap(api.GET('/auth/me')));
    } catch (e) {
      forgetKey();
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main class="login">
      <h1>razz-room</h1>
      <form onSubmit={submit} aria-label="Sign in">
        <label for="api-key">API key</label>
        <input
          id="api-key"
          name="api-key"
          type="password"
          autocomplete="off"
          spellcheck={false}
          required
          value={key}
          onInput={(e) => setKey(e.currentTarget.value)}
          placeholder="rr_…"
        />
        <p class="hint">Kept for this browser tab only; closing the tab signs you out.</p>
        <button type="submit" disabled={busy || key.trim() === ''}>
          Sign in
        </button>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
      </form>
    </main>
  );
}
