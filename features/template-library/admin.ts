/** The templates library (Colophon → Templates), mounted by the admin script where its container is (src/admin/index.ts). */
import type { AdminMount } from '../../src/admin/context';
import { mount as render, wpElement } from '../../src/admin/element';
import { restApi } from '../kits/api';
import { downloadBytes } from '../kits/download';
import { libraryApi } from './api';
import { LibraryApp } from './app';

export const mount: AdminMount = ({ events, apiFetch }) => {
  const library = document.getElementById('colophon-templates-app');
  if (!library) return;
  library.textContent = '';
  render(
    wpElement().createElement(LibraryApp as never, {
      api: libraryApi(apiFetch),
      kits: restApi(apiFetch),
      events,
      download: downloadBytes,
    }),
    library,
  );
};
