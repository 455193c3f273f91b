/** @jsxImportSource wp-element */
/**
 * Colophon → Templates, built with WordPress's components (dist/blocks/template-library-screen.js;
 * php/Module.php loads it after the admin script, whose editor events manager every dialog
 * reports to). Import and "export to a kit" go through the Kits routes.
 */
import { mountScreen } from '../../src/blocks/screen';
import { restApi } from '../kits/api';
import { downloadBytes } from '../kits/download';
import { adminContext } from '../kits/screen-context';
import { libraryApi } from './api';
import { LibraryApp } from './app';

mountScreen(() => {
  const { events, apiFetch } = adminContext();
  return <LibraryApp api={libraryApi(apiFetch)} kits={restApi(apiFetch)} events={events} download={downloadBytes} />;
});
