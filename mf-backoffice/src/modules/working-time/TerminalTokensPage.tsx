import { terminalTokenInputSchema, type CreatedTerminalToken } from '@asp/contracts';
import { backofficeTimeTexts as t } from '@asp/i18n';
import { Button, FormSelectField, FormTextField, KitForm, showToast, useKitForm } from '@asp/web-kit';
import { useState } from 'react';
import { formatInstant, usePeople } from './people';
import { useCreateTerminalTokenMutation, useRevokeTerminalTokenMutation, useTerminalTokensQuery } from './working-time-api';
import styles from './working-time.module.css';

export const TERMINAL_TOKENS_PATH = '/backend/terminal-tokens';

/** The link a terminal tablet opens (mf-backoffice screens/routes.tsx). */
export const terminalLink = (token: string) => `${window.location.origin}/screens/terminal/${encodeURIComponent(token)}`;

/** Create a token for a branch's terminal; the answer holds the token this once, so it is shown right here. */
function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedTerminalToken) => void }) {
  const people = usePeople();
  const [create] = useCreateTerminalTokenMutation();
  const form = useKitForm(terminalTokenInputSchema, { defaultValues: { name: '' } });
  return (
    <KitForm
      form={form}
      testId="terminal-token-form"
      onSubmit={async (values) => {
        onCreated(await create(values).unwrap());
        form.reset({ name: '' });
      }}
    >
      <FormSelectField form={form} name="branch" label={t.branch} numeric options={people.branchOptions} placeholder="–" />
      <FormTextField form={form} name="name" label={t.tokenName} />
    </KitForm>
  );
}

/**
 * /backend/terminal-tokens: the punch terminals' access tokens (never the token itself,
 * the service keeps its hash only); create one — shown once with the terminal's link —
 * or revoke one (its terminal gets 401 at once).
 */
export function TerminalTokensPage() {
  const people = usePeople();
  const tokens = useTerminalTokensQuery('', { refetchOnMountOrArgChange: true });
  const [revoke, revoking] = useRevokeTerminalTokenMutation();
  const [created, setCreated] = useState<CreatedTerminalToken | null>(null);
  return (
    <section className={styles.page}>
      <h1>{t.terminalTokensTitle}</h1>
      <h2>{t.createToken}</h2>
      <CreateTokenForm onCreated={setCreated} />
      {created ? (
        <div className={styles.secret} role="status" data-testid="created-token">
          <p>{t.tokenShownOnce}</p>
          <code>{terminalLink(created.token)}</code>
        </div>
      ) : null}
      <table className={styles.summary} data-testid="terminal-tokens">
        <thead>
          <tr>
            <th>{t.tokenName}</th>
            <th>{t.branch}</th>
            <th>{t.createdAt}</th>
            <th>{t.lastUsed}</th>
            <th>{t.status}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(tokens.data ?? []).map((token) => (
            <tr key={token.id} data-testid="terminal-token-row">
              <td>{token.name}</td>
              <td>{people.branchName(token.branch)}</td>
              <td>{formatInstant(token.createdAt)}</td>
              <td>{formatInstant(token.lastUsedAt)}</td>
              <td>{token.revokedAt ? `${t.revoked} ${formatInstant(token.revokedAt)}` : t.active}</td>
              <td>
                {token.revokedAt ? null : (
                  <Button
                    variant="secondary"
                    disabled={revoking.isLoading}
                    aria-label={`${t.revoke}: ${token.name}`}
                    onClick={() =>
                      void revoke(token.id)
                        .unwrap()
                        .then(() => showToast(t.revokedToast))
                        .catch(() => undefined)
                    }
                  >
                    {t.revoke}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
