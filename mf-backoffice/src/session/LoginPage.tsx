import { backofficeTexts, validationTexts } from '@asp/i18n';
import { Button, errorMessage, TextField } from '@asp/web-kit';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@asp/web-kit/router';
import { afterLoginPath } from './paths';
import styles from './LoginPage.module.css';
import { useLoginMutation } from './session-api';

export interface LoginPageProps {
  /** Refreshes the shell's start-up data so the rest of the page sees the new user. */
  reloadStartup(): Promise<void>;
}

/**
 * /backend/login: user name and password. Every authentication message (wrong
 * credentials, locked account, too many attempts, …) comes from the server in German
 * and is shown as it is; on success the user continues where they came from.
 */
export function LoginPage({ reloadStartup }: LoginPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { isLoading, error, reset }] = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    try {
      await login({ username, password }).unwrap();
    } catch {
      setPassword('');
      return; // shown from `error`
    }
    // The shell's data (staff toolbar, user) follows; a failure there must not block the login.
    await reloadStartup().catch(() => undefined);
    navigate(afterLoginPath(location.state), { replace: true });
  }

  return (
    <main className={styles.page}>
      <form className={styles.form} onSubmit={onSubmit} aria-busy={isLoading} noValidate>
        <h1>{backofficeTexts.loginTitle}</h1>
        {error ? (
          <p className={styles.error} role="alert" data-testid="login-error">
            {errorMessage(error, validationTexts.serverError)}
          </p>
        ) : null}
        <TextField
          label={backofficeTexts.username}
          name="username"
          autoComplete="username"
          value={username}
          disabled={isLoading}
          required
          autoFocus
          onChange={(value) => {
            setUsername(value);
            if (error) reset();
          }}
        />
        <TextField
          label={backofficeTexts.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          disabled={isLoading}
          required
          onChange={(value) => {
            setPassword(value);
            if (error) reset();
          }}
        />
        <Button type="submit" disabled={isLoading} data-testid="login-submit">
          {isLoading ? backofficeTexts.loggingIn : backofficeTexts.login}
        </Button>
      </form>
    </main>
  );
}
