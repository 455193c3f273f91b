/**
 * Marker: `data-widget_type="like-dislike.default"` with data-settings from
 * includes/Widgets/LikeDislike.php. Renders the LikeDislike component (preact/compat) over the
 * server markup and sends votes to admin-ajax.
 */
import { createRoot } from 'react-dom/client';
import { Handler } from '../../runtime/handler';
import { RequestError } from '../../runtime/request';
import { pushDataLayer } from '../../runtime/data-layer';
import { sendVote, VoteError } from './api';
import { LikeDislike } from './LikeDislike';
import { defaults, type Counts, type LikeDislikeSettings, type VoteType } from './types';

export default class LikeDislikeHandler extends Handler<LikeDislikeSettings> {
  static override defaults = defaults;
  private root: ReturnType<typeof createRoot> | null = null;

  connect(): void {
    const { post_id: postId, like_count, dislike_count } = this.settings;
    const labels = { ...defaults.labels, ...this.settings.labels };
    if (!Number.isInteger(postId) || postId <= 0) {
      throw new TypeError('like-dislike: data-settings.post_id must be a positive integer.');
    }
    this.element.replaceChildren();
    this.root = createRoot(this.element);
    this.root.render(
      <LikeDislike
        initial={{ like: Number(like_count) || 0, dislike: Number(dislike_count) || 0 }}
        labels={labels}
        vote={(type) => this.vote(type)}
        describeError={(error) => this.describe(error, labels.error)}
      />,
    );
  }

  override disconnect(): void {
    this.root?.unmount();
    this.root = null;
  }

  private async vote(type: VoteType): Promise<Counts> {
    const { config, hooks } = this.runtime;
    const counts = await sendVote(config.urls.ajax, config.nonces.likeDislike ?? '', this.settings.post_id, type, this.signal);
    pushDataLayer({ event: type === 'like' ? 'post_like' : 'post_dislike', post_id: this.settings.post_id });
    hooks.doAction('colophon.likeDislike.voted', { postId: this.settings.post_id, type, counts });
    return counts;
  }

  private describe(error: unknown, fallback: string): string {
    if (error instanceof VoteError) return error.message;
    if (error instanceof RequestError && error.kind === 'abort') return '';
    return fallback;
  }
}
