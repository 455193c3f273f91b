/** Like and dislike's hook event and its payload (description: ./feature.json). */
export interface VoteEvent {
  postId: number;
  type: 'like' | 'dislike';
  counts: { like: number; dislike: number };
}

declare module '../../src/runtime/events' {
  interface ColophonEvents {
    'colophon.likeDislike.voted': VoteEvent;
  }
}
