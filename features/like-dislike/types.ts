/** Settings printed by features/like-dislike/php/Widget.php into data-settings. */
export interface LikeDislikeSettings {
  /** @default 0 (the widget does nothing without a post) */
  post_id: number;
  /** @default 0 */
  like_count: number;
  /** @default 0 */
  dislike_count: number;
}

/** Translated texts (declared in feature.json, translated by includes/I18n.php). */
export interface Labels {
  like: string;
  dislike: string;
  saving: string;
  saved: string;
  error: string;
}

/** Only these two exist. */
export const VOTE_TYPES = ['like', 'dislike'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

export interface Counts {
  like: number;
  dislike: number;
}

export const defaults: LikeDislikeSettings = { post_id: 0, like_count: 0, dislike_count: 0 };
