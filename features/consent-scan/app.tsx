/** @jsxImportSource wp-element */
/**
 * The scan screen: how many pages to read, Start and Stop, progress while it reads, then one row
 * per third-party host — what it is, where it was found, how Colophon treats it — with a choice for
 * the unknown ones (hold back in a category, or always allow). The last scan shows when the screen
 * opens; a new one says what changed since.
 */
import { useEffect, useRef, useState } from '../../src/admin/element';
import { __, _n, sprintf } from '../../src/admin/i18n';
import type { ScanApi, ScanRow, ScanView } from './api';
import { crawl, type Progress, type Reader } from './crawl';

export interface ScanConfig {
  home: string;
  /** Where the sitemap may be, in order (WordPress's own first). */
  sitemaps: string[];
  limit: number;
  maxLimit: number;
  categories: Array<{ slug: string; name: string }>;
  consent: string;
  strict: boolean;
}

interface Props {
  api: ScanApi;
  config: ScanConfig;
  read: Reader;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function ScanApp({ api, config, read }: Props) {
  const [view, setView] = useState<ScanView | null>(null);
  const [limit, setLimit] = useState(String(config.limit));
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const stop = useRef<AbortController | null>(null);

  useEffect(() => {
    api.last().then(setView, (e: unknown) => setError(sprintf(__('The last scan could not be read: %s', 'colophon'), message(e))));
  }, [api]);

  const pages = Number(limit);
  const limitOk = Number.isInteger(pages) && pages >= 1 && pages <= config.maxLimit;

  async function start() {
    setError('');
    setNotice('');
    const controller = new AbortController();
    stop.current = controller;
    setProgress({ done: 0, planned: 1, hosts: 0, current: config.home });
    const result = await crawl(config.home, config.sitemaps, pages, read, controller.signal, setProgress);
    stop.current = null;
    try {
      setView(await api.save(result));
      setNotice(
        result.stopped
          ? sprintf(__('Scan stopped after %d pages; what it found is kept below.', 'colophon'), result.pages.length)
          : sprintf(_n('Scan finished: %d page read.', 'Scan finished: %d pages read.', result.pages.length, 'colophon'), result.pages.length),
      );
    } catch (e) {
      setError(sprintf(__('The scan could not be saved: %s', 'colophon'), message(e)));
    }
    setProgress(null);
  }

  async function confirm() {
    setError('');
    try {
      setView(await api.confirm());
      setNotice(
        __(
          'Strict mode is on: the hosts that need no consent are always allowed, and visitors’ browsers refuse every other host until its category is allowed.',
          'colophon',
        ),
      );
    } catch (e) {
      setError(sprintf(__('Strict mode could not be turned on: %s', 'colophon'), message(e)));
    }
  }

  async function decide(host: string, action: string) {
    setError('');
    try {
      setView(await api.decide(host, action));
      setNotice(
        action === 'allow'
          ? sprintf(__('%s is always allowed now.', 'colophon'), host)
          : sprintf(__('%1$s now waits for %2$s.', 'colophon'), host, config.categories.find((c) => c.slug === action)?.name ?? action),
      );
    } catch (e) {
      setError(sprintf(__('%1$s could not be changed: %2$s', 'colophon'), host, message(e)));
    }
  }

  const running = progress !== null;
  const failed = view?.pages.filter((p) => p.error) ?? [];
  return (
    <div className="colophon-scan__app">
      <p>
        <label htmlFor="colophon-scan-limit">{__('Pages to read, at most', 'colophon')}</label>{' '}
        <input
          id="colophon-scan-limit"
          type="number"
          min={1}
          max={config.maxLimit}
          value={limit}
          disabled={running}
          aria-describedby="colophon-scan-limit-help"
          onInput={(event: Event) => setLimit((event.currentTarget as HTMLInputElement).value)}
        />{' '}
        {running ? (
          <button type="button" className="button" onClick={() => stop.current?.abort()}>
            {__('Stop', 'colophon')}
          </button>
        ) : (
          <button type="button" className="button button-primary" disabled={!limitOk} onClick={() => void start()}>
            {view?.time ? __('Scan again', 'colophon') : __('Scan the site', 'colophon')}
          </button>
        )}
      </p>
      <p className="description" id="colophon-scan-limit-help">
        {limitOk
          ? __('The sitemap first, then the links on each page. A larger site takes longer; raise the number to read more of it.', 'colophon')
          : sprintf(__('Enter a whole number from 1 to %d.', 'colophon'), config.maxLimit)}
      </p>
      {running && (
        <div className="colophon-scan__progress" role="status">
          <progress max={progress.planned} value={progress.done} aria-label={__('Pages read', 'colophon')} />
          <p>
            {sprintf(
              __('%1$d of %2$d pages read, %3$d other sites found. Reading %4$s', 'colophon'),
              progress.done,
              progress.planned,
              progress.hosts,
              progress.current,
            )}
          </p>
        </div>
      )}
      {error && (
        <div className="notice notice-error" role="alert">
          <p>{error}</p>
        </div>
      )}
      {notice && !running && (
        <div className="notice notice-success" role="status">
          <p>{notice}</p>
        </div>
      )}
      {view?.time ? <Results view={view} config={config} failed={failed} onDecide={decide} /> : view && <p>{__('No scan yet.', 'colophon')}</p>}
      {view?.time && !running ? <Confirm view={view} onConfirm={() => void confirm()} /> : null}
    </div>
  );
}

function Results({
  view,
  config,
  failed,
  onDecide,
}: {
  view: ScanView;
  config: ScanConfig;
  failed: ScanView['pages'];
  onDecide(host: string, action: string): void;
}) {
  const unknown = view.rows.filter((r) => r.status === 'unknown').length;
  return (
    <div className="colophon-scan__results">
      <h2>{__('Other sites this site loads from', 'colophon')}</h2>
      <p>
        {sprintf(
          __('Last scan %1$s: %2$d pages, %3$d other sites, %4$d of them unknown.', 'colophon'),
          new Date(view.time! * 1000).toLocaleString(),
          view.pages.length,
          view.rows.length,
          unknown,
        )}
        {view.stopped ? ' ' + __('(stopped before the end)', 'colophon') : ''}
      </p>
      {view.changes && (
        <p className="colophon-scan__changes">
          {view.changes.added.length || view.changes.gone.length
            ? sprintf(
                __('Since the scan before: %1$s new, %2$s gone.', 'colophon'),
                view.changes.added.join(', ') || __('none', 'colophon'),
                view.changes.gone.join(', ') || __('none', 'colophon'),
              )
            : __('Since the scan before: no change.', 'colophon')}
        </p>
      )}
      <table className="widefat striped colophon-list-rows">
        <caption className="screen-reader-text">{__('Other sites this site loads from', 'colophon')}</caption>
        <thead>
          <tr>
            <th scope="col">{__('Host', 'colophon')}</th>
            <th scope="col">{__('Found on', 'colophon')}</th>
            <th scope="col">{__('Known as', 'colophon')}</th>
            <th scope="col">{__('Now', 'colophon')}</th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <Row key={row.host} row={row} config={config} onDecide={onDecide} />
          ))}
        </tbody>
      </table>
      {failed.length > 0 && (
        <>
          <h2>{__('Pages that could not be read', 'colophon')}</h2>
          <ul>
            {failed.map((p) => (
              <li key={p.url}>
                <a href={p.url}>{p.url}</a>: {p.error}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <a href={config.consent}>{__('All consent settings, with the known services', 'colophon')}</a>
      </p>
    </div>
  );
}

/** Strict mode from the scan: once every host is decided, the ones needing no consent are allowed and the browser refuses the rest. */
function Confirm({ view, onConfirm }: { view: ScanView; onConfirm(): void }) {
  const unknown = view.rows.filter((r) => r.status === 'unknown').length;
  return (
    <div className="colophon-scan__confirm">
      <h2>{__('Strict mode', 'colophon')}</h2>
      {view.strict ? (
        <p>{__('Strict mode is on: visitors’ browsers refuse every host that is not always allowed or allowed by the visitor.', 'colophon')}</p>
      ) : (
        <>
          <p>
            {__(
              'The strongest protection: each visitor’s browser refuses every host nobody allowed, even what no script patch can reach. Confirm this scan to allow the hosts that need no consent and turn it on.',
              'colophon',
            )}
          </p>
          <p>
            <button type="button" className="button button-primary" disabled={unknown > 0} aria-describedby="colophon-scan-confirm-help" onClick={onConfirm}>
              {__('Confirm the scan and turn on strict mode', 'colophon')}
            </button>
          </p>
          <p className="description" id="colophon-scan-confirm-help">
            {unknown
              ? sprintf(_n('Decide on the %d unknown host above first.', 'Decide on the %d unknown hosts above first.', unknown, 'colophon'), unknown)
              : __('Scan again whenever the site starts using a new service.', 'colophon')}
          </p>
        </>
      )}
    </div>
  );
}

function Row({ row, config, onDecide }: { row: ScanRow; config: ScanConfig; onDecide(host: string, action: string): void }) {
  const [choice, setChoice] = useState(config.categories[0]?.slug ?? '');
  const name = (slug: string) => config.categories.find((c) => c.slug === slug)?.name ?? slug;
  const id = `colophon-scan-${row.host.replace(/[^a-z0-9]/g, '-')}`;
  const status: Record<ScanRow['status'], string> = {
    unknown: __('Unknown: loads for every visitor', 'colophon'),
    owner: sprintf(__('Waits for %s (your list)', 'colophon'), row.categories.map(name).join(', ')),
    held: sprintf(__('Waits for %s', 'colophon'), row.categories.map(name).join(', ')),
    necessary: __('Needs no consent', 'colophon'),
    allowed: __('Always allowed', 'colophon'),
    off: __('Not held back (your choice)', 'colophon'),
  };
  return (
    <tr className={`colophon-scan__row is-${row.status}`}>
      <td data-label={__('Host', 'colophon')}>
        <strong>{row.host}</strong>
        <br />
        <code className="colophon-scan__url">{row.urls[0]}</code>
      </td>
      <td data-label={__('Found on', 'colophon')}>
        {row.pages.slice(0, 5).join(', ')}
        {row.pages.length > 5 ? ` ${sprintf(__('and %d more', 'colophon'), row.pages.length - 5)}` : ''}
        <br />
        <span className="description">{row.tags.join(', ') || (row.reports ? __('refused by strict mode on real visits', 'colophon') : '')}</span>
      </td>
      <td data-label={__('Known as', 'colophon')}>{row.service?.name ?? __('Not a known service', 'colophon')}</td>
      <td data-label={__('Now', 'colophon')}>
        <span className="colophon-scan__status">{status[row.status]}</span>
        {row.status === 'unknown' && (
          <span className="colophon-scan__decide">
            <label className="screen-reader-text" htmlFor={id}>
              {sprintf(__('Category for %s', 'colophon'), row.host)}
            </label>
            <select id={id} value={choice} onChange={(event: Event) => setChoice((event.currentTarget as HTMLSelectElement).value)}>
              {config.categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>{' '}
            <button type="button" className="button" aria-label={sprintf(__('Hold back %s', 'colophon'), row.host)} onClick={() => onDecide(row.host, choice)}>
              {__('Hold back', 'colophon')}
            </button>{' '}
            <button
              type="button"
              className="button-link"
              aria-label={sprintf(__('Always allow %s', 'colophon'), row.host)}
              onClick={() => onDecide(row.host, 'allow')}
            >
              {__('Always allow', 'colophon')}
            </button>
          </span>
        )}
      </td>
    </tr>
  );
}
