/**
 * Marker: the page builder's posts and archive posts widgets (`posts.classic`, `posts.cards`,
 * `posts.full_content`, `archive-posts.*`) and its loop grid (`loop-grid.*`: its items are loop
 * items in `.elementor-loop-container`, its masonry key is `masonry`; its script is the posts
 * widget's). What its own script did, on its markup and setting keys:
 * - the thumbnails' ratio box: `elementor-has-item-ratio` on `.elementor-posts-container` when
 *   the widget has an item ratio and no masonry (./php/Layout.php prints it, so it is there from
 *   the first paint; this adds it where the server could not), and `elementor-fit-height` on a
 *   thumbnail whose image is flatter than its box, so it fills it (on load and resize);
 * - masonry (`{skin}_masonry`): each post spans the grid rows its height needs (src/kit/masonry);
 * - load more (`pagination_type`: `load_more_on_click` by its button, by mouse or keyboard, or
 *   `load_more_infinite_scroll` as the anchor nears the viewport): the next page's HTML is
 *   fetched from `.e-load-more-anchor[data-next-page]`, this widget's posts are taken from it and
 *   added; `e-load-more-pagination-loading` while it loads, `e-load-more-pagination-end` after the
 *   last page (the page builder's CSS shows its spinner and its "no more posts" message by them).
 *   How many came is said; a failure is said and the button stays to try again; focus moves to
 *   the first new post for a keyboard user whose button is gone.
 */
import { Handler } from '../../src/runtime/handler';
import { masonry } from '../../src/kit/masonry';
import { retryButton } from '../../src/kit/retry-button';
import { CONTAINER, FIT_HEIGHT, fitsHeight, HAS_RATIO, hasItemRatio, masonryKey } from './layout';
import { fetchPage, pageOf, readAnchor } from './load-more';

const LOADING = 'e-load-more-pagination-loading';
const END = 'e-load-more-pagination-end';
/** How far below the viewport infinite scroll asks for the next page. */
const INFINITE_MARGIN = '0px 0px 400px 0px';

interface PostsSettings {
  pagination_type?: string;
  [key: string]: unknown;
}

export default class Posts extends Handler<PostsSettings> {
  private container: HTMLElement | null = null;
  private addToMasonry: ((added: Element[]) => void) | null = null;
  private loading = false;

  connect(): void {
    this.container = this.element.querySelector<HTMLElement>(CONTAINER);
    if (!this.container) return; // "nothing found": no posts to lay out
    if (this.settings[masonryKey(this.element)] === 'yes') {
      this.container.classList.remove(HAS_RATIO);
      const gap = Number.parseFloat(getComputedStyle(this.container).rowGap) || 0;
      this.addToMasonry = masonry(this.container, this.signal, gap);
    } else {
      if (hasItemRatio(getComputedStyle(this.element, '::after').content)) this.container.classList.add(HAS_RATIO);
      this.fit([...this.container.children]);
      this.settled(window, 'resize', 200, () => this.container && this.fit([...this.container.children]));
    }
    this.paginate();
  }

  /** Each post's thumbnail fills its box by width or, for a flat image, by height. */
  private fit(posts: Element[]): void {
    if (!this.container?.classList.contains(HAS_RATIO)) return;
    for (const post of posts) {
      const box = post.querySelector<HTMLElement>('.elementor-post__thumbnail');
      const image = box?.querySelector('img');
      if (!box || !image) continue;
      const apply = () =>
        box.classList.toggle(
          FIT_HEIGHT,
          fitsHeight({ width: image.naturalWidth, height: image.naturalHeight }, { width: box.offsetWidth, height: box.offsetHeight }),
        );
      if (image.complete) apply();
      else this.listen(image, 'load', apply, { once: true });
    }
  }

  private paginate(): void {
    const anchor = this.element.querySelector<HTMLElement>('.e-load-more-anchor');
    const type = this.settings.pagination_type;
    if (!anchor) return;
    if (readAnchor(anchor, location.href).next === null) return void this.element.classList.add(END);
    if (type === 'load_more_on_click') {
      const button = this.element.querySelector<HTMLElement>('.elementor-button-wrapper .elementor-button');
      if (!button) return;
      const press = (event: Event) => {
        if (event instanceof KeyboardEvent && event.key !== ' ') return; // Enter clicks a link by itself
        event.preventDefault();
        void this.more(anchor, button);
      };
      this.listen(button, 'click', press);
      this.listen(button, 'keydown', press);
    } else if (type === 'load_more_infinite_scroll' && typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.unobserve(anchor);
          void this.more(anchor, null).then((state) => {
            if (state === 'more') this.later(() => observer.observe(anchor), 250);
            // A failed page is not asked for again on every scroll: a button offers it.
            else if (state === 'failed')
              retryButton(anchor, 'elementor-button colophon-posts-retry', this.text('listingRetry'), this.signal, () => observer.observe(anchor));
          });
        },
        { rootMargin: INFINITE_MARGIN },
      );
      observer.observe(anchor);
      this.signal.addEventListener('abort', () => observer.disconnect(), { once: true });
    }
  }

  /** Adds the next page's posts: `more` when there is a page after it, `end`, or `failed`. */
  private async more(anchor: HTMLElement, button: HTMLElement | null): Promise<'more' | 'end' | 'failed'> {
    const { next, page, maxPage } = readAnchor(anchor, location.href);
    if (this.loading || !next || !this.container) return 'end';
    this.loading = true;
    const hadFocus = button !== null && document.activeElement === button;
    this.element.classList.add(LOADING);
    this.busy(this.container, true);
    button?.setAttribute('aria-disabled', 'true');
    this.announce('');
    try {
      const found = pageOf(await fetchPage(next, this.signal), this.element.dataset.id ?? '');
      if (!found) throw new Error(`${next} has no posts widget ${this.element.dataset.id ?? ''}.`);
      const added = found.posts.map((post) => document.importNode(post, true));
      this.container.append(...added);
      if (this.addToMasonry) this.addToMasonry(added);
      else this.fit(added);
      const reached = Math.min(maxPage, page + 1);
      anchor.dataset.page = String(reached);
      anchor.dataset.nextPage = found.anchor?.dataset.nextPage ?? '';
      this.announce(this.plural('listingLoaded', added.length));
      const more = reached < maxPage && readAnchor(anchor, location.href).next !== null;
      if (!more) this.element.classList.add(END);
      if (hadFocus && !more) added[0]?.querySelector<HTMLElement>('a[href]:not([tabindex="-1"])')?.focus();
      await this.runtime.scan(this.container);
      return more ? 'more' : 'end';
    } catch {
      if (!this.signal.aborted) this.announce(this.text('loadMoreFailed'), true);
      return 'failed';
    } finally {
      this.loading = false;
      this.element.classList.remove(LOADING);
      this.busy(this.container, false);
      button?.removeAttribute('aria-disabled');
    }
  }
}
