/** Removing a gallery stops listening to its filter tabs and watching for its lazy images. */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-id="gal0001" data-widget_type="gallery.default" data-settings='{"gallery_layout":"grid","lazyload":"yes"}'><div class="elementor-gallery__titles-container"><a class="elementor-item elementor-gallery-title" role="button" tabindex="0" data-gallery-index="all">All</a><a class="elementor-item elementor-gallery-title" role="button" tabindex="0" data-gallery-index="0">Covers</a></div><div class="elementor-gallery__container"><div class="e-gallery-item elementor-gallery-item" data-e-gallery-tags="0"><div class="e-gallery-image" data-thumbnail="/a.jpg" data-width="300" data-height="200"></div></div></div></div>`,
  live: ({ listeners, observers }) => {
    expect(listeners.join(' ')).toMatch(/click.*keydown|keydown.*click/);
    expect(observers).toBeGreaterThan(0);
  },
} satisfies Case;
