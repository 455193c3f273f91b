/** Removing the share buttons takes their listeners with them. */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="share-buttons.default"><div class="elementor-share-btn elementor-share-btn_facebook" role="button" tabindex="0"></div></div>`,
  live: ({ listeners }) => expect(listeners.join(' ')).toMatch(/click.*keydown|keydown.*click/),
} satisfies Case;
