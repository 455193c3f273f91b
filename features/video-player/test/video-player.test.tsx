/**
 * The custom video player: mm:ss, the seek clamp, the keys, lazy sources, and
 * the states (ended → restart shown, play icon back, overlay darkened; play → reversed, unmuted).
 */
import { act } from 'preact/test-utils';
import { clampFraction, formatTime, fractionOf, keyAction, POLL_MS, timeAt } from '../time';
import { LAZY_MARGIN, LAZY_THRESHOLD, loadSources } from '../lazy';
import { mountPlayer } from '../ui';
import { TEXT_KEYS, type PlayerTexts } from '..';
import { i18n } from '../../../tests/unit/helpers/texts';

describe('times and positions', () => {
  test('mm:ss at 0, 59, 60 and 3600 s; fractions of a second are dropped; unknown is 00:00', () => {
    expect([0, 59, 60, 3600].map(formatTime)).toEqual(['00:00', '00:59', '01:00', '60:00']);
    expect(formatTime(59.99)).toBe('00:59');
    expect(formatTime(61.5)).toBe('01:01');
    expect([NaN, Infinity, -3].map(formatTime)).toEqual(['00:00', '00:00', '00:00']);
  });
  test('a seek position is clamped to 0–1', () => {
    expect([-0.5, 0, 0.25, 1, 1.01, NaN].map(clampFraction)).toEqual([0, 0, 0.25, 1, 1, 0]);
    expect(timeAt(1.5, 12)).toBe(12);
    expect(timeAt(-1, 12)).toBe(0);
    expect(timeAt(0.5, 12)).toBe(6);
    expect(timeAt(0.5, NaN)).toBe(0); // metadata not read yet
    expect(fractionOf(3, 12)).toBe(0.25);
    expect(fractionOf(20, 12)).toBe(1);
    expect(fractionOf(3, Infinity)).toBe(0);
  });
  test('the position is read every 350 ms while playing', () => {
    expect(POLL_MS).toBe(350);
  });
});

