/**
 * Marker: `data-widget_type="like-dislike.default"` with data-settings from
 * features/like-dislike/php/Widget.php. Renders the LikeDislike component (preact/compat) over the
 * server markup and sends votes to admin-ajax. A saved vote fires `colophon.likeDislike.voted`
 * (and the data-layer event `post_like` / `post_dislike`). The markup is the same for every visitor
 * (a page cache may have kept it a while): this visitor's own vote, and the counts as they are now,
 * come from src/kit/visitor-state.ts.
 */
import { createRoot } from 'react-dom/client';
import { Handler } from '../../src/runtime/handler';
import { RequestError, serverMessage } from '../../src/runtime/request';
import { withSession } from '../../src/kit/session';
import { visitorState } from '../../src/kit/visitor-state';
import { sendVote, VoteError, type VoteResult } from './api';
import { LikeDislike } from './LikeDislike';
import { defaults, type Labels, type LikeDislikeSettings, type VoteType } from './types';

export default class LikeDislikeHandler extends Handler<LikeDislikeSettings> {
  static override defaults = defaults;
  private root: ReturnType<typeof createRoot> | null = null;

  connect(): void {
    const { post_id: postId, like_count, dislike_count } = this.settings;
    if (!Number.isInteger(postId) || postId <= 0) {
      throw new TypeError('like-dislike: data-settings.post_id must be a positive integer.');
    }
    const labels: Labels = {
      like: this.text('like'),
      dislike: this.text('dislike'),
      saving: this.text('voteSaving'),
      saved: this.text('voteSaved'),
      error: this.text('voteFailed'),
    };
    this.element.replaceChildren();
    this.root = createRoot(this.element);
    const show = (known?: VoteResult) =>
      this.root?.render(
        <LikeDislike
          initial={{ like: Number(like_count) || 0, dislike: Number(dislike_count) || 0 }}
          known={known}
          labels={labels}
          vote={(type) => this.vote(type)}
          describeError={(error) => this.describe(error, labels.error)}
        />,
      );
    show();
    void visitorState(this.runtime, { vote: postId }, this.signal).then((state) => {
      const mine = state?.votes[postId];
      if (mine && !this.signal.aborted) show({ counts: { like: mine.like, dislike: mine.dislike }, vote: mine.vote || null });
    });
  }

  override disconnect(): void {
    this.root?.unmount();
    this.root = null;
  }

  /** One vote; a cached page's stale nonce, or a browser without a visitor cookie yet, recovers once. */
  private async vote(type: VoteType): Promise<VoteResult> {
    const { config } = this.runtime;
    const postId = this.settings.post_id;
    const result = await withSession(this.runtime, (nonces) => sendVote(config.urls.ajax, nonces.likeDislike ?? '', postId, type, this.signal), this.signal);
    this.dispatch('colophon.likeDislike.voted', { postId, type, counts: result.counts });
    return result;
  }

  private describe(error: unknown, fallback: string): string {
    if (error instanceof VoteError && error.message) return error.message;
    if (error instanceof RequestError && error.kind === 'abort') return '';
    return (error instanceof RequestError && serverMessage(error.body)) || fallback;
  }
}
