/** @jsxImportSource wp-element */
/** The Colophon → Kits screen: export and import, side by side on wide screens. */
import type { EventsManager } from '../../src/admin/analytics/events-manager';
import type { KitsApi } from './api';
import type { ExpiryStore } from './expiry-store';
import { ExportPanel } from './export-panel';
import { ImportPanel } from './import-panel';
import type { CustomizationRegistry } from './registry';
import { __ } from '@wordpress/i18n';

export interface KitsAppProps {
  api: KitsApi;
  registry: CustomizationRegistry;
  problems: string[];
  events: EventsManager;
  store: ExpiryStore;
  siteName: string;
  pageBuilderImport?: string | undefined;
  sharingSettings: string;
  sharing: boolean;
  download(bytes: Uint8Array, fileName: string): void;
}

export function KitsApp(props: KitsAppProps) {
  return (
    <div className="colophon-kits__app">
      <p className="colophon-kits__intro">
        {__(
          "A kit carries this site's Colophon content to another site: popups, pages built with Colophon widgets, data store definitions, and consent and tracking settings. Posts, media and users are not in it.",
          'colophon',
        )}
      </p>
      {props.problems.map((problem) => (
        <div className="notice notice-warning inline" key={problem}>
          <p>{problem}</p>
        </div>
      ))}
      <div className="colophon-kits__columns">
        <section className="colophon-kits__card" aria-labelledby="colophon-export-title">
          <h2 id="colophon-export-title">{__('Export a kit', 'colophon')}</h2>
          <ExportPanel
            api={props.api}
            registry={props.registry}
            events={props.events}
            store={props.store}
            siteName={props.siteName}
            download={props.download}
          />
        </section>
        <section className="colophon-kits__card" aria-labelledby="colophon-import-title">
          <h2 id="colophon-import-title">{__('Import a kit', 'colophon')}</h2>
          <ImportPanel api={props.api} registry={props.registry} events={props.events} store={props.store} pageBuilderImport={props.pageBuilderImport} />
        </section>
      </div>
      <p className="description">
        {props.sharing
          ? __('Usage sharing is on: each kit action also goes to your collector', 'colophon')
          : __('Usage sharing is off: no usage event leaves this browser', 'colophon')}{' '}
        (<a href={props.sharingSettings}>{__('change', 'colophon')}</a>).
      </p>
    </div>
  );
}