describe('keys', () => {
  const key = (k: string, mods: Partial<KeyboardEvent> = {}) => keyAction({ key: k, altKey: false, ctrlKey: false, metaKey: false, ...mods });
  test('Space and K play or pause, M mutes, F full screen, C captions, arrows move', () => {
    expect([' ', 'k', 'K', 'm', 'f', 'c', 'ArrowLeft', 'ArrowRight'].map((k) => key(k))).toEqual([
      'toggle',
      'toggle',
      'toggle',
      'mute',
      'fullscreen',
      'captions',
      'back',
      'forward',
    ]);
  });
  test('other keys, and modified ones, stay the browser’s', () => {
    expect([key('Enter'), key('j'), key('Tab'), key('f', { ctrlKey: true }), key('m', { metaKey: true }), key('ArrowLeft', { altKey: true })]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('lazy sources', () => {
  test('150 px, threshold 0.01', () => {
    expect(LAZY_MARGIN).toBe('150px');
    expect(LAZY_THRESHOLD).toBe(0.01);
  });
  test('data-src moves to src on the video and its sources, then the video loads; twice does nothing', () => {
    document.body.innerHTML = '<video data-src="/a.webm"><source data-src="/b.webm"><source src="/c.webm"></video>';
    const video = document.querySelector('video')!;
    video.load = jest.fn();
    expect(loadSources(video)).toBe(true);
    expect(video.getAttribute('src')).toBe('/a.webm');
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual(['/b.webm', '/c.webm']);
    expect(video.querySelector('[data-src]')).toBeNull();
    expect(loadSources(video)).toBe(false);
    expect(video.load).toHaveBeenCalledTimes(1);
  });
});

describe('the player’s states', () => {
  const texts = Object.fromEntries(TEXT_KEYS.map((k) => [k, i18n[k]])) as PlayerTexts;
  let video: HTMLVideoElement;
  let figure: HTMLElement;
  let abort: AbortController;
  const state = { paused: true, ended: false, currentTime: 0 };
  let track: EventTarget & { mode: TextTrackMode; activeCues: Array<{ text: string }> };
  const fire = (type: string) => act(() => void video.dispatchEvent(new Event(type)));

  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(state, { paused: true, ended: false, currentTime: 0 });
    document.body.innerHTML = '<figure><div class="stage"><video controls muted><track kind="captions" src="/t.vtt"></video></div></figure>';
    figure = document.querySelector('figure')!;
    video = document.querySelector('video')!;
    video.muted = true;
    // jsdom has no text tracks: one that the test drives.
    track = Object.assign(new EventTarget(), { mode: 'disabled' as TextTrackMode, activeCues: [] as Array<{ text: string }> });
    Object.defineProperties(video, {
      textTracks: { get: () => [track] },
      paused: { get: () => state.paused },
      ended: { get: () => state.ended },
      duration: { configurable: true, get: () => 12 },
      currentTime: { get: () => state.currentTime, set: (t: number) => void (state.currentTime = t) },
    });
    video.play = jest.fn(() => {
      Object.assign(state, { paused: false, ended: false });
      video.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    video.pause = jest.fn(() => {
      state.paused = true;
      video.dispatchEvent(new Event('pause'));
    });
    abort = new AbortController();
    act(() => mountPlayer(figure, video, texts, abort.signal));
  });
  afterEach(() => {
    abort.abort();
    jest.useRealTimers();
  });
  const button = (name: string) => [...figure.querySelectorAll('button')].filter((b) => b.getAttribute('aria-label') === name);

  test('mounted: the browser’s controls go, a labelled play button shows, nothing else is hidden', () => {
    expect(video.controls).toBe(false);
    expect(button('Play')).toHaveLength(2); // the big one and the bar's
    expect(figure.dataset.status).toBe('idle');
    expect(figure.querySelector('input[type="range"]')!.getAttribute('aria-valuetext')).toBe('00:00 of 00:12');
  });
  test('play: a muted video is unmuted, the pause icon shows, the position is polled every 350 ms', () => {
    act(() => button('Play')[0]!.click());
    expect(video.muted).toBe(false);
    expect(figure.dataset.status).toBe('playing');
    expect(button('Pause')).toHaveLength(1);
    expect(button('Play')).toHaveLength(0);
    state.currentTime = 4.2;
    act(() => void jest.advanceTimersByTime(349));
    expect(figure.querySelector('.colophon-player__time')!.textContent).toBe('00:00 / 00:12');
    act(() => void jest.advanceTimersByTime(1));
    expect(figure.querySelector('.colophon-player__time')!.textContent).toBe('00:04 / 00:12');
  });
  test('ended: the restart control shows, the play icon is back, the overlay darkens; restarting reverses it', () => {
    act(() => button('Play')[0]!.click());
    Object.assign(state, { paused: true, ended: true, currentTime: 12 });
    fire('ended');
    expect(figure.dataset.status).toBe('ended');
    expect(button('Watch again')).toHaveLength(2);
    expect(button('Play')).toHaveLength(1);
    act(() => button('Watch again')[0]!.click());
    expect(state.currentTime).toBe(0);
    expect(figure.dataset.status).toBe('playing');
    expect(button('Watch again')).toHaveLength(0);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Pause'); // focus stays in the player
  });
  test('keys on the player: K pauses, → moves 5 s, ← clamps at 0, M mutes, C turns captions on', () => {
    act(() => button('Play')[0]!.click());
    const press = (key: string) => act(() => void button('Pause')[0]!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
    press('ArrowRight');
    expect(state.currentTime).toBe(5);
    press('ArrowLeft');
    press('ArrowLeft');
    expect(state.currentTime).toBe(0);
    press('m');
    expect(video.muted).toBe(true);
    expect(button('Unmute')).toHaveLength(1);
    press('c');
    expect(button('Captions')[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(track.mode).toBe('hidden'); // its cues change; the player draws them above its controls
    track.activeCues = [{ text: 'You send a short brief' }];
    act(() => void track.dispatchEvent(new Event('cuechange')));
    expect(figure.querySelector('.colophon-player__cue')!.textContent).toBe('You send a short brief');
    press('c');
    expect(track.mode).toBe('disabled');
    expect(figure.querySelector('.colophon-player__cue')).toBeNull();
    press('k');
    expect(video.pause).toHaveBeenCalled();
  });
  test('a source that fails: the visitor reads that it could not play', () => {
    document.body.querySelector('video')!.append(Object.assign(document.createElement('source'), { src: '/x.webm' }));
    abort.abort();
    abort = new AbortController();
    act(() => mountPlayer(figure, video, texts, abort.signal));
    act(() => void video.querySelector('source')!.dispatchEvent(new Event('error')));
    expect(figure.querySelector('[role="alert"]')!.textContent).toBe(i18n.videoFailed);
  });
  test('metadata that arrives between the first render and the listeners is still read', () => {
    abort.abort();
    let reads = 0;
    // Unknown at the first render; known by the time the listeners are on, with no event after.
    Object.defineProperty(video, 'duration', { configurable: true, get: () => (reads++ === 0 ? NaN : 12) });
    abort = new AbortController();
    act(() => mountPlayer(figure, video, texts, abort.signal));
    expect(figure.querySelector('.colophon-player__time')!.textContent).toBe('00:00 / 00:12');
  });
  test('removed: the controls go and the browser’s come back', () => {
    abort.abort();
    expect(figure.querySelector('.colophon-player__ui')).toBeNull();
    expect(video.controls).toBe(true);
    expect(figure.dataset.status).toBeUndefined();
  });
});
