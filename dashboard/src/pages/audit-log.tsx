import { useState } from 'preact/hooks';
import type { components } from '../../../client/schema';
import { unwrap } from '../api';
import { Async } from '../components/Async';
import { DataTable, type Column } from '../components/DataTable';
import { DateTime } from '../components/DateTime';
import { useApi } from '../hooks';
import { isMessageKey, useI18n, type Translate } from '../i18n';

type AuditEntry = components['schemas']['AuditEntry'];

const PAGE_SIZE = 20;

/**
 * The audit log, newest first: when (WIB), who, what, on what. Paged by the API's cursor: "older"
 * follows `next_cursor`, "newer" goes back along the cursors already followed (the API has no
 * backwards cursor).
 */
export function AuditLog() {
  const { t } = useI18n();
  // The cursors that led to the shown page; empty = the newest page.
  const [trail, setTrail] = useState<string[]>([]);
  const cursor = trail[trail.length - 1];
  const page = useApi(
    (api) =>
      unwrap(
        api.GET('/dashboard/v1/audit-log', {
          params: { query: { limit: PAGE_SIZE, ...(cursor ? { starting_after: cursor } : {}) } },
        }),
      ),
    [cursor],
  );
  return (
    <section>
      <h1>{t('nav.auditLog')}</h1>
      <p>{t('audit.intro')}</p>
      <Async state={page}>
        {({ entries, next_cursor: next }) => (
          <>
            <DataTable
              caption={t('audit.caption')}
              rows={entries}
              rowKey={(entry) => entry.id}
              empty={t('audit.empty')}
              columns={auditColumns(t)}
            />
            {(trail.length > 0 || next) && (
              <AuditPager trail={trail} next={next} loading={page.loading} onTrail={setTrail} />
            )}
          </>
        )}
      </Async>
    </section>
  );
}

/** The audit table's columns: when, who (the user's e-mail or "operator"), what and on what. */
function auditColumns(t: Translate): Column<AuditEntry>[] {
  return [
    { header: t('audit.when'), cell: (entry) => <DateTime value={entry.at} /> },
    {
      header: t('audit.who'),
      cell: (entry) => (entry.actor.kind === 'user' ? entry.actor.email : t('audit.operator')),
    },
    {
      header: t('audit.what'),
      cell: (entry) => {
        // A client turned off because the user who made it was removed says so (its details name the reason).
        const reason = entry.details.reason === 'creator_removed' ? '.creator_removed' : '';
        const key = `audit.action.${entry.action}${reason}`;
        return isMessageKey(key) ? t(key) : <code>{entry.action}</code>;
      },
    },
    { header: t('audit.target'), cell: (entry) => (entry.target ? <code>{entry.target}</code> : '—') },
  ];
}

/** "Newer" (back along the cursors followed) and "older" (on to `next`), off while a page loads. */
function AuditPager(props: {
  trail: string[];
  next: string | null;
  loading: boolean;
  onTrail: (trail: string[]) => void;
}) {
  const { t } = useI18n();
  const { trail, next } = props;
  return (
    <nav aria-label={t('audit.pages')} class="actions">
      <button
        type="button"
        class="secondary outline"
        disabled={trail.length === 0 || props.loading}
        onClick={() => props.onTrail(trail.slice(0, -1))}
      >
        {t('audit.newer')}
      </button>
      <button
        type="button"
        class="secondary outline"
        disabled={!next || props.loading}
        onClick={() => next && props.onTrail([...trail, next])}
      >
        {t('audit.older')}
      </button>
    </nav>
  );
}
