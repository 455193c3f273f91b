/** @jsxImportSource wp-element */
/**
 * Colophon → Kits, built with WordPress's components (dist/blocks/kits-screen.js; php/Module.php
 * loads it after the admin script, whose editor events manager, window.colophonAdmin.events, every
 * kit action reports to). What it starts with is in the screen's root (ComponentScreen::root()).
 */
import { mountScreen } from '../../src/blocks/screen';
import { restApi } from './api';
import { KitsApp } from './app';
import { downloadBytes } from './download';
import { browserStorage, createExpiryStore } from './expiry-store';
import { createRegistry } from './sections';
import { adminContext } from './screen-context';

interface Start {
  siteName: string;
  sharing: boolean;
  sharingSettings: string;
  pageBuilderImport: string;
}

mountScreen<Start>((start) => {
  const { events, apiFetch } = adminContext();
  const { registry, problems } = createRegistry(window.wp?.hooks);
  return (
    <KitsApp
      api={restApi(apiFetch)}
      registry={registry}
      problems={problems}
      events={events}
      store={createExpiryStore(browserStorage())}
      siteName={start.siteName}
      pageBuilderImport={start.pageBuilderImport || undefined}
      sharingSettings={start.sharingSettings}
      sharing={start.sharing}
      download={downloadBytes}
    />
  );
});
