/** Removing a posts widget stops listening to its load-more button. */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-id="pst0001" data-widget_type="posts.classic" data-settings='{"pagination_type":"load_more_on_click"}'><div class="elementor-posts-container"><article class="elementor-post"></article></div><div class="e-load-more-anchor" data-page="1" data-max-page="2" data-next-page="/?e-page-pst0001=2"></div><div class="elementor-button-wrapper"><a href="#" class="elementor-button">Load More</a></div></div>`,
  live: () => {
    expect(document.querySelector('.elementor-posts-container')).not.toBeNull();
  },
} satisfies Case;
