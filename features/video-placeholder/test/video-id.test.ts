import { videoId } from '../video-id';

test.each([
  ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ['https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1', 'dQw4w9WgXcQ'],
  ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', 'dQw4w9WgXcQ'],
  ['https://www.youtube.com/watch?feature=x&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ['https://www.youtube.com/v/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ['https://www.youtube.com/u/w/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ['/demo-video/embed/aBcDeFgHiJk', 'aBcDeFgHiJk'],
])('%s → %s', (url, id) => expect(videoId(url)).toBe(id));

test.each([
  ['an id of 10 characters', 'https://www.youtube.com/embed/dQw4w9WgXc'],
  ['an id of 12 characters', 'https://www.youtube.com/embed/dQw4w9WgXcQQ'],
  ['no id', 'https://www.youtube.com/embed/'],
  ['characters that are not allowed', 'https://www.youtube.com/embed/dQw4"><img s'],
  ['another site', 'https://vimeo.com/123456789'],
])('%s gives no thumbnail', (_name, url) => expect(videoId(url)).toBeNull());
